import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import type { SalesOrderStatus } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { isBackwardRange } from '../../../shared/date-range-inputs';
import { addAction } from '../../../shared/lists/add-action';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useListFilters } from '../../../shared/lists/use-list-filters';
import { useScreenSize } from '../../../shared/lists/use-screen-size';
import { useServerList } from '../../../shared/lists/use-server-list';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { useBranchDescription } from '../../../shared/session/use-branch-description';
import { CustomerDocumentToolbar } from '../customer-document-toolbar';
import { useSalesText } from '../use-sales-text';
import { SORTABLE_FIELDS, salesOrderColumns } from './sales-order-columns';
import { SalesOrderDialog } from './sales-order-dialog';
import { salesOrderPaths, useSalesOrders } from './sales-orders-api';
import { NO_SALES_ORDER_FILTERS } from './sales-orders-toolbar';

/** Customers' confirmed orders: what is still to invoice, part-invoiced, invoiced or canceled. */
export function SalesOrdersPage() {
  const { can } = useSession();
  const { t } = useSalesText();
  const description = useBranchDescription(
    (branch) => t('salesOrders.list.description', { branch }),
    t('salesOrders.list.descriptionNoBranch'),
  );
  const navigate = useNavigate();
  const { narrow } = useScreenSize();
  const { filters, setFilters, search, filtered } = useListFilters(NO_SALES_ORDER_FILTERS);
  const [creating, setCreating] = useState(false);
  const filter = {
    search,
    status: filters.status as SalesOrderStatus | '',
    customerId: filters.customerId,
    from: filters.from,
    to: isBackwardRange(filters.from, filters.to) ? '' : filters.to,
  };
  const orders = useServerList(useSalesOrders, { filter, sortable: SORTABLE_FIELDS });
  const columns = useMemo(() => salesOrderColumns(narrow, t), [narrow, t]);

  return (
    <>
      <PageHeader
        title={t('salesOrders.list.title')}
        description={description}
        actions={addAction(can('customers:create'), t('salesOrders.list.add'), () => setCreating(true))}
      />
      <CustomerDocumentToolbar list="salesOrders" filters={filters} onChange={setFilters} />
      <ServerDataTable
        label={t('salesOrders.list.label')}
        {...orders}
        columns={columns}
        onOpen={(row) => navigate(salesOrderPaths.order(row.id))}
        emptyTitle={filtered ? t('salesOrders.list.noMatchTitle') : t('salesOrders.list.emptyTitle')}
        emptyDescription={filtered ? t('common.noMatchDescription') : t('salesOrders.list.emptyDescription')}
        emptyIcon={ShoppingBagIcon}
        narrow={narrow}
        columnVisibilityModel={{
          customerName: !narrow,
          date: !narrow,
          deliveryDate: !narrow,
          total: !narrow,
          invoiced: !narrow,
        }}
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
