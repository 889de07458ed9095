import { ESTIMATE_STATUSES, INVOICE_STATUSES, PAYMENT_TERM_CODES } from '@tawi/domain';
import { z } from 'zod';
import { blankToUndefined, listQuery, optionalBusinessDate, orNull } from './common';
import { statementFields, statementQuery } from './contacts';
import { voidBody } from './corrections';
import { documentListQuery, recordStamps, salesDocumentTotals } from './documents';
import { documentEtims } from './etims';
import { positiveMoney } from './money';
import { PAYMENT_METHODS } from './purchasing';
import { optionalUuid, positiveQty } from './quantities';
import { documentHead, namedRef } from './record-fields';
import { salesLine, salesLines } from './sales-invoices';
import { checkMpesaReference, optionalDate, reference } from './sales-shared';

// Estimates

export const estimateCreate = z.strictObject({
  customerId: reference,
  branchId: optionalUuid,
  date: optionalBusinessDate,
  validUntil: optionalBusinessDate,
  notes: orNull(z.string().trim().max(2000)),
  lines: salesLines,
});
export type EstimateCreate = z.infer<typeof estimateCreate>;

export const estimateUpdate = estimateCreate.omit({ branchId: true }).partial();
export type EstimateUpdate = z.infer<typeof estimateUpdate>;

export const estimateConvert = z.strictObject({
  to: z.enum(['invoice', 'sales-order']).default('invoice'),
  date: optionalBusinessDate,
  paymentTerms: z.enum(PAYMENT_TERM_CODES).optional(),
  status: z.enum(['Draft', 'Unpaid']).optional(),
});
export type EstimateConvert = z.infer<typeof estimateConvert>;

export const estimate = z.object({
  ...documentHead('estimateNumber', 'customer'),
  date: z.string(),
  validUntil: z.string(),
  status: z.enum(ESTIMATE_STATUSES),
  ...salesDocumentTotals,
  notes: z.string().nullable(),
  invoiceId: z.string().nullable(),
  /** The sales order it was converted to, if any. */
  salesOrderId: z.string().nullable(),
  salesOrderNumber: z.string().nullable(),
  lines: z.array(salesLine),
  ...recordStamps,
});
export type Estimate = z.infer<typeof estimate>;

export const estimateListQuery = documentListQuery('customerId', ESTIMATE_STATUSES);

// Credit notes

export const creditNoteCreate = z.strictObject({
  invoiceId: reference,
  date: optionalBusinessDate,
  reason: orNull(z.string().trim().max(500)),
  returnStock: z.boolean().default(false),
  lines: z
    .array(z.strictObject({ lineNo: z.number().int().min(1), qty: positiveQty }))
    .min(1, 'Credit at least one line')
    .max(200),
});
export type CreditNoteCreate = z.infer<typeof creditNoteCreate>;

export const creditNote = z.object({
  id: z.string(),
  creditNoteNumber: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  ...namedRef('customer'),
  branchId: z.string(),
  date: z.string(),
  reason: z.string().nullable(),
  returnStock: z.boolean(),
  ...salesDocumentTotals,
  lines: z.array(salesLine.extend({ invoiceLineNo: z.number().int() })),
  /** total = applied (to invoices) + refunded + unapplied (held as the customer's credit). */
  applied: z.number(),
  unapplied: z.number(),
  refunded: z.number(),
  /** Uses on invoices: its own when it was issued, then others of the customer. */
  allocations: z.array(
    z.object({ invoiceId: z.string(), invoiceNumber: z.string(), amount: z.number(), date: z.string() }),
  ),
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      date: z.string(),
      method: z.enum(PAYMENT_METHODS),
      reference: z.string().nullable(),
      ...namedRef('bankAccount'),
    }),
  ),
  /** The credit note at KRA's eTIMS (sent as a refund receipt of its invoice). */
  etims: documentEtims,
  createdAt: z.string(),
});
export type CreditNote = z.infer<typeof creditNote>;

/** `credit`: `open` notes still hold unapplied credit, `used` ones do not. */
export const CREDIT_NOTE_SORTS = ['date', 'creditNoteNumber', 'customerName', 'total', 'unapplied'] as const;
export const creditNoteListQuery = listQuery.extend({
  branchId: optionalUuid,
  customerId: optionalUuid,
  invoiceId: optionalUuid,
  credit: z.preprocess(blankToUndefined, z.enum(['open', 'used']).optional()),
});
export type CreditNoteListQuery = z.infer<typeof creditNoteListQuery>;

const creditAllocations = z
  .array(z.strictObject({ invoiceId: reference, amount: positiveMoney }))
  .min(1, 'Apply the credit to at least one invoice')
  .max(200);

/** Applies a customer's unapplied credit (receipt remainders, credit notes) to their open invoices. */
export const customerCreditApply = z.strictObject({
  date: optionalBusinessDate,
  invoices: creditAllocations,
});
export type CustomerCreditApply = z.infer<typeof customerCreditApply>;

/** Applies a credit note's unapplied part to issued invoices of its customer; 200 with the credit note. */
export const creditNoteApply = z.strictObject({ date: optionalBusinessDate, invoices: creditAllocations });
export type CreditNoteApply = z.infer<typeof creditNoteApply>;

/**
 * Pays (part of) a credit note's unapplied part back to the customer out of a bank, cash or M-Pesa
 * account; 201 with the credit note, the new refund last in its `refunds`.
 */
export const creditNoteRefund = z
  .strictObject({
    amount: positiveMoney,
    date: optionalDate,
    bankAccountId: z.uuid({ message: 'Choose the account paid from' }),
    method: z.enum(PAYMENT_METHODS),
    reference: orNull(z.string().trim().max(60)),
  })
  .superRefine(checkMpesaReference);
export type CreditNoteRefund = z.infer<typeof creditNoteRefund>;

/** Voids a customer receipt: its allocations undone, its unused credit gone, its posting reversed. */
export const receiptVoid = voidBody;
export type ReceiptVoid = z.infer<typeof receiptVoid>;

// Receivables aging and customer statements

/** What customers owe by age: current, past due by 1-30 ... over 90 days, and in all. */
export const agingFigures = {
  current: z.number(),
  days1to30: z.number(),
  days31to60: z.number(),
  days61to90: z.number(),
  over90: z.number(),
  total: z.number(),
};

export const receivablesAgingQuery = z.object({
  to: optionalDate,
  branchId: optionalUuid,
});
/** The aging's figures: the buckets, the customer credit held (negative) and the total net of it. */
const agingWithCredit = { ...agingFigures, unappliedCredit: z.number() };
export const receivablesAging = z.object({
  asOf: z.string(),
  rows: z.array(z.object({ customerId: z.string(), customerName: z.string(), ...agingWithCredit })),
  totals: z.object(agingWithCredit),
});
export type ReceivablesAging = z.infer<typeof receivablesAging>;

export const customerStatementQuery = statementQuery;
export const customerStatement = z.object({
  ...namedRef('customer'),
  ...statementFields(['invoice', 'receipt', 'credit', 'refund', 'void']),
  aging: z.object(agingFigures),
  openInvoices: z.array(
    z.object({
      invoiceNumber: z.string(),
      date: z.string(),
      dueDate: z.string(),
      status: z.enum(INVOICE_STATUSES),
      outstanding: z.number(),
    }),
  ),
});
export type CustomerStatement = z.infer<typeof customerStatement>;
