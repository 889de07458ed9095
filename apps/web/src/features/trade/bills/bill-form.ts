import { billCreate } from '@tawi/contracts';
import type { TaxCategoryCode } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { draftResolver } from '../../../shared/form/form-resolver';

/**
 * The new-bill form: the create contract, the branch the active one; the supplier's invoice number
 * (optional in the API, for older callers) is asked for, in the interface language: the VAT3 return lists it.
 */
export const billForm = (t: TFunction<'trade'>) =>
  billCreate.omit({ branchId: true }).extend({
    supplierInvoiceNumber: z.string().trim().min(1, t('common.enterSupplierInvoice')).max(60),
  });
type BillForm = ReturnType<typeof billForm>;
export type BillFormValues = z.output<BillForm>;

/** A line while it is typed: the quantity and the price may still be empty. */
export interface BillLineDraft {
  description: string;
  accountId: string;
  qty: number | undefined;
  unitPrice: number | undefined;
  taxCategory: TaxCategoryCode;
  priceIncludesTax: boolean;
}
export type BillFormInput = Omit<z.input<BillForm>, 'lines'> & { lines: BillLineDraft[] };

/** The contract's resolver over drafts (an empty price fails as "Enter a number"). */
export const billResolver = (t: TFunction<'trade'>) =>
  draftResolver<BillFormInput, BillFormValues>(billForm(t));

export const BILL_FIELDS = [
  'supplierId',
  'date',
  'supplierInvoiceNumber',
  'supplierInvoiceDate',
  'notes',
  'lines',
] as const;

export const blankBillLine = (): BillLineDraft => ({
  description: '',
  accountId: '',
  qty: 1,
  unitPrice: undefined,
  taxCategory: 'B',
  priceIncludesTax: false,
});

export function billFormValues(today: string): BillFormInput {
  return {
    supplierId: '',
    date: today,
    supplierInvoiceNumber: '',
    supplierInvoiceDate: today,
    notes: '',
    lines: [blankBillLine()],
  };
}
