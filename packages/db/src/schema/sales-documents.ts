import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  companyRow,
  creation,
  documentTotals,
  isDeleted,
  money,
  salesLineItem,
  salesLinePricing,
  stamps,
} from './columns';
import { documentLine, lineKeys, sameCompanyKey } from './keys';
import { customers, invoices } from './sales';
import { documentTable } from './tenant-columns';

/** Quotations, EST-nnnn. Expired is computed from validUntil when read. */
export const estimates = documentTable(
  'estimates',
  'estimateNumber',
  {
    estimateNumber: text('estimate_number').notNull(),
    customerId: uuid('customer_id').notNull(),
    date: date('date').notNull(),
    validUntil: date('valid_until').notNull(),
    status: text('status').notNull().default('Draft'),
    ...documentTotals(),
    taxByCategory: jsonb('tax_by_category').notNull(),
    notes: text('notes'),
    invoiceId: uuid('invoice_id'),
    isDeleted: isDeleted(),
    ...stamps(),
  },
  (t) => [
    index('estimates_branch_idx').on(t.companyId, t.branchId, t.date),
    sameCompanyKey(t, t.customerId, customers),
    check(
      'estimates_status_check',
      sql`${t.status} in ('Draft', 'Sent', 'Accepted', 'Declined', 'Invoiced')`,
    ),
  ],
);

export const estimateLines = pgTable(
  'estimate_lines',
  {
    ...documentLine('estimateId', 'estimate_id'),
    ...salesLineItem(),
    ...salesLinePricing(),
  },
  (t) => [...lineKeys('estimate_lines', t, t.estimateId, estimates)],
);

/** Credit notes against an invoice, CN-nnnn. */
export const creditNotes = documentTable(
  'credit_notes',
  'creditNoteNumber',
  {
    creditNoteNumber: text('credit_note_number').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    date: date('date').notNull(),
    reason: text('reason'),
    returnStock: boolean('return_stock').notNull().default(false),
    ...documentTotals(),
    taxByCategory: jsonb('tax_by_category').notNull(),
    /**
     * The part of the total not yet used: held as customer credit, to apply to other invoices of the
     * customer or refund. total = applied to the invoice + applied elsewhere + refunded + unapplied.
     */
    unapplied: money('unapplied').notNull().default('0'),
    refunded: money('refunded').notNull().default('0'),
    entryId: uuid('entry_id'),
    ...stamps(),
  },
  (t) => [
    index('credit_notes_invoice_idx').on(t.companyId, t.invoiceId),
    sameCompanyKey(t, t.invoiceId, invoices),
    sameCompanyKey(t, t.customerId, customers),
    check(
      'credit_notes_unapplied_check',
      sql`${t.unapplied} >= 0 and ${t.refunded} >= 0 and ${t.unapplied} + ${t.refunded} <= ${t.total}`,
    ),
  ],
);

/** Uses of a credit note: on its own invoice when created, later on other invoices of the customer. */
export const creditNoteAllocations = pgTable(
  'credit_note_allocations',
  {
    ...companyRow(),
    creditNoteId: uuid('credit_note_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    amount: money('amount').notNull(),
    date: date('date').notNull(),
    ...creation(),
  },
  (t) => [
    index('credit_note_allocations_note_idx').on(t.companyId, t.creditNoteId),
    index('credit_note_allocations_invoice_idx').on(t.companyId, t.invoiceId),
    index('credit_note_allocations_date_idx').on(t.companyId, t.date),
    sameCompanyKey(t, t.creditNoteId, creditNotes),
    sameCompanyKey(t, t.invoiceId, invoices),
    check('credit_note_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Money paid back to the customer out of a credit note's unapplied part. */
export const creditNoteRefunds = pgTable(
  'credit_note_refunds',
  {
    ...companyRow(),
    creditNoteId: uuid('credit_note_id').notNull(),
    amount: money('amount').notNull(),
    date: date('date').notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    bankAccountId: uuid('bank_account_id').notNull(),
    entryId: uuid('entry_id'),
    ...creation(),
  },
  (t) => [
    index('credit_note_refunds_note_idx').on(t.companyId, t.creditNoteId),
    sameCompanyKey(t, t.creditNoteId, creditNotes),
    check('credit_note_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    ...documentLine('creditNoteId', 'credit_note_id'),
    invoiceLineNo: integer('invoice_line_no').notNull(),
    ...salesLineItem(),
    ...salesLinePricing(),
    /** Stock value returned with the line (at the cost it left with), when stock came back. */
    costValue: money('cost_value'),
  },
  (t) => [
    ...lineKeys('credit_note_lines', t, t.creditNoteId, creditNotes),
    check('credit_note_lines_qty_check', sql`${t.qty} > 0`),
  ],
);
