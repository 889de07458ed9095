import { type Invoice, invoiceVoid } from '@tawi/contracts';
import { formatKes } from '../../../shared/format';
import { ReasonDialog } from '../../../shared/reason-dialog';
import { useVoidInvoice } from './invoices-api';

/** Voids an issued invoice on a date (default today): why (optional) and when. Mount only while open. */
export function VoidInvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const voiding = useVoidInvoice();
  return (
    <ReasonDialog
      title={`Void ${invoice.invoiceNumber}?`}
      submitLabel="Void invoice"
      schema={invoiceVoid}
      placeholder="Entered twice"
      reasonOptional
      dateLabel="Void date"
      warning={`Reversing entries dated on the void date take its ${formatKes(invoice.total)} out of what ${invoice.customerName} owes and return any stock; the VAT return takes it back in that month. It stays on record as Void.`}
      onConfirm={async (body) =>
        `${(await voiding.mutateAsync({ id: invoice.id, body })).invoiceNumber} voided`
      }
      onClose={onClose}
    />
  );
}
