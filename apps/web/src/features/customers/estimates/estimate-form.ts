import type { Estimate } from '@tawi/contracts';
import { canEditEstimate } from '@tawi/domain';
import { type InvoiceFormInput, saleLineDraft } from '../invoices/invoice-form';

/** The server's rule (save-estimate.ts): only a Draft or Sent estimate not yet converted can be edited. */
export const isEditableEstimate = (e: Estimate) =>
  canEditEstimate(e.status) && !e.invoiceId && !e.salesOrderId;

/** Whether the estimate already became an invoice or a sales order. */
export const isConvertedEstimate = (e: Estimate) => Boolean(e.invoiceId || e.salesOrderId);

/** The estimate in the invoice form (its validity in the form's second date); `skus` by product id for the picker. */
export function estimateFormValues(e: Estimate, skus: ReadonlyMap<string, string>): InvoiceFormInput {
  return {
    customerId: e.customerId,
    date: e.date,
    validUntil: e.validUntil,
    notes: e.notes ?? '',
    lines: e.lines.map((l) => saleLineDraft(l, (l.productId && skus.get(l.productId)) || '')),
  };
}
