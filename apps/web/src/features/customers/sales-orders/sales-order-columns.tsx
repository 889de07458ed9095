import type { GridColDef } from '@mui/x-data-grid';
import type { SalesOrder } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { formatKes } from '../../../shared/format';
import { dateColumn, documentColumn, statusColumn } from '../../../shared/lists/grid-columns';
import { moneyColumn } from '../../../shared/lists/list-columns';
import { SalesOrderStatusCell } from './sales-order-status';
import { salesOrderPaths } from './sales-orders-api';

/** What the order's live (not void) invoices add up to. */
export const invoicedValue = (o: Pick<SalesOrder, 'invoices'>) =>
  Money.sum(o.invoices.filter((i) => i.status !== 'Void').map((i) => i.total)).toNumber();

/** The fields the server sorts by (the rest of the columns do not sort). */
export const SORTABLE_FIELDS = new Set([
  'orderNumber',
  'customerName',
  'date',
  'deliveryDate',
  'total',
  'status',
]);

/** Sales order list columns; on a phone the customer and total show under the number. */
export function salesOrderColumns(narrow: boolean, t: TFunction<'sales'>): GridColDef<SalesOrder>[] {
  return [
    documentColumn<SalesOrder>(
      'orderNumber',
      t('salesOrders.columns.order'),
      (row) => ({
        to: salesOrderPaths.order(row.id),
        number: row.orderNumber,
        caption: narrow ? `${row.customerName} · ${formatKes(row.total)}` : undefined,
      }),
      { width: 120, flex: narrow ? 1 : undefined },
    ),
    { field: 'customerName', headerName: t('common.customer'), flex: 1, minWidth: 150 },
    dateColumn('date', t('common.date'), { width: 115 }),
    dateColumn('deliveryDate', t('salesOrders.columns.delivery'), { width: 115 }),
    moneyColumn('total', t('common.total'), { width: 135 }),
    moneyColumn('invoiced', t('salesOrders.columns.invoiced'), {
      width: 135,
      sortable: false,
      valueGetter: (_, row) => invoicedValue(row),
    }),
    statusColumn(t('common.status'), { width: narrow ? 145 : 160, cell: SalesOrderStatusCell }),
  ];
}
