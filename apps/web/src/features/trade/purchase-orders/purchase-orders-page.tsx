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
import { useTradeText } from '../use-trade-text';
import { purchaseOrderColumns } from './purchase-order-columns';
import { PurchaseOrderDialog } from './purchase-order-dialog';
import { usePurchaseOrders } from './purchase-orders-api';

const NO_FILTERS = { search: '', status: '', supplierId: '' };

export function PurchaseOrdersPage() {
  const { can, activeBranch } = useSession();
  const { t } = useTradeText();
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
  const columns = useMemo(() => purchaseOrderColumns(narrow, t), [narrow, t]);
  const filtered = Boolean(search || filters.status || filters.supplierId);

  return (
    <>
      <PageHeader
        title={t('orders.list.title')}
        description={t('orders.list.description', {
          branch: activeBranch?.name ?? t('common.thisBranch'),
        })}
        actions={
          can('trade:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('orders.list.add')}
            </Button>
          )
        }
      />
      <DocumentListToolbar
        filters={filters}
        onChange={setFilters}
        search={{ label: t('orders.list.searchLabel'), placeholder: t('orders.list.searchPlaceholder') }}
        statuses={PURCHASE_ORDER_STATUSES}
        statusWidth={180}
        party={
          <SupplierFilter value={filters.supplierId} onChange={(supplierId) => setFilters({ supplierId })} />
        }
      />
      <DataTable
        label={t('orders.list.label')}
        {...pagedQueryProps(orders)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnSorting
        onCellClick={({ row }) => navigate(tradePaths.purchaseOrder(row.id))}
        emptyTitle={filtered ? t('orders.list.noMatchTitle') : t('orders.list.emptyTitle')}
        emptyDescription={filtered ? t('common.noFilterMatch') : t('orders.list.emptyDescription')}
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
