import type { Bill } from '@tawi/contracts';
import { COMPACT_CELLS } from '../../../shared/documents/table-styles';
import { formatDate, formatKes } from '../../../shared/format';
import { column, figureColumn, SimpleTable } from '../../../shared/simple-table';
import { PaymentStatusChip } from '../payments/payment-status-chip';
import { useTradeText } from '../use-trade-text';

type BillPayment = Bill['payments'][number];

/** The payments allocated to a bill (voided and refunded ones too, with their status). */
export function BillPaymentsTable({ bill }: { bill: Bill }) {
  const { t } = useTradeText();
  const date = (p: BillPayment) => formatDate(p.date);
  return (
    <SimpleTable<BillPayment>
      label={t('bills.payments.label', { number: bill.billId })}
      sx={COMPACT_CELLS}
      rows={bill.payments}
      rowKey={(p) => p.paymentId}
      empty={t('bills.payments.none')}
      columns={[
        column(t('bills.payments.payment'), (p) => p.paymentNumber, {
          sx: { whiteSpace: 'nowrap' },
          phoneCaption: date,
        }),
        column(t('common.date'), date, { hide: 'wide', num: true }),
        figureColumn(t('common.amount'), (p) => formatKes(p.amount)),
        column(t('common.status'), (p) => <PaymentStatusChip status={p.status} />),
      ]}
    />
  );
}
