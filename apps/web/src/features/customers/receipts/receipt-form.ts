import { type Invoice, type ReceiptCreate, receiptCreate } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { filledRows } from '../../../shared/form/filled-rows';
import { draftResolver } from '../../../shared/form/form-resolver';

export { allocateInOrder } from '../../../shared/documents/allocation-boxes';

import {
  allocatedTotal,
  amountOf,
  boxAmount,
  fitsOutstanding,
  overOutstanding,
} from '../../../shared/documents/allocation-boxes';

const fields = receiptCreate.shape;
/** An allocation box, where empty (or 0) means "nothing on this invoice". */
const allocationAmount = boxAmount(fields.invoices.unwrap().element.shape.amount);

/** One invoice's box in an allocation list: empty, or at most what the invoice owes. */
export const allocationDraftOf = (t: TFunction<'customers'>) =>
  z
    .object({
      invoiceId: z.string(),
      invoiceNumber: z.string(),
      outstanding: z.number(),
      amount: allocationAmount,
    })
    .refine(
      fitsOutstanding,
      overOutstanding((amount) => t('receipts.overOutstanding', { amount })),
    );

/**
 * The new-receipt form: every open invoice of the customer with an allocation box. It sends the
 * contract (the allocations with an amount); what is left over stays with the customer as credit.
 */
export const receiptFormOf = (t: TFunction<'customers'>) =>
  z
    .object({
      customerId: fields.customerId,
      amount: fields.amount,
      date: fields.date,
      paymentMethod: fields.paymentMethod,
      reference: fields.reference,
      bankAccountId: fields.bankAccountId,
      notes: fields.notes,
      vatWithheld: z.preprocess((v) => (v === null || v === '' ? undefined : v), fields.vatWithheld),
      withholdingCertificateNumber: fields.withholdingCertificateNumber,
      withholdingCertificateDate: fields.withholdingCertificateDate,
      invoices: z.array(allocationDraftOf(t)),
    })
    .transform(
      ({ invoices, ...rest }): z.input<typeof receiptCreate> => ({
        ...rest,
        invoices: filledRows(invoices, 'invoiceId', 'amount'),
      }),
    )
    .pipe(receiptCreate);

export interface AllocationDraft {
  invoiceId: string;
  invoiceNumber: string;
  outstanding: number;
  amount: number | undefined;
}

export type ReceiptFormInput = Omit<
  z.input<ReturnType<typeof receiptFormOf>>,
  'invoices' | 'amount' | 'vatWithheld'
> & {
  amount: number | undefined;
  vatWithheld: number | undefined;
  invoices: AllocationDraft[];
};

export const receiptResolverOf = (t: TFunction<'customers'>) =>
  draftResolver<ReceiptFormInput, ReceiptCreate>(receiptFormOf(t));

export const RECEIPT_FIELDS = [
  'customerId',
  'amount',
  'date',
  'paymentMethod',
  'reference',
  'bankAccountId',
  'notes',
  'vatWithheld',
  'withholdingCertificateNumber',
  'withholdingCertificateDate',
  'invoices',
] as const;

export function receiptFormValues(customerId: string, today: string): ReceiptFormInput {
  return {
    customerId,
    amount: undefined,
    date: today,
    paymentMethod: 'mpesa',
    reference: '',
    bankAccountId: '',
    notes: '',
    vatWithheld: undefined,
    withholdingCertificateNumber: '',
    withholdingCertificateDate: '',
    invoices: [],
  };
}

/**
 * One allocation box per open invoice; `fullInvoiceId` (from the invoice's page) starts filled in. The
 * open invoices are refetched while the dialog is open: what was `typed` for an invoice still open stays.
 */
export function allocationsFor(
  invoices: readonly Invoice[],
  fullInvoiceId?: string,
  typed: readonly AllocationDraft[] = [],
): AllocationDraft[] {
  const kept = new Map(typed.map((a) => [a.invoiceId, a.amount]));
  return invoices.map((i) => ({
    invoiceId: i.id,
    invoiceNumber: i.invoiceNumber,
    outstanding: i.outstanding,
    amount: kept.get(i.id) ?? (i.id === fullInvoiceId ? i.outstanding : undefined),
  }));
}

/** What settles invoices: the money received plus the VAT a withholding agent withheld. */
export function settling(amount: unknown, vatWithheld: unknown): number {
  return amountOf(amount).plus(amountOf(vatWithheld)).toNumber();
}

/** What of the amount no invoice takes: it becomes the customer's credit (never below zero). */
export function unallocated(amount: unknown, drafts: ReadonlyArray<Pick<AllocationDraft, 'amount'>>): Money {
  const left = amountOf(amount).minus(allocatedTotal(drafts));
  return left.isPositive() ? left : Money.zero();
}

/** How much the allocations exceed the amount (zero when they fit). */
export function overAllocated(
  amount: unknown,
  drafts: ReadonlyArray<Pick<AllocationDraft, 'amount'>>,
): Money {
  const over = allocatedTotal(drafts).minus(amountOf(amount));
  return over.isPositive() ? over : Money.zero();
}
