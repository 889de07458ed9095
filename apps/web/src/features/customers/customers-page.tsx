import AddIcon from '@mui/icons-material/Add';
import PeopleIcon from '@mui/icons-material/People';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridSortModel } from '@mui/x-data-grid';
import type { CustomerOption } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { DataTable } from '../../shared/data-table';
import { useServerPaging } from '../../shared/documents/use-server-paging';
import { ListToolbar } from '../../shared/list-toolbar';
import { PageHeader } from '../../shared/page-header';
import { pagedQueryProps } from '../../shared/paged-query-props';
import { SearchField } from '../../shared/search-field';
import { useSession } from '../../shared/session/session-context';
import { useConfirmAction } from '../../shared/use-confirm-action';
import { useDebouncedValue } from '../../shared/use-debounced-value';
import { useEditDialog } from '../../shared/use-edit-dialog';
import { customerColumns } from './customer-columns';
import { CustomerDialog } from './customer-dialog';
import { useCustomers, useDeleteCustomer } from './customers-api';
import { customerPaths } from './customers-paths';
import { useCustomersText } from './use-customers-text';

const SORTABLE = new Set(['name', 'balance']);

function sortParam(model: GridSortModel): string {
  const [first] = model;
  if (!first?.sort || !SORTABLE.has(first.field)) return 'name';
  return first.sort === 'desc' ? `-${first.field}` : first.field;
}

export function CustomersPage() {
  const { can } = useSession();
  const { t } = useCustomersText();
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'name', sort: 'asc' }]);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const { paging, setPaging, query } = useServerPaging({ search, sortModel });
  const editor = useEditDialog<CustomerOption>();
  const customers = useCustomers({ ...query, search, sort: sortParam(sortModel) });
  const remove = useConfirmAction<CustomerOption>(useDeleteCustomer(), {
    successMessage: (c) => t('list.deleted', { name: c.name }),
  });
  const columns = useMemo(
    () =>
      customerColumns({
        canUpdate: can('customers:update'),
        canDelete: can('customers:delete'),
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
        title={t('list.title')}
        description={t('list.description')}
        actions={
          can('customers:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={editor.openNew}>
              {t('list.add')}
            </Button>
          )
        }
      />
      <ListToolbar>
        <SearchField
          value={searchText}
          onChange={setSearchText}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
        />
      </ListToolbar>
      <DataTable
        label={t('list.title')}
        {...pagedQueryProps(customers)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        onCellClick={({ field, row }) => field !== 'actions' && navigate(customerPaths.customer(row.id))}
        emptyTitle={search ? t('list.noMatchTitle') : t('list.emptyTitle')}
        emptyDescription={search ? t('list.noMatchDescription') : t('list.emptyDescription')}
        emptyIcon={PeopleIcon}
        rowHeight={narrow ? 60 : 52}
        columnVisibilityModel={{
          contactName: wide,
          phone: !narrow,
          kraPin: !narrow,
          paymentTerms: !narrow,
          tier: !narrow,
          isActive: !narrow,
          actions: !narrow,
        }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {editor.current && <CustomerDialog customer={editor.current.item} onClose={editor.close} />}
      <ConfirmDialog
        {...remove.dialogProps}
        title={t('list.deleteTitle', { name: remove.target?.name ?? '' })}
        message={t('list.deleteMessage')}
        confirmLabel={t('list.delete')}
      />
    </>
  );
}
