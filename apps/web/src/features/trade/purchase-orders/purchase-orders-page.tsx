import AddIcon from '@mui/icons-material/Add';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '@tawi/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../shared/data-table';
import { DocumentListToolbar } from '../../../shared/documents/document-list-toolbar';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { PageHeader } from '../../../shared/page-header';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { useSession } from '../../../shared/session/session-context';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { SupplierFilter } from '../supplier-filter';
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
      <DocumentListToolbar
        filters={filters}
        onChange={setFilters}
        search={{ label: 'Search orders', placeholder: 'Order number or supplier' }}
        statuses={PURCHASE_ORDER_STATUSES}
        statusWidth={180}
        party={
          <SupplierFilter value={filters.supplierId} onChange={(supplierId) => setFilters({ supplierId })} />
        }
      />
      <DataTable
        label="Purchase orders"
        {...pagedQueryProps(orders)}
        columns={columns}
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
