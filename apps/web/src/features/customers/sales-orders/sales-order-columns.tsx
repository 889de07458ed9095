import type { GridColDef } from '@mui/x-data-grid';
import type { SalesOrder } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { formatDate, formatKes } from '../../../shared/format';
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

const money = (v: number) => formatKes(v);
const date = (v: string | null) => formatDate(v);

/** Sales order list columns; on a phone the customer and total show under the number. */
export function salesOrderColumns(narrow: boolean, t: TFunction<'sales'>): GridColDef<SalesOrder>[] {
  return [
    {
      field: 'orderNumber',
      headerName: t('salesOrders.columns.order'),
      width: 120,
      flex: narrow ? 1 : undefined,
      renderCell: ({ row }) => (
        <DocumentCell
          to={salesOrderPaths.order(row.id)}
          number={row.orderNumber}
          caption={narrow ? `${row.customerName} · ${formatKes(row.total)}` : undefined}
        />
      ),
    },
    { field: 'customerName', headerName: t('common.customer'), flex: 1, minWidth: 150 },
    { field: 'date', headerName: t('common.date'), width: 115, valueFormatter: date },
    {
      field: 'deliveryDate',
      headerName: t('salesOrders.columns.delivery'),
      width: 115,
      valueFormatter: date,
    },
    { field: 'total', headerName: t('common.total'), type: 'number', width: 135, valueFormatter: money },
    {
      field: 'invoiced',
      headerName: t('salesOrders.columns.invoiced'),
      type: 'number',
      width: 135,
      sortable: false,
      valueGetter: (_, row) => invoicedValue(row),
      valueFormatter: money,
    },
    {
      field: 'status',
      headerName: t('common.status'),
      width: narrow ? 145 : 160,
      renderCell: ({ row }) => <SalesOrderStatusCell status={row.status} />,
    },
  ];
}
