import type { PurchaseOrder } from '@tawi/contracts';
import { DocumentLinesTable, type LineColumn } from '../../../shared/lists/document-lines-table';
import { priceColumns } from '../../../shared/lists/line-columns';
import { formatQty } from '../../inventory/inventory-format';
import { remainingQty } from '../trade-format';
import { useTradeText } from '../use-trade-text';

type OrderItem = PurchaseOrder['items'][number];

/** The order's lines: ordered, received and still to come, with prices, VAT and totals on a desk. */
export function OrderItemsTable({ order }: { order: PurchaseOrder }) {
  const { t } = useTradeText();
  const columns: LineColumn<OrderItem>[] = [
    {
      key: 'product',
      header: t('common.product'),
      cell: (i) => `${i.sku} · ${i.name}`,
      phoneCaption: (i) => t('orders.items.orderedQty', { qty: formatQty(i.qty) }),
    },
    {
      key: 'ordered',
      header: t('orders.items.ordered'),
      align: 'right',
      hide: 'wide',
      cell: (i) => formatQty(i.qty),
    },
    {
      key: 'received',
      header: t('orders.items.received'),
      align: 'right',
      cell: (i) => formatQty(i.receivedQty),
    },
    {
      key: 'remaining',
      header: t('orders.items.remaining'),
      align: 'right',
      bold: true,
      cell: (i) => formatQty(remainingQty(i)),
    },
    priceColumns.unitPrice(t('common.unitPrice'), 'desk'),
    priceColumns.tax(t('common.tax'), 'desk'),
    priceColumns.vat(t('common.vat'), 'desk'),
    priceColumns.total(t('common.total'), 'desk'),
  ];
  return (
    <DocumentLinesTable
      label={t('orders.items.label', { number: order.purchaseId })}
      lines={order.items}
      lineKey={(i) => i.id}
      columns={columns}
    />
  );
}
