import { billCreate } from '@tawi/contracts';
import type { TaxCategoryCode } from '@tawi/domain';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../../shared/form/form-resolver';

/** The new-bill form: the create contract; the branch is the active one. */
export const billForm = billCreate.omit({ branchId: true });
export type BillFormValues = z.output<typeof billForm>;

/** A line while it is typed: the quantity and the price may still be empty. */
export interface BillLineDraft {
  description: string;
  accountId: string;
  qty: number | undefined;
  unitPrice: number | undefined;
  taxCategory: TaxCategoryCode;
  priceIncludesTax: boolean;
}
export type BillFormInput = Omit<z.input<typeof billForm>, 'lines'> & { lines: BillLineDraft[] };

/** The contract's resolver over drafts (an empty price fails as "Enter a number"). */
export const billResolver = formResolver(billForm) as unknown as Resolver<
  BillFormInput,
  unknown,
  BillFormValues
>;

export const BILL_FIELDS = ['supplierId', 'date', 'supplierInvoiceNumber', 'notes', 'lines'] as const;

export const blankBillLine = (): BillLineDraft => ({
  description: '',
  accountId: '',
  qty: 1,
  unitPrice: undefined,
  taxCategory: 'B',
  priceIncludesTax: false,
});

export function billFormValues(today: string): BillFormInput {
  return { supplierId: '', date: today, supplierInvoiceNumber: '', notes: '', lines: [blankBillLine()] };
}
