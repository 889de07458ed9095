import { type CustomerReceipt, receiptVoid } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { formatKes } from '../../../shared/format';
import { ReasonDialog, reasonTexts } from '../../../shared/reason-dialog';
import { useCustomersText } from '../use-customers-text';
import { useVoidReceipt } from './receipts-api';

/** What voiding undoes, in words: the invoices owed again and the credit that goes. */
function consequences(r: CustomerReceipt, t: TFunction<'customers'>): string {
  const invoices = [...new Set(r.invoices.map((i) => i.invoiceNumber))].join(', ');
  return [
    t('voidReceipt.moneyBack', { amount: formatKes(r.amount), name: r.customerName }),
    invoices && t('voidReceipt.owedAgain', { invoices }),
    r.unallocated > 0 && t('voidReceipt.creditGone', { amount: formatKes(r.unallocated) }),
    t('voidReceipt.staysVoided'),
  ]
    .filter(Boolean)
    .join(' ');
}

/** A receipt recorded by mistake or reversed (a bounced cheque): the reason, then Void. Mount only while open. */
export function VoidReceiptDialog({ receipt, onClose }: { receipt: CustomerReceipt; onClose: () => void }) {
  const { t } = useCustomersText();
  const voiding = useVoidReceipt();
  return (
    <ReasonDialog
      {...reasonTexts(t, 'voidReceipt', { number: receipt.receiptNumber })}
      schema={receiptVoid}
      dateLabel={t('voidReceipt.date')}
      warning={consequences(receipt, t)}
      onConfirm={async ({ reason, date }) => {
        const voided = await voiding.mutateAsync({ id: receipt.id, body: { reason: reason ?? '', date } });
        return t('voidReceipt.voided', { number: voided.receiptNumber });
      }}
      onClose={onClose}
    />
  );
}
