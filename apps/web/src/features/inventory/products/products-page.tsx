import AddIcon from '@mui/icons-material/Add';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { PRODUCT_SORTS, type ProductOption } from '@tawi/contracts';
import { formatNumber } from '@tawi/domain';
import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyPage } from '../../../app/lazy-page';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { filteredEmptyTexts } from '../../../shared/lists/list-texts';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useScreenSize } from '../../../shared/lists/use-screen-size';
import { useServerList } from '../../../shared/lists/use-server-list';
import { PageHeader } from '../../../shared/page-header';
import { withoutCostColumns } from '../../../shared/session/cost-columns';
import { useSession } from '../../../shared/session/session-context';
import { useSeesCosts } from '../../../shared/session/use-sees-costs';
import { useConfirmAction } from '../../../shared/use-confirm-action';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useEditDialog } from '../../../shared/use-edit-dialog';
import { useInventoryText } from '../use-inventory-text';
import { AdjustStockDialog } from './adjust-stock-dialog';
import { ExportMenu } from './export-menu';
import { productColumns, productPath } from './product-columns';
import { ProductDialog } from './product-dialog';
import { NO_SELECTION, selectedIds } from './product-sort';
import { useDeleteProduct, useProducts } from './products-api';

// Seldom opened, so loaded when opened: the page's first visit stays within the JavaScript budget.
const ImportDialog = lazyPage(() => import('./import-dialog').then((m) => m.ImportDialog));
const BulkEditDialog = lazyPage(() => import('./bulk-edit-dialog').then((m) => m.BulkEditDialog));

import { type ProductListFilters, ProductsToolbar } from './products-toolbar';

const NOT_CLICKABLE = new Set(['actions', '__check__']);
const SORTABLE: ReadonlySet<string> = new Set(PRODUCT_SORTS);

export function ProductsPage() {
  const { can, activeBranch } = useSession();
  const { t } = useInventoryText();
  const navigate = useNavigate();
  const { narrow } = useScreenSize();
  const [filters, setFilters] = useState<ProductListFilters>({ search: '', category: '', lowStock: false });
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [dialog, setDialog] = useState<'import' | 'bulk' | null>(null);
  const [adjusting, setAdjusting] = useState<ProductOption | null>(null);
  const editor = useEditDialog<ProductOption>();
  const search = useDebouncedValue(filters.search.trim());
  const products = useServerList(useProducts, {
    filter: { search, category: filters.category, lowStock: filters.lowStock },
    sortable: SORTABLE,
    defaultSort: { field: 'name', sort: 'asc' },
  });
  const remove = useConfirmAction<ProductOption>(useDeleteProduct(), {
    successMessage: (p) => t('products.delete.done', { name: p.name }),
  });
  const rows = products.query.data?.items ?? [];
  const ticked = selectedIds(selection, rows);
  const canUpdate = can('inventory:update');
  const changeFilters = (change: Partial<ProductListFilters>) => setFilters((f) => ({ ...f, ...change }));

  const seesCosts = useSeesCosts();
  const columns = useMemo(
    () =>
      withoutCostColumns(
        productColumns({
          canUpdate,
          canDelete: can('inventory:delete'),
          canAdjust: can('stockControl:create'),
          narrow,
          onEdit: editor.openFor,
          onDelete: remove.request,
          onAdjust: setAdjusting,
          t,
        }),
        seesCosts,
        ['stockValue'],
      ),
    [can, canUpdate, narrow, editor.openFor, remove.request, seesCosts, t],
  );
  const filtered = Boolean(search || filters.category || filters.lowStock);

  return (
    <>
      <PageHeader
        title={t('products.title')}
        description={t('products.description', { branch: activeBranch?.name ?? t('branch.this') })}
        actions={
          <>
            <ExportMenu
              filter={{
                search,
                category: filters.category,
                lowStock: filters.lowStock,
                branchId: activeBranch?.id,
              }}
            />
            {can('inventory:create') && (
              <>
                <Button startIcon={<UploadFileIcon />} onClick={() => setDialog('import')}>
                  {t('products.import')}
                </Button>
                <Button variant="contained" startIcon={<AddIcon />} onClick={editor.openNew}>
                  {t('products.add')}
                </Button>
              </>
            )}
          </>
        }
      />
      <ProductsToolbar
        filters={filters}
        onChange={changeFilters}
        selected={ticked.length}
        onBulkEdit={canUpdate ? () => setDialog('bulk') : undefined}
      />
      {products.query.data?.totalIsEstimate && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="note">
          {t('products.estimate', { total: formatNumber(products.query.data.total, 0) })}
        </Typography>
      )}
      <ServerDataTable
        label={t('products.title')}
        {...products}
        columns={columns}
        checkboxSelection={canUpdate}
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        onCellClick={({ field, row }) => !NOT_CLICKABLE.has(field) && navigate(productPath(row.id))}
        {...filteredEmptyTexts(filtered, (key) => t(`products.${key}`))}
        emptyIcon={Inventory2Icon}
        narrow={narrow}
        columnVisibilityModel={{
          sku: !narrow,
          category: !narrow,
          sellingPrice: !narrow,
          minimumStock: !narrow,
          stockValue: !narrow,
          // on a phone a row opens the product's page, which has these buttons
          actions: !narrow,
        }}
      />
      {editor.current && <ProductDialog product={editor.current.item} onClose={editor.close} />}
      {adjusting && <AdjustStockDialog product={adjusting} onClose={() => setAdjusting(null)} />}
      <Suspense fallback={null}>
        {dialog === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
        {dialog === 'bulk' && (
          <BulkEditDialog
            ids={ticked}
            onClose={(updated) => {
              setDialog(null);
              if (updated) setSelection(NO_SELECTION);
            }}
          />
        )}
      </Suspense>
      <ConfirmDialog
        {...remove.dialogProps}
        title={t('products.delete.title', { name: remove.target?.name ?? '' })}
        message={t('products.delete.message')}
        confirmLabel={t('products.delete.confirm')}
      />
    </>
  );
}
