import AddIcon from '@mui/icons-material/Add';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '@tawi/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../shared/data-table';
import { ALL_OPTION_SLOTS } from '../../../shared/documents/input-slots';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { SupplierField } from '../supplier-field';
import { tradePaths } from '../trade-format';
import { purchaseOrderColumns } from './purchase-order-columns';
import { PurchaseOrderDialog } from './purchase-order-dialog';
import { usePurchaseOrders } from './purchase-orders-api';

const NO_FILTERS = { search: '', status: '', supplierId: '' };

export function PurchaseOrdersPage() {
  const { can, activeBranch } = useSession();
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [filters, setFilters] = useUrlFilters(NO_FILTERS);
  const [creating, setCreating] = useState(false);
  const search = useDebouncedValue(filters.search.trim());
  const filter = {
    search,
    status: filters.status as PurchaseOrderStatus | '',
    supplierId: filters.supplierId,
  };
  const { paging, setPaging, query } = useServerPaging(filter);
  const orders = usePurchaseOrders({ ...filter, ...query });
  const columns = useMemo(() => purchaseOrderColumns(narrow), [narrow]);
  const filtered = Boolean(search || filters.status || filters.supplierId);

  return (
    <>
      <PageHeader
        title="Purchase Orders"
        description={`Local purchase orders (LPOs) of ${activeBranch?.name ?? 'this branch'}: what is ordered and what has arrived.`}
        actions={
          can('trade:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New order
            </Button>
          )
        }
      />
      <ListToolbar>
        <SearchField
          value={filters.search}
          onChange={(text) => setFilters({ search: text })}
          label="Search orders"
          placeholder="Order number or supplier"
        />
        <TextField
          select
          label="Status"
          value={filters.status}
          onChange={(e) => setFilters({ status: e.target.value })}
          sx={{ minWidth: 180 }}
          slotProps={ALL_OPTION_SLOTS}
        >
          <MenuItem value="">All statuses</MenuItem>
          {PURCHASE_ORDER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <SupplierField
          value={filters.supplierId}
          onChange={(supplierId) => setFilters({ supplierId })}
          emptyLabel="All suppliers"
          sx={{ minWidth: 220, flexGrow: { xs: 1, sm: 0 } }}
        />
      </ListToolbar>
      <DataTable
        label="Purchase orders"
        rows={orders.data?.items ?? []}
        rowCount={orders.data?.total ?? 0}
        columns={columns}
        loading={orders.isPending || (orders.isFetching && orders.isPlaceholderData)}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnSorting
        onCellClick={({ row }) => navigate(tradePaths.purchaseOrder(row.id))}
        emptyTitle={filtered ? 'No order matches these filters' : 'No purchase orders yet'}
        emptyDescription={
          filtered
            ? 'Clear the search or pick other filters.'
            : 'Order goods from a supplier; receiving them adds the stock and raises the bill.'
        }
        emptyIcon={ShoppingCartIcon}
        rowHeight={narrow ? 60 : 52}
        columnVisibilityModel={{
          supplierName: !narrow,
          date: !narrow,
          expectedDate: !narrow,
          total: !narrow,
          totalReceived: !narrow,
        }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {creating && (
        <PurchaseOrderDialog
          onClose={() => setCreating(false)}
          onCreated={(order) => navigate(tradePaths.purchaseOrder(order.id))}
        />
      )}
    </>
  );
}
