import type { PurchaseOrder } from '@tawi/contracts';
import { DocumentLinesTable, type LineColumn } from '../../../shared/lists/document-lines-table';
import { priceColumns, qtyProgressColumns } from '../../../shared/lists/line-columns';
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
    ...qtyProgressColumns<OrderItem>(
      {
        ordered: t('orders.items.ordered'),
        done: t('orders.items.received'),
        remaining: t('orders.items.remaining'),
      },
      'received',
      (i) => ({ ordered: i.qty, done: i.receivedQty, remaining: remainingQty(i) }),
      formatQty,
    ),
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
