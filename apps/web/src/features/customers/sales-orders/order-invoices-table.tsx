import type { SalesOrder } from '@tawi/contracts';
import { RecordLink } from '../../../shared/documents/record-link';
import { COMPACT_CELLS } from '../../../shared/documents/table-styles';
import { formatDate, formatKes } from '../../../shared/format';
import { column, figureColumn, SimpleTable } from '../../../shared/simple-table';
import { StatusChip } from '../../../shared/status-chip';
import { customerPaths } from '../customers-paths';
import { useSalesText } from '../use-sales-text';

type OrderInvoice = SalesOrder['invoices'][number];

/** The invoices raised on the order, each linking to its page. */
export function OrderInvoicesTable({ order }: { order: SalesOrder }) {
  const { t } = useSalesText();
  const date = (i: OrderInvoice) => formatDate(i.date);
  return (
    <SimpleTable<OrderInvoice>
      label={t('salesOrders.invoices.label', { number: order.orderNumber })}
      sx={COMPACT_CELLS}
      rows={order.invoices}
      rowKey={(i) => i.id}
      empty={
        order.status === 'Canceled' ? t('salesOrders.invoices.noneCanceled') : t('salesOrders.invoices.none')
      }
      columns={[
        column(
          t('salesOrders.invoices.invoice'),
          (i) => <RecordLink to={customerPaths.invoice(i.id)}>{i.invoiceNumber}</RecordLink>,
          { num: true, phoneCaption: date },
        ),
        column(t('common.date'), date, { hide: 'wide', num: true }),
        figureColumn(t('common.total'), (i) => formatKes(i.total)),
        column(t('common.status'), (i) => <StatusChip status={i.status} />),
      ]}
    />
  );
}
