import type { SalesOrder, SalesOrderCreate } from '@tawi/contracts';
import {
  estimateBody,
  type InvoiceFormInput,
  type InvoiceFormValues,
  invoiceFormValues,
  saleLineDraft,
} from '../invoices/invoice-form';

/**
 * A sales order is typed in the invoice form (customer, date, lines, notes; the same resolver and
 * lines editor); the form's second date, an estimate's validity, holds the delivery date.
 */
export function salesOrderFormValues(today: string, order?: SalesOrder): InvoiceFormInput {
  if (!order) return { ...invoiceFormValues(today), validUntil: '' };
  return {
    customerId: order.customerId,
    date: order.date,
    validUntil: order.deliveryDate ?? '',
    notes: order.notes ?? '',
    lines: order.lines.map((l) => saleLineDraft(l, l.sku ?? '')),
  };
}

/** The order to send: no payment terms (they come with each invoice), the delivery date by name. */
export function salesOrderBody(values: InvoiceFormValues): SalesOrderCreate {
  const { validUntil, ...order } = estimateBody(values);
  return { ...order, deliveryDate: validUntil ?? null };
}
