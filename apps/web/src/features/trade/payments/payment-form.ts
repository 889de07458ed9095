import { type Bill, type SupplierPaymentCreate, supplierPaymentCreate } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { filledRows } from '../../../shared/form/filled-rows';
import { draftResolver } from '../../../shared/form/form-resolver';

export { allocatedTotal, allocateInOrder } from '../../../shared/documents/allocation-boxes';

import {
  amountOf,
  boxAmount,
  fitsOutstanding,
  overOutstanding,
} from '../../../shared/documents/allocation-boxes';

const fields = supplierPaymentCreate.shape;
/** The contract's allocation amount, where an empty box (or 0) means "nothing on this bill". */
const allocationAmount = boxAmount(fields.bills.element.shape.amount);

const allocation = (t: TFunction<'trade'>) =>
  z
    .object({ billId: z.string(), billNumber: z.string(), outstanding: z.number(), amount: allocationAmount })
    .refine(
      fitsOutstanding,
      overOutstanding((amount) => t('payments.allocations.atMost', { amount })),
    );

/**
 * The new-payment form, its own message in the interface language: every open bill of the supplier
 * with an allocation box. What it sends is the contract (the allocations that have an amount), so the
 * contract's rules apply as they are: the M-Pesa code, and allocations adding up to the amount.
 */
export function paymentForm(t: TFunction<'trade'>) {
  return z
    .object({
      supplierId: fields.supplierId,
      amount: fields.amount,
      paymentMethod: fields.paymentMethod,
      paymentDate: fields.paymentDate,
      bankAccountId: fields.bankAccountId,
      reference: fields.reference,
      notes: fields.notes,
      vatWithheld: z.preprocess((v) => (v === null || v === '' ? undefined : v), fields.vatWithheld),
      bills: z.array(allocation(t)),
    })
    .transform(
      ({ bills, ...rest }): z.input<typeof supplierPaymentCreate> => ({
        ...rest,
        bills: filledRows(bills, 'billId', 'amount'),
      }),
    )
    .pipe(supplierPaymentCreate);
}

export interface AllocationDraft {
  billId: string;
  billNumber: string;
  outstanding: number;
  amount: number | undefined;
}

export type PaymentFormInput = Omit<
  z.input<ReturnType<typeof paymentForm>>,
  'bills' | 'amount' | 'vatWithheld'
> & {
  amount: number | undefined;
  /** VAT withheld from the supplier (the company a withholding VAT agent): settles the bills with the amount. */
  vatWithheld: number | undefined;
  bills: AllocationDraft[];
};
export type PaymentFormValues = SupplierPaymentCreate;

/** The form's resolver, over drafts (an empty amount fails as "Enter a number"). */
export const paymentResolver = (t: TFunction<'trade'>) =>
  draftResolver<PaymentFormInput, PaymentFormValues>(paymentForm(t));

export const PAYMENT_FIELDS = [
  'supplierId',
  'amount',
  'paymentMethod',
  'paymentDate',
  'bankAccountId',
  'reference',
  'notes',
  'vatWithheld',
  'bills',
] as const;

export function paymentFormValues(supplierId: string, today: string): PaymentFormInput {
  return {
    supplierId,
    amount: undefined,
    paymentMethod: 'bank_transfer',
    paymentDate: today,
    bankAccountId: '',
    reference: '',
    notes: '',
    vatWithheld: undefined,
    bills: [],
  };
}

/**
 * One allocation box per open bill; `fullBillId` (a bill being paid from its page) starts filled in. The
 * open bills are refetched while the dialog is open: what was `typed` for a bill still open stays.
 */
export function allocationsFor(
  bills: readonly Bill[],
  fullBillId?: string,
  typed: readonly AllocationDraft[] = [],
): AllocationDraft[] {
  const kept = new Map(typed.map((a) => [a.billId, a.amount]));
  return bills.map((b) => ({
    billId: b.id,
    billNumber: b.billId,
    outstanding: b.outstanding,
    amount: kept.get(b.id) ?? (b.id === fullBillId ? b.outstanding : undefined),
  }));
}

/** What settles bills: the money paid plus the VAT withheld. */
export function settling(amount: unknown, vatWithheld: unknown): number | undefined {
  if (amount === undefined && vatWithheld === undefined) return undefined;
  return amountOf(amount).plus(amountOf(vatWithheld)).toNumber();
}
