import type { SalesOrder } from '@tawi/contracts';
import { DocumentLinesTable, type LineColumn } from '../../../shared/lists/document-lines-table';
import { priceColumns } from '../../../shared/lists/line-columns';
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
    {
      key: 'ordered',
      header: t('salesOrders.lines.ordered'),
      align: 'right',
      hide: 'wide',
      cell: (l) => formatQty(l.qty),
    },
    {
      key: 'invoiced',
      header: t('salesOrders.lines.invoiced'),
      align: 'right',
      cell: (l) => formatQty(l.qtyInvoiced),
    },
    {
      key: 'remaining',
      header: t('salesOrders.lines.remaining'),
      align: 'right',
      bold: true,
      cell: (l) => formatQty(l.qtyRemaining),
    },
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
