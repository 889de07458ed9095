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
  lineAmounts,
  money,
  quantity,
  softDelete,
  stamps,
  updatedAt,
} from './columns';
import { products } from './inventory';

export const suppliers = pgTable(
  'suppliers',
  {
    ...branchRecord(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    kraPin: text('kra_pin'),
    address: text('address'),
    paymentTerms: text('payment_terms').notNull(),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    ...softDelete(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('suppliers_company_id_id_key').on(t.companyId, t.id),
    index('suppliers_name_idx').on(t.companyId, sql`lower(${t.name})`),
    branchKey(t),
  ],
);

/** Purchase orders (spec: purchases), LPO-nnnn. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...branchRecord(),
    purchaseNumber: text('purchase_number').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    date: date('date').notNull(),
    expectedDate: date('expected_date'),
    status: text('status').notNull().default('Pending'),
    notes: text('notes'),
    ...documentTotals(),
    totalReceived: money('total_received').notNull().default('0'),
    lastReceivedAt: timestamp('last_received_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...stamps(),
  },
  (t) => [
    unique('purchase_orders_company_id_id_key').on(t.companyId, t.id),
    unique('purchase_orders_number_key').on(t.companyId, t.purchaseNumber),
    index('purchase_orders_branch_idx').on(t.companyId, t.branchId, t.createdAt),
    branchKey(t),
    foreignKey({ columns: [t.companyId, t.supplierId], foreignColumns: [suppliers.companyId, suppliers.id] }),
    check(
      'purchase_orders_status_check',
      sql`${t.status} in ('Pending', 'Partially Received', 'Received', 'Canceled')`,
    ),
  ],
);

export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    id: id(),
    companyId: companyId(),
    orderId: uuid('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id').notNull(),
    qty: quantity('qty').notNull(),
    unitPrice: money('unit_price').notNull(),
    taxCategory: text('tax_category').notNull(),
    receivedQty: quantity('received_qty').notNull().default('0'),
  },
  (t) => [
    unique('purchase_order_items_company_id_id_key').on(t.companyId, t.id),
    unique('purchase_order_items_line_key').on(t.companyId, t.orderId, t.lineNo),
    foreignKey({
      columns: [t.companyId, t.orderId],
      foreignColumns: [purchaseOrders.companyId, purchaseOrders.id],
    }),
    foreignKey({ columns: [t.companyId, t.productId], foreignColumns: [products.companyId, products.id] }),
    check(
      'purchase_order_items_qty_check',
      sql`${t.qty} > 0 and ${t.receivedQty} >= 0 and ${t.receivedQty} <= ${t.qty}`,
    ),
  ],
);

/** A goods receipt against an order (spec: purchase receipt), GRN-nnnn, with the bill it raised. */
export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    id: id(),
    companyId: companyId(),
    branchId: uuid('branch_id').notNull(),
    orderId: uuid('order_id').notNull(),
    receiptNumber: text('receipt_number').notNull(),
    deliveryNoteNumber: text('delivery_note_number').notNull(),
    /** The supplier's own invoice number and date (its bill carries them too). */
    supplierInvoiceNumber: text('supplier_invoice_number'),
    supplierInvoiceDate: date('supplier_invoice_date'),
    date: date('date').notNull(),
    status: text('status').notNull().default('Received'),
    totalReceived: money('total_received').notNull(),
    items: jsonb('items').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('purchase_receipts_company_id_id_key').on(t.companyId, t.id),
    unique('purchase_receipts_number_key').on(t.companyId, t.receiptNumber),
    index('purchase_receipts_order_idx').on(t.companyId, t.orderId),
    foreignKey({
      columns: [t.companyId, t.orderId],
      foreignColumns: [purchaseOrders.companyId, purchaseOrders.id],
    }),
  ],
);

/** Supplier bills (spec: purchasesBills), BILL-nnnn; from a goods receipt or entered directly. */
export const bills = pgTable(
  'bills',
  {
    ...branchRecord(),
    billNumber: text('bill_number').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    orderId: uuid('order_id'),
    receiptId: uuid('receipt_id'),
    supplierInvoiceNumber: text('supplier_invoice_number'),
    supplierInvoiceDate: date('supplier_invoice_date'),
    date: date('date').notNull(),
    dueDate: date('due_date').notNull(),
    status: text('status').notNull().default('Unpaid'),
    subtotal: money('subtotal').notNull(),
    taxTotal: money('tax_total').notNull(),
    totalAmount: money('total_amount').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    lastPaidAt: timestamp('last_paid_at', { withTimezone: true }),
    notes: text('notes'),
    entryId: uuid('entry_id'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** The void's business date: its reversal is dated this, and the VAT return takes it back in this month. */
    voidDate: date('void_date'),
    voidReason: text('void_reason'),
    ...stamps(),
  },
  (t) => [
    unique('bills_company_id_id_key').on(t.companyId, t.id),
    unique('bills_number_key').on(t.companyId, t.billNumber),
    index('bills_supplier_idx').on(t.companyId, t.supplierId, t.date),
    index('bills_due_idx').on(t.companyId, t.dueDate),
    // the bills not paid in full today (and voided ones): where an as-at payables aging starts
    index('bills_unsettled_idx').on(t.companyId).where(sql`${t.status} <> 'Paid'`),
    branchKey(t),
    foreignKey({ columns: [t.companyId, t.supplierId], foreignColumns: [suppliers.companyId, suppliers.id] }),
    check('bills_status_check', sql`${t.status} in ('Unpaid', 'PaidPartially', 'Paid', 'Void')`),
    check('bills_paid_check', sql`${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.totalAmount}`),
  ],
);

export const billLines = pgTable(
  'bill_lines',
  {
    id: id(),
    companyId: companyId(),
    billId: uuid('bill_id').notNull(),
    lineNo: integer('line_no').notNull(),
    description: text('description').notNull(),
    productId: uuid('product_id'),
    accountId: uuid('account_id'),
    orderItemId: uuid('order_item_id'),
    qty: quantity('qty').notNull(),
    unitPrice: money('unit_price').notNull(),
    taxCategory: text('tax_category').notNull(),
    ...lineAmounts(),
  },
  (t) => [
    unique('bill_lines_line_key').on(t.companyId, t.billId, t.lineNo),
    foreignKey({ columns: [t.companyId, t.billId], foreignColumns: [bills.companyId, bills.id] }),
  ],
);

/** Payments to suppliers, PAY-nnnn. */
export const supplierPayments = pgTable(
  'supplier_payments',
  {
    ...branchRecord(),
    paymentNumber: text('payment_number').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    amount: money('amount').notNull(),
    /** VAT withheld from the supplier (the company being a withholding agent): owed to KRA, not to the supplier. */
    vatWithheld: money('vat_withheld').notNull().default('0'),
    method: text('method').notNull(),
    reference: text('reference'),
    bankAccountId: uuid('bank_account_id').notNull(),
    date: date('date').notNull(),
    notes: text('notes'),
    status: text('status').notNull().default('Completed'),
    refundDate: date('refund_date'),
    refundAmount: money('refund_amount'),
    voidDate: date('void_date'),
    voidReason: text('void_reason'),
    entryId: uuid('entry_id'),
    ...stamps(),
  },
  (t) => [
    unique('supplier_payments_company_id_id_key').on(t.companyId, t.id),
    unique('supplier_payments_number_key').on(t.companyId, t.paymentNumber),
    index('supplier_payments_supplier_idx').on(t.companyId, t.supplierId, t.date),
    index('supplier_payments_date_idx').on(t.companyId, t.date),
    branchKey(t),
    foreignKey({ columns: [t.companyId, t.supplierId], foreignColumns: [suppliers.companyId, suppliers.id] }),
    check('supplier_payments_status_check', sql`${t.status} in ('Completed', 'Refunded', 'Voided')`),
    check('supplier_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: id(),
    companyId: companyId(),
    paymentId: uuid('payment_id').notNull(),
    billId: uuid('bill_id').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('payment_allocations_bill_idx').on(t.companyId, t.billId),
    index('payment_allocations_payment_idx').on(t.companyId, t.paymentId),
    foreignKey({
      columns: [t.companyId, t.paymentId],
      foreignColumns: [supplierPayments.companyId, supplierPayments.id],
    }),
    foreignKey({ columns: [t.companyId, t.billId], foreignColumns: [bills.companyId, bills.id] }),
    check('payment_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);
