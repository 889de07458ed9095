import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  companyRow,
  creation,
  documentTotals,
  isActive,
  money,
  salesLineItem,
  salesLinePricing,
  softDelete,
  stamps,
  timestamps,
  timestampTz,
} from './columns';
import { documentLine, lineKeys, sameCompanyKey } from './keys';
import { contactColumns, contactKeys, documentTable } from './tenant-columns';

export const customers = pgTable(
  'customers',
  {
    ...contactColumns(),
    creditLimit: money('credit_limit'),
    notes: text('notes'),
    /** Appointed by KRA to withhold VAT: pays invoices less 2% of their taxable value, with a certificate. */
    withholdingVatAgent: boolean('withholding_vat_agent').notNull().default(false),
    isActive: isActive(),
    ...softDelete(),
    ...timestamps(),
  },
  (t) => [
    ...contactKeys('customers', t),
    check('customers_credit_limit_check', sql`${t.creditLimit} is null or ${t.creditLimit} >= 0`),
  ],
);

/** Sales invoices, INV-nnnn. Overdue is computed from the due date when read. */
export const invoices = documentTable(
  'invoices',
  'invoiceNumber',
  {
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
    issuedAt: timestampTz('issued_at'),
    voidedAt: timestampTz('voided_at'),
    /** The void's business date: its reversal is dated this, and the VAT return takes it back in this month. */
    voidDate: date('void_date'),
    voidReason: text('void_reason'),
    ...stamps(),
  },
  (t) => [
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
    sameCompanyKey(t, t.customerId, customers),
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
    ...documentLine('invoiceId', 'invoice_id'),
    ...salesLineItem(),
    ...salesLinePricing(),
    /** Stock value that left with the line when issued (cost of sales); returns come back at it. */
    costValue: money('cost_value'),
    /** The sales order line this line invoices, if any (its order is the invoice's salesOrderId). */
    salesOrderLineNo: integer('sales_order_line_no'),
  },
  (t) => [
    ...lineKeys('invoice_lines', t, t.invoiceId, invoices),
    check('invoice_lines_qty_check', sql`${t.qty} > 0`),
  ],
);

/** Money received from customers, RCT-nnnn. */
export const customerReceipts = documentTable(
  'customer_receipts',
  'receiptNumber',
  {
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
    voidedAt: timestampTz('voided_at'),
    voidReason: text('void_reason'),
    voidEntryId: uuid('void_entry_id'),
    ...creation(),
  },
  (t) => [
    index('customer_receipts_customer_idx').on(t.companyId, t.customerId, t.date),
    // the customer-payments report pages the receipts of a period by date in SQL
    index('customer_receipts_date_idx').on(t.companyId, t.date, t.createdAt, t.id),
    sameCompanyKey(t, t.customerId, customers),
    check('customer_receipts_amount_check', sql`${t.amount} > 0 and ${t.unallocated} >= 0`),
    check('customer_receipts_status_check', sql`${t.status} in ('Completed', 'Voided')`),
  ],
);

export const receiptAllocations = pgTable(
  'receipt_allocations',
  {
    ...companyRow(),
    receiptId: uuid('receipt_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('receipt_allocations_invoice_idx').on(t.companyId, t.invoiceId),
    index('receipt_allocations_receipt_idx').on(t.companyId, t.receiptId),
    sameCompanyKey(t, t.receiptId, customerReceipts),
    sameCompanyKey(t, t.invoiceId, invoices),
    check('receipt_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);
