import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { branchKey, branchRecord } from './branch-columns';
import {
  companyId,
  createdAt,
  documentTotals,
  id,
  money,
  quantity,
  salesLinePricing,
  stamps,
} from './columns';
import { customers, invoices } from './sales';

/** Quotations, EST-nnnn. Expired is computed from validUntil when read. */
export const estimates = pgTable(
  'estimates',
  {
    ...branchRecord(),
    estimateNumber: text('estimate_number').notNull(),
    customerId: uuid('customer_id').notNull(),
    date: date('date').notNull(),
    validUntil: date('valid_until').notNull(),
    status: text('status').notNull().default('Draft'),
    ...documentTotals(),
    taxByCategory: jsonb('tax_by_category').notNull(),
    notes: text('notes'),
    invoiceId: uuid('invoice_id'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...stamps(),
  },
  (t) => [
    unique('estimates_company_id_id_key').on(t.companyId, t.id),
    unique('estimates_number_key').on(t.companyId, t.estimateNumber),
    index('estimates_branch_idx').on(t.companyId, t.branchId, t.date),
    branchKey(t),
    foreignKey({ columns: [t.companyId, t.customerId], foreignColumns: [customers.companyId, customers.id] }),
    check(
      'estimates_status_check',
      sql`${t.status} in ('Draft', 'Sent', 'Accepted', 'Declined', 'Invoiced')`,
    ),
  ],
);

export const estimateLines = pgTable(
  'estimate_lines',
  {
    id: id(),
    companyId: companyId(),
    estimateId: uuid('estimate_id').notNull(),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id'),
    description: text('description').notNull(),
    qty: quantity('qty').notNull(),
    ...salesLinePricing(),
  },
  (t) => [
    unique('estimate_lines_line_key').on(t.companyId, t.estimateId, t.lineNo),
    foreignKey({ columns: [t.companyId, t.estimateId], foreignColumns: [estimates.companyId, estimates.id] }),
  ],
);

/** Credit notes against an invoice, CN-nnnn. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    ...branchRecord(),
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
    unique('credit_notes_company_id_id_key').on(t.companyId, t.id),
    unique('credit_notes_number_key').on(t.companyId, t.creditNoteNumber),
    index('credit_notes_invoice_idx').on(t.companyId, t.invoiceId),
    branchKey(t),
    foreignKey({ columns: [t.companyId, t.invoiceId], foreignColumns: [invoices.companyId, invoices.id] }),
    foreignKey({ columns: [t.companyId, t.customerId], foreignColumns: [customers.companyId, customers.id] }),
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
    id: id(),
    companyId: companyId(),
    creditNoteId: uuid('credit_note_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    amount: money('amount').notNull(),
    date: date('date').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_note_allocations_note_idx').on(t.companyId, t.creditNoteId),
    index('credit_note_allocations_invoice_idx').on(t.companyId, t.invoiceId),
    index('credit_note_allocations_date_idx').on(t.companyId, t.date),
    foreignKey({
      columns: [t.companyId, t.creditNoteId],
      foreignColumns: [creditNotes.companyId, creditNotes.id],
    }),
    foreignKey({ columns: [t.companyId, t.invoiceId], foreignColumns: [invoices.companyId, invoices.id] }),
    check('credit_note_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Money paid back to the customer out of a credit note's unapplied part. */
export const creditNoteRefunds = pgTable(
  'credit_note_refunds',
  {
    id: id(),
    companyId: companyId(),
    creditNoteId: uuid('credit_note_id').notNull(),
    amount: money('amount').notNull(),
    date: date('date').notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    bankAccountId: uuid('bank_account_id').notNull(),
    entryId: uuid('entry_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_note_refunds_note_idx').on(t.companyId, t.creditNoteId),
    foreignKey({
      columns: [t.companyId, t.creditNoteId],
      foreignColumns: [creditNotes.companyId, creditNotes.id],
    }),
    check('credit_note_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: id(),
    companyId: companyId(),
    creditNoteId: uuid('credit_note_id').notNull(),
    lineNo: integer('line_no').notNull(),
    invoiceLineNo: integer('invoice_line_no').notNull(),
    productId: uuid('product_id'),
    description: text('description').notNull(),
    qty: quantity('qty').notNull(),
    ...salesLinePricing(),
    /** Stock value returned with the line (at the cost it left with), when stock came back. */
    costValue: money('cost_value'),
  },
  (t) => [
    unique('credit_note_lines_line_key').on(t.companyId, t.creditNoteId, t.lineNo),
    foreignKey({
      columns: [t.companyId, t.creditNoteId],
      foreignColumns: [creditNotes.companyId, creditNotes.id],
    }),
    check('credit_note_lines_qty_check', sql`${t.qty} > 0`),
  ],
);
