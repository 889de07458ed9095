import { type Invoice, invoiceVoid } from '@tawi/contracts';
import { formatKes } from '../../../shared/format';
import { ReasonDialog, reasonTexts } from '../../../shared/reason-dialog';
import { useSalesText } from '../use-sales-text';
import { useVoidInvoice } from './invoices-api';

/** Voids an issued invoice on a date (default today): why (optional) and when. Mount only while open. */
export function VoidInvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useSalesText();
  const voiding = useVoidInvoice();
  return (
    <ReasonDialog
      {...reasonTexts(t, 'invoices.void', { number: invoice.invoiceNumber })}
      schema={invoiceVoid}
      reasonOptional
      dateLabel={t('invoices.void.dateLabel')}
      warning={t('invoices.void.warning', {
        total: formatKes(invoice.total),
        customer: invoice.customerName,
      })}
      onConfirm={async (body) =>
        t('invoices.void.voided', {
          number: (await voiding.mutateAsync({ id: invoice.id, body })).invoiceNumber,
        })
      }
      onClose={onClose}
    />
  );
}
