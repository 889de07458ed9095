import Skeleton from '@mui/material/Skeleton';
import type { PurchaseReceipt } from '@tawi/contracts';
import { RecordLink } from '../../../shared/documents/record-link';
import { COMPACT_CELLS } from '../../../shared/documents/table-styles';
import { ErrorState } from '../../../shared/error-state';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { column, figureColumn, SimpleTable } from '../../../shared/simple-table';
import { supplierInvoiceText, tradePaths } from '../trade-format';
import { useTradeText } from '../use-trade-text';
import { usePurchaseReceipts } from './purchase-orders-api';

function BillLink({ receipt: r }: { receipt: PurchaseReceipt }) {
  if (!r.billRecordId) return EMPTY_DISPLAY;
  return <RecordLink to={tradePaths.bill(r.billRecordId)}>{r.billId}</RecordLink>;
}

/** The goods receipts of an order, newest last, each with the bill it raised. */
export function ReceiptsTable({ orderId, label }: { orderId: string; label: string }) {
  const { t } = useTradeText();
  const receipts = usePurchaseReceipts(orderId);
  if (receipts.error)
    return (
      <ErrorState
        error={receipts.error}
        title={t('orders.receipts.loadFailed')}
        onRetry={() => void receipts.refetch()}
      />
    );
  if (!receipts.data) return <Skeleton height={96} aria-label={t('orders.receipts.loading')} />;
  return (
    <SimpleTable<PurchaseReceipt>
      label={label}
      sx={COMPACT_CELLS}
      rows={receipts.data}
      rowKey={(r) => r.id}
      empty={t('orders.receipts.none')}
      columns={[
        column(t('orders.receipts.receipt'), (r) => r.receiptNumber, {
          phoneCaption: (r) => `${r.deliveryNoteNumber} · ${formatDate(r.date)}`,
        }),
        column(t('orders.receipts.deliveryNote'), (r) => r.deliveryNoteNumber, { hide: 'wide' }),
        column(
          t('common.supplierInvoiceColumn'),
          (r) => supplierInvoiceText(r.supplierInvoiceNumber, r.supplierInvoiceDate, t),
          { hide: 'wide' },
        ),
        column(t('common.date'), (r) => formatDate(r.date), { hide: 'wide', num: true }),
        figureColumn(t('orders.receipts.value'), (r) => formatKes(r.totalReceived)),
        column(t('orders.receipts.bill'), (r) => <BillLink receipt={r} />, { sx: { whiteSpace: 'nowrap' } }),
      ]}
    />
  );
}
