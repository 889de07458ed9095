import AddIcon from '@mui/icons-material/Add';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { SupplierOption } from '@tawi/contracts';
import { DEFAULT_PAGE_SIZE } from '@tawi/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { DataTable } from '../../../shared/data-table';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { useConfirmAction } from '../../../shared/use-confirm-action';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useEditDialog } from '../../../shared/use-edit-dialog';
import { tradePaths } from '../trade-format';
import { useTradeText } from '../use-trade-text';
import { supplierColumns } from './supplier-columns';
import { SupplierDialog } from './supplier-dialog';
import { useDeleteSupplier, useSuppliers } from './suppliers-api';

const SORTABLE = new Set(['name', 'balance']);

function sortParam(model: GridSortModel): string {
  const [first] = model;
  if (!first?.sort || !SORTABLE.has(first.field)) return 'name';
  return first.sort === 'desc' ? `-${first.field}` : first.field;
}

export function SuppliersPage() {
  const { can } = useSession();
  const { t } = useTradeText();
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'name', sort: 'asc' }]);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const editor = useEditDialog<SupplierOption>();
  const suppliers = useSuppliers({
    page: paging.page + 1,
    limit: paging.pageSize,
    search,
    sort: sortParam(sortModel),
  });
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
        actions={
          can('trade:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={editor.openNew}>
              {t('suppliers.list.add')}
            </Button>
          )
        }
      />
      <ListToolbar>
        <SearchField
          value={searchText}
          onChange={(text) => {
            setSearchText(text);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          label={t('suppliers.list.searchLabel')}
          placeholder={t('suppliers.list.searchPlaceholder')}
        />
      </ListToolbar>
      <DataTable
        label={t('suppliers.list.title')}
        {...pagedQueryProps(suppliers)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        onCellClick={({ field, row }) => field !== 'actions' && navigate(tradePaths.supplier(row.id))}
        emptyTitle={search ? t('suppliers.list.noMatchTitle') : t('suppliers.list.emptyTitle')}
        emptyDescription={
          search ? t('suppliers.list.noMatchDescription') : t('suppliers.list.emptyDescription')
        }
        emptyIcon={LocalShippingIcon}
        rowHeight={narrow ? 60 : 52}
        columnVisibilityModel={{
          contactName: wide,
          phone: !narrow,
          kraPin: !narrow,
          paymentTerms: !narrow,
          isActive: !narrow,
          actions: !narrow,
        }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
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
