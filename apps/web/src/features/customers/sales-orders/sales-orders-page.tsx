import AddIcon from '@mui/icons-material/Add';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridSortModel } from '@mui/x-data-grid';
import type { SalesOrderStatus } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../shared/data-table';
import { isBackwardRange } from '../../../shared/date-range-inputs';
import { sortParam } from '../../../shared/documents/sort-param';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { PageHeader } from '../../../shared/page-header';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { useSession } from '../../../shared/session/session-context';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useSalesText } from '../use-sales-text';
import { SORTABLE_FIELDS, salesOrderColumns } from './sales-order-columns';
import { SalesOrderDialog } from './sales-order-dialog';
import { salesOrderPaths, useSalesOrders } from './sales-orders-api';
import { NO_SALES_ORDER_FILTERS, SalesOrdersToolbar } from './sales-orders-toolbar';

/** Customers' confirmed orders: what is still to invoice, part-invoiced, invoiced or canceled. */
export function SalesOrdersPage() {
  const { can, activeBranch } = useSession();
  const { t } = useSalesText();
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [filters, setFilters] = useUrlFilters(NO_SALES_ORDER_FILTERS);
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [creating, setCreating] = useState(false);
  const search = useDebouncedValue(filters.search.trim());
  const filter = {
    search,
    status: filters.status as SalesOrderStatus | '',
    customerId: filters.customerId,
    from: filters.from,
    to: isBackwardRange(filters.from, filters.to) ? '' : filters.to,
    sort: sortParam(sortModel, SORTABLE_FIELDS),
  };
  const { paging, setPaging, query } = useServerPaging(filter);
  const orders = useSalesOrders({ ...filter, ...query });
  const columns = useMemo(() => salesOrderColumns(narrow, t), [narrow, t]);
  const filtered = Object.entries(filters).some(([, value]) => value.trim());

  return (
    <>
      <PageHeader
        title={t('salesOrders.list.title')}
        description={
          activeBranch
            ? t('salesOrders.list.description', { branch: activeBranch.name })
            : t('salesOrders.list.descriptionNoBranch')
        }
        actions={
          can('customers:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('salesOrders.list.add')}
            </Button>
          )
        }
      />
      <SalesOrdersToolbar filters={filters} onChange={setFilters} />
      <DataTable
        label={t('salesOrders.list.label')}
        {...pagedQueryProps(orders)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        onCellClick={({ row }) => navigate(salesOrderPaths.order(row.id))}
        emptyTitle={filtered ? t('salesOrders.list.noMatchTitle') : t('salesOrders.list.emptyTitle')}
        emptyDescription={filtered ? t('common.noMatchDescription') : t('salesOrders.list.emptyDescription')}
        emptyIcon={ShoppingBagIcon}
        rowHeight={narrow ? 60 : 52}
        columnVisibilityModel={{
          customerName: !narrow,
          date: !narrow,
          deliveryDate: !narrow,
          total: !narrow,
          invoiced: !narrow,
        }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {creating && (
        <SalesOrderDialog
          onClose={() => setCreating(false)}
          onSaved={(order) => navigate(salesOrderPaths.order(order.id))}
        />
      )}
    </>
  );
}
