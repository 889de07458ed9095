import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { SupplierOption } from '@tawi/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { addAction } from '../../../shared/lists/add-action';
import { SearchToolbar } from '../../../shared/lists/search-toolbar';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { usePartyList } from '../../../shared/lists/use-party-list';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { tradePaths } from '../trade-format';
import { useTradeText } from '../use-trade-text';
import { supplierColumns } from './supplier-columns';
import { SupplierDialog } from './supplier-dialog';
import { useDeleteSupplier, useSuppliers } from './suppliers-api';

export function SuppliersPage() {
  const { can } = useSession();
  const { t } = useTradeText();
  const navigate = useNavigate();
  const { narrow, wide, searchBox, query, gridProps, editor, remove } = usePartyList<SupplierOption>(
    useDeleteSupplier(),
    (s) => t('suppliers.list.deleted', { name: s.name }),
  );
  const list = useSuppliers(query);
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
      <SearchToolbar
        value={searchBox.text}
        onChange={searchBox.setText}
        label={t('suppliers.list.searchLabel')}
        placeholder={t('suppliers.list.searchPlaceholder')}
      />
      <ServerDataTable
        label={t('suppliers.list.title')}
        query={list}
        grid={gridProps}
        columns={columns}
        onOpen={(row) => navigate(tradePaths.supplier(row.id))}
        emptyTitle={searchBox.search ? t('suppliers.list.noMatchTitle') : t('suppliers.list.emptyTitle')}
        emptyDescription={
          searchBox.search ? t('suppliers.list.noMatchDescription') : t('suppliers.list.emptyDescription')
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
