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
  timestamp,
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
  softDelete,
  stamps,
  updatedAt,
} from './columns';

export const customers = pgTable(
  'customers',
  {
    ...branchRecord(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    kraPin: text('kra_pin'),
    address: text('address'),
    paymentTerms: text('payment_terms').notNull(),
    creditLimit: money('credit_limit'),
    notes: text('notes'),
    /** Appointed by KRA to withhold VAT: pays invoices less 2% of their taxable value, with a certificate. */
    withholdingVatAgent: boolean('withholding_vat_agent').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...softDelete(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('customers_company_id_id_key').on(t.companyId, t.id),
    index('customers_name_idx').on(t.companyId, sql`lower(${t.name})`),
    branchKey(t),
    check('customers_credit_limit_check', sql`${t.creditLimit} is null or ${t.creditLimit} >= 0`),
  ],
);

/** Sales invoices, INV-nnnn. Overdue is computed from the due date when read. */
export const invoices = pgTable(
  'invoices',
  {
    ...branchRecord(),
    invoiceNumber: text('invoice_number').notNull(),
    customerId: uuid('customer_id').notNull(),
    buyerKraPin: text('buyer_kra_pin'),
    date: date('date').notNull(),
    paymentTerms: text('payment_terms').notNull(),
    dueDate: date('due_date').notNull(),
    status: text('status').notNull().default('Draft'),
    ...documentTotals(),
    amountPaid: money('amount_paid').notNull().default('0'),
    amountCredited: money('amount_credited').notNull().default('0'),
    /** Taxable amount and tax per category A-E (eTIMS, VAT return). */
    taxByCategory: jsonb('tax_by_category').notNull(),
    notes: text('notes'),
    estimateId: uuid('estimate_id'),
    /** The sales order it invoices (all or part of), if any. */
    salesOrderId: uuid('sales_order_id'),
    entryId: uuid('entry_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** The void's business date: its reversal is dated this, and the VAT return takes it back in this month. */
    voidDate: date('void_date'),
    voidReason: text('void_reason'),
    ...stamps(),
  },
  (t) => [
    unique('invoices_company_id_id_key').on(t.companyId, t.id),
    unique('invoices_number_key').on(t.companyId, t.invoiceNumber),
    index('invoices_branch_idx').on(t.companyId, t.branchId, t.date),
    index('invoices_customer_idx').on(t.companyId, t.customerId, t.date),
    // the invoices not settled today (plus voided ones): where an as-at aging starts, not every invoice
    index('invoices_unsettled_idx')
      .on(t.companyId)
      .where(sql`${t.status} in ('Unpaid', 'PaidPartially', 'Void')`),
    // open invoices by due date: those not yet due as at a day (outstanding balances' overdue part)
    index('invoices_open_due_idx')
      .on(t.companyId, t.dueDate)
      .where(sql`${t.status} in ('Unpaid', 'PaidPartially')`),
    // voided invoices by the void's day: what a sales figure takes back, without reading every invoice
    index('invoices_void_date_idx').on(t.companyId, t.voidDate).where(sql`${t.voidDate} is not null`),
    branchKey(t),
    foreignKey({ columns: [t.companyId, t.customerId], foreignColumns: [customers.companyId, customers.id] }),
    check('invoices_status_check', sql`${t.status} in ('Draft', 'Unpaid', 'PaidPartially', 'Paid', 'Void')`),
    check(
      'invoices_paid_check',
      sql`${t.amountPaid} >= 0 and ${t.amountCredited} >= 0 and ${t.amountPaid} + ${t.amountCredited} <= ${t.total}`,
    ),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    companyId: companyId(),
    invoiceId: uuid('invoice_id').notNull(),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id'),
    description: text('description').notNull(),
    qty: quantity('qty').notNull(),
    ...salesLinePricing(),
    /** Stock value that left with the line when issued (cost of sales); returns come back at it. */
    costValue: money('cost_value'),
    /** The sales order line this line invoices, if any (its order is the invoice's salesOrderId). */
    salesOrderLineNo: integer('sales_order_line_no'),
  },
  (t) => [
    unique('invoice_lines_line_key').on(t.companyId, t.invoiceId, t.lineNo),
    foreignKey({ columns: [t.companyId, t.invoiceId], foreignColumns: [invoices.companyId, invoices.id] }),
    check('invoice_lines_qty_check', sql`${t.qty} > 0`),
  ],
);

/** Money received from customers, RCT-nnnn. */
export const customerReceipts = pgTable(
  'customer_receipts',
  {
    ...branchRecord(),
    receiptNumber: text('receipt_number').notNull(),
    customerId: uuid('customer_id').notNull(),
    amount: money('amount').notNull(),
    /** The part not allocated to invoices: held as customer credit. */
    unallocated: money('unallocated').notNull().default('0'),
    /** VAT the customer (a withholding agent) withheld and paid to KRA for us, on its certificate. */
    vatWithheld: money('vat_withheld').notNull().default('0'),
    withholdingCertificateNumber: text('withholding_certificate_number'),
    withholdingCertificateDate: date('withholding_certificate_date'),
    method: text('method').notNull(),
    reference: text('reference'),
    bankAccountId: uuid('bank_account_id').notNull(),
    date: date('date').notNull(),
    notes: text('notes'),
    entryId: uuid('entry_id'),
    /** Completed, or Voided (its allocations undone by a reversing entry). */
    status: text('status').notNull().default('Completed'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidEntryId: uuid('void_entry_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('customer_receipts_company_id_id_key').on(t.companyId, t.id),
    unique('customer_receipts_number_key').on(t.companyId, t.receiptNumber),
    index('customer_receipts_customer_idx').on(t.companyId, t.customerId, t.date),
    // the customer-payments report pages the receipts of a period by date in SQL
    index('customer_receipts_date_idx').on(t.companyId, t.date, t.createdAt, t.id),
    branchKey(t),
    foreignKey({ columns: [t.companyId, t.customerId], foreignColumns: [customers.companyId, customers.id] }),
    check('customer_receipts_amount_check', sql`${t.amount} > 0 and ${t.unallocated} >= 0`),
    check('customer_receipts_status_check', sql`${t.status} in ('Completed', 'Voided')`),
  ],
);

export const receiptAllocations = pgTable(
  'receipt_allocations',
  {
    id: id(),
    companyId: companyId(),
    receiptId: uuid('receipt_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('receipt_allocations_invoice_idx').on(t.companyId, t.invoiceId),
    index('receipt_allocations_receipt_idx').on(t.companyId, t.receiptId),
    foreignKey({
      columns: [t.companyId, t.receiptId],
      foreignColumns: [customerReceipts.companyId, customerReceipts.id],
    }),
    foreignKey({ columns: [t.companyId, t.invoiceId], foreignColumns: [invoices.companyId, invoices.id] }),
    check('receipt_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);
