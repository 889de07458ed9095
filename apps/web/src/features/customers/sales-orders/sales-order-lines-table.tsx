import type { SalesOrder } from '@tawi/contracts';
import { DocumentLinesTable, type LineColumn } from '../../../shared/lists/document-lines-table';
import { priceColumns, qtyProgressColumns } from '../../../shared/lists/line-columns';
import { formatQty } from '../../inventory/inventory-format';
import { useSalesText } from '../use-sales-text';

type OrderLine = SalesOrder['lines'][number];

/** The order's lines: ordered, invoiced and still to invoice, with prices, VAT and totals on a desk. */
export function SalesOrderLinesTable({ order }: { order: SalesOrder }) {
  const { t } = useSalesText();
  const columns: LineColumn<OrderLine>[] = [
    {
      key: 'description',
      header: t('common.description'),
      cell: (l) => (l.sku ? `${l.sku} · ${l.description}` : l.description),
      phoneCaption: (l) => t('salesOrders.lines.orderedQty', { qty: formatQty(l.qty) }),
    },
    ...qtyProgressColumns<OrderLine>(
      {
        ordered: t('salesOrders.lines.ordered'),
        done: t('salesOrders.lines.invoiced'),
        remaining: t('salesOrders.lines.remaining'),
      },
      'invoiced',
      (l) => ({ ordered: l.qty, done: l.qtyInvoiced, remaining: l.qtyRemaining }),
      formatQty,
    ),
    priceColumns.unitPrice(t('common.unitPrice'), 'desk', (price) => t('common.priceIncl', { price })),
    priceColumns.discount(t('common.discount'), 'desk'),
    priceColumns.tax(t('common.tax'), 'desk'),
    priceColumns.vat(t('common.vat'), 'desk'),
    priceColumns.total(t('common.total'), 'desk'),
  ];
  return (
    <DocumentLinesTable
      label={t('salesOrders.lines.label', { number: order.orderNumber })}
      lines={order.lines}
      lineKey={(l) => l.lineNo}
      columns={columns}
    />
  );
}
