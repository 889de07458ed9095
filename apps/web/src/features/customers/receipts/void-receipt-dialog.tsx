import { type CustomerReceipt, receiptVoid } from '@tawi/contracts';
import { formatKes } from '../../../shared/format';
import { ReasonDialog } from '../../../shared/reason-dialog';
import { useVoidReceipt } from './receipts-api';

/** What voiding undoes, in words: the invoices owed again and the credit that goes. */
function consequences(r: CustomerReceipt): string {
  const invoices = [...new Set(r.invoices.map((i) => i.invoiceNumber))].join(', ');
  const owed = invoices ? ` ${invoices} will be owed again.` : '';
  const credit = r.unallocated > 0 ? ` The ${formatKes(r.unallocated)} of credit it left is gone.` : '';
  return `The ${formatKes(r.amount)} received from ${r.customerName} comes out of the account again.${owed}${credit} The receipt stays on record as Voided.`;
}

/** A receipt recorded by mistake or reversed (a bounced cheque): the reason, then Void. Mount only while open. */
export function VoidReceiptDialog({ receipt, onClose }: { receipt: CustomerReceipt; onClose: () => void }) {
  const voiding = useVoidReceipt();
  return (
    <ReasonDialog
      title={`Void ${receipt.receiptNumber}?`}
      submitLabel="Void receipt"
      schema={receiptVoid}
      placeholder="Cheque bounced"
      dateLabel="Void date"
      warning={consequences(receipt)}
      onConfirm={async ({ reason, date }) =>
        `${(await voiding.mutateAsync({ id: receipt.id, body: { reason: reason ?? '', date } })).receiptNumber} voided`
      }
      onClose={onClose}
    />
  );
}
