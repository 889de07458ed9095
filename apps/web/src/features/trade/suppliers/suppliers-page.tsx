import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { SupplierOption } from '@tawi/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { ListToolbar } from '../../../shared/list-toolbar';
import { addAction } from '../../../shared/lists/add-action';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useScreenSize } from '../../../shared/lists/use-screen-size';
import { useSearchText } from '../../../shared/lists/use-search-text';
import { useServerGrid } from '../../../shared/lists/use-server-grid';
import { PageHeader } from '../../../shared/page-header';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { useConfirmAction } from '../../../shared/use-confirm-action';
import { useEditDialog } from '../../../shared/use-edit-dialog';
import { tradePaths } from '../trade-format';
import { useTradeText } from '../use-trade-text';
import { supplierColumns } from './supplier-columns';
import { SupplierDialog } from './supplier-dialog';
import { useDeleteSupplier, useSuppliers } from './suppliers-api';

const SORTABLE = new Set(['name', 'balance']);

export function SuppliersPage() {
  const { can } = useSession();
  const { t } = useTradeText();
  const navigate = useNavigate();
  const { narrow, wide } = useScreenSize();
  const { text, setText, search } = useSearchText();
  const { query, gridProps } = useServerGrid({
    filter: { search },
    sortable: SORTABLE,
    defaultSort: { field: 'name', sort: 'asc' },
  });
  const editor = useEditDialog<SupplierOption>();
  const suppliers = useSuppliers(query);
  const remove = useConfirmAction<SupplierOption>(useDeleteSupplier(), {
    successMessage: (s) => t('suppliers.list.deleted', { name: s.name }),
  });
  const columns = useMemo(
    () =>
      supplierColumns({
        canUpdate: can('trade:update'),
        canDelete: can('trade:delete'),
        narrow,
        onEdit: editor.openFor,
        onDelete: remove.request,
        t,
      }),
    [can, narrow, editor.openFor, remove.request, t],
  );

  return (
    <>
      <PageHeader
        title={t('suppliers.list.title')}
        description={t('suppliers.list.description')}
        actions={addAction(can('trade:create'), t('suppliers.list.add'), editor.openNew)}
      />
      <ListToolbar>
        <SearchField
          value={text}
          onChange={setText}
          label={t('suppliers.list.searchLabel')}
          placeholder={t('suppliers.list.searchPlaceholder')}
        />
      </ListToolbar>
      <ServerDataTable
        label={t('suppliers.list.title')}
        query={suppliers}
        grid={gridProps}
        columns={columns}
        onOpen={(row) => navigate(tradePaths.supplier(row.id))}
        emptyTitle={search ? t('suppliers.list.noMatchTitle') : t('suppliers.list.emptyTitle')}
        emptyDescription={
          search ? t('suppliers.list.noMatchDescription') : t('suppliers.list.emptyDescription')
        }
        emptyIcon={LocalShippingIcon}
        narrow={narrow}
        columnVisibilityModel={{
          contactName: wide,
          phone: !narrow,
          kraPin: !narrow,
          paymentTerms: !narrow,
          isActive: !narrow,
          actions: !narrow,
        }}
      />
      {editor.current && <SupplierDialog supplier={editor.current.item} onClose={editor.close} />}
      <ConfirmDialog
        {...remove.dialogProps}
        title={t('suppliers.list.deleteTitle', { name: remove.target?.name ?? '' })}
        message={t('suppliers.list.deleteMessage')}
        confirmLabel={t('common.delete')}
      />
    </>
  );
}
