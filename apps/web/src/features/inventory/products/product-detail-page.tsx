import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { detailFrame } from '../../../shared/documents/detail-frame';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { formatQtyWithUnit } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';
import { AdjustStockDialog } from './adjust-stock-dialog';
import { ProductDialog } from './product-dialog';
import { ProductMasterCard } from './product-master-card';
import { ProductMovementsTable } from './product-movements-table';
import { ProductStockTable } from './product-stock-table';
import { useDeleteProduct, useProduct } from './products-api';

const PRODUCTS = '/dashboard/products';

/** One product: its master data, the stock of every branch and its movement history. */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const { can, activeBranch } = useSession();
  const { t } = useInventoryText();
  const navigate = useNavigate();
  const product = useProduct(id);
  const remove = useDeleteProduct();
  const [dialog, setDialog] = useState<'edit' | 'adjust' | 'delete' | null>(null);
  const close = () => {
    setDialog(null);
    remove.reset();
  };

  const [p, back, wait] = detailFrame(product, {
    back: [PRODUCTS, t('product.back')],
    texts: [t('product.title'), t('product.loadError'), t('product.loading')],
  });
  if (!p) return wait;

  const confirmDelete = () =>
    remove.mutate(p.id, {
      onSuccess: () => {
        toast.success(t('products.delete.done', { name: p.name }));
        navigate(PRODUCTS);
      },
    });

  return (
    <>
      <PageHeader
        title={p.name}
        description={t('branch.holds', {
          branch: activeBranch?.name ?? t('branch.thisAtStart'),
          quantity: formatQtyWithUnit(p.currentStock, p.unit),
        })}
        breadcrumb={back}
        actions={
          <>
            {can('stockControl:create') && (
              <Button variant="contained" startIcon={<TuneIcon />} onClick={() => setDialog('adjust')}>
                {t('product.adjust')}
              </Button>
            )}
            {can('inventory:update') && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
                {t('product.edit')}
              </Button>
            )}
            {can('inventory:delete') && (
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDialog('delete')}>
                {t('product.delete')}
              </Button>
            )}
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ProductMasterCard product={p} />
        <ProductStockTable productId={p.id} unit={p.unit} />
        <ProductMovementsTable productId={p.id} />
      </Box>
      {dialog === 'edit' && <ProductDialog product={p} onClose={close} />}
      {dialog === 'adjust' && <AdjustStockDialog product={p} onClose={close} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('products.delete.title', { name: p.name })}
        message={t('products.delete.message')}
        confirmLabel={t('products.delete.confirm')}
        pending={remove.isPending}
        error={remove.error ?? undefined}
        onClose={close}
        onConfirm={confirmDelete}
      />
    </>
  );
}
