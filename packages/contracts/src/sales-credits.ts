import { ESTIMATE_STATUSES, INVOICE_STATUSES, PAYMENT_TERM_CODES, TAX_CATEGORY_CODES } from '@tawi/domain';
import { z } from 'zod';
import { blankToUndefined, listQuery, orNull } from './common';
import { salesLine, salesLines, taxCategoryTotals } from './sales-invoices';
import { optionalDate, optionalUuid, positiveMoney, qty, reference } from './sales-shared';

// Estimates

export const estimateCreate = z.strictObject({
  customerId: reference,
  branchId: optionalUuid,
  date: optionalDate,
  validUntil: optionalDate,
  notes: orNull(z.string().trim().max(2000)),
  lines: salesLines,
});
export type EstimateCreate = z.infer<typeof estimateCreate>;

export const estimateUpdate = estimateCreate.omit({ branchId: true }).partial();
export type EstimateUpdate = z.infer<typeof estimateUpdate>;

export const estimateConvert = z.strictObject({
  to: z.enum(['invoice', 'sales-order']).default('invoice'),
  date: optionalDate,
  paymentTerms: z.enum(PAYMENT_TERM_CODES).optional(),
  status: z.enum(['Draft', 'Unpaid']).optional(),
});
export type EstimateConvert = z.infer<typeof estimateConvert>;

export const estimate = z.object({
  id: z.string(),
  estimateNumber: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  branchId: z.string(),
  date: z.string(),
  validUntil: z.string(),
  status: z.enum(ESTIMATE_STATUSES),
  subtotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
  taxByCategory: z.record(z.enum(TAX_CATEGORY_CODES), taxCategoryTotals),
  notes: z.string().nullable(),
  invoiceId: z.string().nullable(),
  lines: z.array(salesLine),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Estimate = z.infer<typeof estimate>;

export const estimateListQuery = listQuery.extend({
  branchId: optionalUuid,
  customerId: optionalUuid,
  status: z.preprocess(blankToUndefined, z.enum(ESTIMATE_STATUSES).optional()),
});

// Credit notes

export const creditNoteCreate = z.strictObject({
  invoiceId: reference,
  date: optionalDate,
  reason: orNull(z.string().trim().max(500)),
  returnStock: z.boolean().default(false),
  lines: z
    .array(z.strictObject({ lineNo: z.number().int().min(1), qty }))
    .min(1, 'Credit at least one line')
    .max(200),
});
export type CreditNoteCreate = z.infer<typeof creditNoteCreate>;

export const creditNote = z.object({
  id: z.string(),
  creditNoteNumber: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  branchId: z.string(),
  date: z.string(),
  reason: z.string().nullable(),
  returnStock: z.boolean(),
  subtotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
  taxByCategory: z.record(z.enum(TAX_CATEGORY_CODES), taxCategoryTotals),
  lines: z.array(salesLine.extend({ invoiceLineNo: z.number().int() })),
  createdAt: z.string(),
});
export type CreditNote = z.infer<typeof creditNote>;

export const creditNoteListQuery = listQuery.extend({
  branchId: optionalUuid,
  customerId: optionalUuid,
  invoiceId: optionalUuid,
});

/** Applies a customer's unapplied credit (receipt remainders) to their open invoices. */
export const customerCreditApply = z.strictObject({
  date: optionalDate,
  invoices: z
    .array(z.strictObject({ invoiceId: reference, amount: positiveMoney }))
    .min(1, 'Apply the credit to at least one invoice')
    .max(200),
});
export type CustomerCreditApply = z.infer<typeof customerCreditApply>;

// Receivables aging and customer statements

const agingFigures = {
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
export const receivablesAging = z.object({
  asOf: z.string(),
  rows: z.array(z.object({ customerId: z.string(), customerName: z.string(), ...agingFigures })),
  totals: z.object(agingFigures),
});
export type ReceivablesAging = z.infer<typeof receivablesAging>;

export const customerStatementQuery = z.object({ from: optionalDate, to: optionalDate });
export const customerStatement = z.object({
  customerId: z.string(),
  customerName: z.string(),
  from: z.string(),
  to: z.string(),
  openingBalance: z.number(),
  lines: z.array(
    z.object({
      date: z.string(),
      type: z.enum(['invoice', 'receipt', 'credit', 'void']),
      number: z.string(),
      description: z.string(),
      debit: z.number(),
      credit: z.number(),
      balance: z.number(),
    }),
  ),
  closingBalance: z.number(),
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
