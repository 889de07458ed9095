import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from './columns';
import { branches, companies } from './org';
import { customers, invoices } from './sales';

const quantity = (name: string) => numeric(name, { precision: 20, scale: 3 });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** Quotations, EST-nnnn. Expired is computed from validUntil when read. */
export const estimates = pgTable(
  'estimates',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    branchId: uuid('branch_id').notNull(),
    estimateNumber: text('estimate_number').notNull(),
    customerId: uuid('customer_id').notNull(),
    date: date('date').notNull(),
    validUntil: date('valid_until').notNull(),
    status: text('status').notNull().default('Draft'),
    subtotal: money('subtotal').notNull(),
    taxTotal: money('tax_total').notNull(),
    total: money('total').notNull(),
    taxByCategory: jsonb('tax_by_category').notNull(),
    notes: text('notes'),
    invoiceId: uuid('invoice_id'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('estimates_company_id_id_key').on(t.companyId, t.id),
    unique('estimates_number_key').on(t.companyId, t.estimateNumber),
    index('estimates_branch_idx').on(t.companyId, t.branchId, t.date),
    foreignKey({ columns: [t.companyId, t.branchId], foreignColumns: [branches.companyId, branches.id] }),
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
    unitPrice: money('unit_price').notNull(),
    discount: money('discount').notNull().default('0'),
    taxCategory: text('tax_category').notNull(),
    priceIncludesTax: boolean('price_includes_tax').notNull().default(false),
    amount: money('amount').notNull(),
    taxAmount: money('tax_amount').notNull(),
    lineTotal: money('line_total').notNull(),
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
    id: id(),
    companyId: companyId().references(() => companies.id),
    branchId: uuid('branch_id').notNull(),
    creditNoteNumber: text('credit_note_number').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    date: date('date').notNull(),
    reason: text('reason'),
    returnStock: boolean('return_stock').notNull().default(false),
    subtotal: money('subtotal').notNull(),
    taxTotal: money('tax_total').notNull(),
    total: money('total').notNull(),
    taxByCategory: jsonb('tax_by_category').notNull(),
    /**
     * The part of the total not yet used: held as customer credit, to apply to other invoices of the
     * customer or refund. total = applied to the invoice + applied elsewhere + refunded + unapplied.
     */
    unapplied: money('unapplied').notNull().default('0'),
    refunded: money('refunded').notNull().default('0'),
    entryId: uuid('entry_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('credit_notes_company_id_id_key').on(t.companyId, t.id),
    unique('credit_notes_number_key').on(t.companyId, t.creditNoteNumber),
    index('credit_notes_invoice_idx').on(t.companyId, t.invoiceId),
    foreignKey({ columns: [t.companyId, t.branchId], foreignColumns: [branches.companyId, branches.id] }),
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
    unitPrice: money('unit_price').notNull(),
    discount: money('discount').notNull().default('0'),
    taxCategory: text('tax_category').notNull(),
    priceIncludesTax: boolean('price_includes_tax').notNull().default(false),
    amount: money('amount').notNull(),
    taxAmount: money('tax_amount').notNull(),
    lineTotal: money('line_total').notNull(),
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
