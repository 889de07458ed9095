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
import { supplierColumns } from './supplier-columns';
import { SupplierDialog } from './supplier-dialog';
import { DELETE_SUPPLIER_MESSAGE } from './supplier-form';
import { useDeleteSupplier, useSuppliers } from './suppliers-api';

const SORTABLE = new Set(['name', 'balance']);

function sortParam(model: GridSortModel): string {
  const [first] = model;
  if (!first?.sort || !SORTABLE.has(first.field)) return 'name';
  return first.sort === 'desc' ? `-${first.field}` : first.field;
}

export function SuppliersPage() {
  const { can } = useSession();
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
    successMessage: (s) => `${s.name} deleted`,
  });
  const columns = useMemo(
    () =>
      supplierColumns({
        canUpdate: can('trade:update'),
        canDelete: can('trade:delete'),
        narrow,
        onEdit: editor.openFor,
        onDelete: remove.request,
      }),
    [can, narrow, editor.openFor, remove.request],
  );

  return (
    <>
      <PageHeader
        title="Suppliers"
        description="Who you buy from, and what you owe each of them from the books."
        actions={
          can('trade:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={editor.openNew}>
              Add supplier
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
          label="Search suppliers"
          placeholder="Name, contact, phone or KRA PIN"
        />
      </ListToolbar>
      <DataTable
        label="Suppliers"
        {...pagedQueryProps(suppliers)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        onCellClick={({ field, row }) => field !== 'actions' && navigate(tradePaths.supplier(row.id))}
        emptyTitle={search ? 'No supplier matches your search' : 'No suppliers yet'}
        emptyDescription={
          search ? 'Try another name, phone or PIN.' : 'Add the businesses you buy goods and services from.'
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
        title={`Delete ${remove.target?.name ?? 'supplier'}?`}
        message={DELETE_SUPPLIER_MESSAGE}
        confirmLabel="Delete"
      />
    </>
  );
}
