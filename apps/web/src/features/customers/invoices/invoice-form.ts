import { type Estimate, estimateCreate, invoiceCreate, salesLineInput } from '@tawi/contracts';
import { discountExceedsLine, type TaxCategoryCode } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { draftResolver } from '../../../shared/form/form-resolver';

/** A line as the form holds it: the contract's line and the SKU the product picker shows. */
const lineForm = salesLineInput.extend({ productSku: z.string() });

/**
 * The new-invoice (and new-estimate) form: the create contract; the branch is the active one, the
 * status the button pressed; an estimate adds its validity date.
 */
export const invoiceForm = (t: TFunction<'sales'>) =>
  invoiceCreate
    .omit({ branchId: true, status: true, lines: true })
    .extend({
      validUntil: estimateCreate.shape.validUntil,
      lines: z.array(lineForm).min(1, t('invoices.form.addLine')).max(200),
    })
    .superRefine((form, ctx) => {
      // the server's rules, checked before sending (save-estimate.ts, invoice-lines.ts)
      if (form.validUntil && form.date && form.validUntil < form.date) {
        ctx.addIssue({
          code: 'custom',
          path: ['validUntil'],
          message: t('invoices.form.validUntilAfterDate'),
        });
      }
      form.lines.forEach((line, i) => {
        if (discountExceedsLine(line)) {
          ctx.addIssue({
            code: 'custom',
            path: ['lines', i, 'discount'],
            message: t('invoices.form.discountOverLine'),
          });
        }
      });
    });
type InvoiceFormSchema = ReturnType<typeof invoiceForm>;
export type InvoiceFormValues = z.output<InvoiceFormSchema>;

/** A line while it is typed: the quantity, price and discount may still be empty. */
export interface InvoiceLineDraft {
  productSku: string;
  productId: string;
  description: string;
  qty: number | undefined;
  unitPrice: number | undefined;
  discount: number | undefined;
  taxCategory: TaxCategoryCode;
  priceIncludesTax: boolean;
}
export type InvoiceFormInput = Omit<z.input<InvoiceFormSchema>, 'lines'> & { lines: InvoiceLineDraft[] };

/** The contract's resolver over drafts (an empty price fails as "Enter a number"). */
export const invoiceResolver = (t: TFunction<'sales'>) =>
  draftResolver<InvoiceFormInput, InvoiceFormValues>(invoiceForm(t));

export const INVOICE_FIELDS = ['customerId', 'date', 'validUntil', 'paymentTerms', 'notes', 'lines'] as const;

export const blankInvoiceLine = (): InvoiceLineDraft => ({
  productSku: '',
  productId: '',
  description: '',
  qty: 1,
  unitPrice: undefined,
  discount: undefined,
  taxCategory: 'B',
  priceIncludesTax: false,
});

/** A saved sale line (an estimate's or a sales order's) back in the form; `sku` names its product for the picker. */
export function saleLineDraft(l: Estimate['lines'][number], sku: string): InvoiceLineDraft {
  return {
    productSku: sku,
    productId: l.productId ?? '',
    description: l.description,
    qty: l.qty,
    unitPrice: l.unitPrice,
    discount: l.discount,
    taxCategory: l.taxCategory,
    priceIncludesTax: l.priceIncludesTax,
  };
}

export function invoiceFormValues(today: string, customerId = ''): InvoiceFormInput {
  return { customerId, date: today, notes: '', lines: [blankInvoiceLine()] };
}

const contractLines = (values: InvoiceFormValues) => values.lines.map(({ productSku: _, ...line }) => line);

/** The invoice to send: the form's values without the picker's SKU and an estimate's validity. */
export function invoiceBody({ validUntil: _, ...values }: InvoiceFormValues) {
  return { ...values, lines: contractLines(values) };
}

/** The estimate to send: no payment terms (they come with the invoice). */
export function estimateBody({ paymentTerms: _, ...values }: InvoiceFormValues) {
  return { ...values, lines: contractLines(values) };
}
