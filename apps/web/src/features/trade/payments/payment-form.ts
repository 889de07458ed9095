import { type Bill, type SupplierPaymentCreate, supplierPaymentCreate } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import type { TFunction } from 'i18next';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../shared/form/form-resolver';
import { formatKes } from '../../../shared/format';

const fields = supplierPaymentCreate.shape;
/** The contract's allocation amount, where an empty box (or 0) means "nothing on this bill". */
const allocationAmount = z.preprocess(
  (v) => (v === 0 || v === null || v === '' ? undefined : v),
  fields.bills.element.shape.amount.optional(),
);

const allocation = (t: TFunction<'trade'>) =>
  z
    .object({ billId: z.string(), billNumber: z.string(), outstanding: z.number(), amount: allocationAmount })
    .refine((a) => a.amount === undefined || Money.of(a.amount).lte(a.outstanding), {
      path: ['amount'],
      error: (issue) => {
        const a = issue.input as { outstanding: number };
        return t('payments.allocations.atMost', { amount: formatKes(a.outstanding) });
      },
    });

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
        bills: bills.flatMap((b) => (b.amount === undefined ? [] : [{ billId: b.billId, amount: b.amount }])),
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
  formResolver(paymentForm(t)) as unknown as Resolver<PaymentFormInput, unknown, PaymentFormValues>;

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

/** One allocation box per open bill; `fullBillId` (a bill being paid from its page) starts filled in. */
export function allocationsFor(bills: readonly Bill[], fullBillId?: string): AllocationDraft[] {
  return bills.map((b) => ({
    billId: b.id,
    billNumber: b.billId,
    outstanding: b.outstanding,
    amount: b.id === fullBillId ? b.outstanding : undefined,
  }));
}

const amountOf = (v: unknown): Money =>
  typeof v === 'number' && Number.isFinite(v) ? Money.of(v) : Money.zero();

/** What settles bills: the money paid plus the VAT withheld. */
export function settling(amount: unknown, vatWithheld: unknown): number | undefined {
  if (amount === undefined && vatWithheld === undefined) return undefined;
  return amountOf(amount).plus(amountOf(vatWithheld)).toNumber();
}

/** The allocations added up exactly. */
export function allocatedTotal(bills: ReadonlyArray<Pick<AllocationDraft, 'amount'>>): Money {
  return Money.sum(bills.map((b) => amountOf(b.amount)));
}

/** The amount spread over the bills in their order (oldest due first), each up to what it owes. */
export function allocateInOrder(
  amount: unknown,
  bills: readonly AllocationDraft[],
): Array<number | undefined> {
  let left = amountOf(amount);
  return bills.map((b) => {
    if (!left.isPositive()) return undefined;
    const take = left.lt(b.outstanding) ? left : Money.of(b.outstanding);
    left = left.minus(take);
    return take.toNumber();
  });
}
