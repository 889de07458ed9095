import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { PurchaseOrderStatus } from '@tawi/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { hiddenWhenNarrow } from '../../../shared/lists/column-visibility';
import { ListPage } from '../../../shared/lists/list-page';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useListFilters } from '../../../shared/lists/use-list-filters';
import { useScreenSize } from '../../../shared/lists/use-screen-size';
import { useServerList } from '../../../shared/lists/use-server-list';
import { useSession } from '../../../shared/session/session-context';
import { SupplierDocumentToolbar } from '../supplier-document-toolbar';
import { tradePaths } from '../trade-format';
import { useTradeText } from '../use-trade-text';
import { purchaseOrderColumns } from './purchase-order-columns';
import { PurchaseOrderDialog } from './purchase-order-dialog';
import { usePurchaseOrders } from './purchase-orders-api';

const NO_FILTERS = { search: '', status: '', supplierId: '' };
const NARROW_HIDDEN = ['supplierName', 'date', 'expectedDate', 'total', 'totalReceived'];

export function PurchaseOrdersPage() {
  const { can, activeBranch } = useSession();
  const { t } = useTradeText();
  const navigate = useNavigate();
  const { narrow } = useScreenSize();
  const { filters, setFilters, search, filtered } = useListFilters(NO_FILTERS);
  const filter = {
    search,
    status: filters.status as PurchaseOrderStatus | '',
    supplierId: filters.supplierId,
  };
  const orders = useServerList(usePurchaseOrders, { filter });
  const columns = useMemo(() => purchaseOrderColumns(narrow, t), [narrow, t]);

  return (
    <ListPage
      title={t('orders.list.title')}
      description={t('orders.list.description', { branch: activeBranch?.name ?? t('common.thisBranch') })}
      add={{ label: t('orders.list.add'), allowed: can('trade:create') }}
      createDialog={(close) => (
        <PurchaseOrderDialog
          onClose={close}
          onCreated={(order) => navigate(tradePaths.purchaseOrder(order.id))}
        />
      )}
    >
      <SupplierDocumentToolbar list="orders" filters={filters} onChange={setFilters} />
      <ServerDataTable
        label={t('orders.list.label')}
        {...orders}
        columns={columns}
        onOpen={(row) => navigate(tradePaths.purchaseOrder(row.id))}
        emptyTitle={filtered ? t('orders.list.noMatchTitle') : t('orders.list.emptyTitle')}
        emptyDescription={filtered ? t('common.noFilterMatch') : t('orders.list.emptyDescription')}
        emptyIcon={ShoppingCartIcon}
        narrow={narrow}
        columnVisibilityModel={hiddenWhenNarrow(narrow, NARROW_HIDDEN)}
      />
    </ListPage>
  );
}
