import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  companyRow,
  creation,
  documentTotals,
  isActive,
  isDeleted,
  lineAmounts,
  money,
  quantity,
  softDelete,
  stamps,
  timestamps,
  timestampTz,
} from './columns';
import { products } from './inventory';
import { companyIdKey, documentLine, lineKeys, numberKey, sameCompanyKey } from './keys';
import { contactColumns, contactKeys, documentTable } from './tenant-columns';

export const suppliers = pgTable(
  'suppliers',
  {
    ...contactColumns(),
    notes: text('notes'),
    isActive: isActive(),
    ...softDelete(),
    ...timestamps(),
  },
  (t) => [...contactKeys('suppliers', t)],
);

/** Purchase orders (spec: purchases), LPO-nnnn. */
export const purchaseOrders = documentTable(
  'purchase_orders',
  'purchaseNumber',
  {
    purchaseNumber: text('purchase_number').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    date: date('date').notNull(),
    expectedDate: date('expected_date'),
    status: text('status').notNull().default('Pending'),
    notes: text('notes'),
    ...documentTotals(),
    totalReceived: money('total_received').notNull().default('0'),
    lastReceivedAt: timestampTz('last_received_at'),
    canceledAt: timestampTz('canceled_at'),
    isDeleted: isDeleted(),
    ...stamps(),
  },
  (t) => [
    index('purchase_orders_branch_idx').on(t.companyId, t.branchId, t.createdAt),
    sameCompanyKey(t, t.supplierId, suppliers),
    check(
      'purchase_orders_status_check',
      sql`${t.status} in ('Pending', 'Partially Received', 'Received', 'Canceled')`,
    ),
  ],
);

export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    ...documentLine('orderId', 'order_id'),
    productId: uuid('product_id').notNull(),
    qty: quantity('qty').notNull(),
    unitPrice: money('unit_price').notNull(),
    taxCategory: text('tax_category').notNull(),
    receivedQty: quantity('received_qty').notNull().default('0'),
  },
  (t) => [
    companyIdKey('purchase_order_items', t),
    ...lineKeys('purchase_order_items', t, t.orderId, purchaseOrders),
    sameCompanyKey(t, t.productId, products),
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
    ...companyRow(),
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
    ...creation(),
  },
  (t) => [
    companyIdKey('purchase_receipts', t),
    numberKey('purchase_receipts', t, t.receiptNumber),
    index('purchase_receipts_order_idx').on(t.companyId, t.orderId),
    sameCompanyKey(t, t.orderId, purchaseOrders),
  ],
);

/** Supplier bills (spec: purchasesBills), BILL-nnnn; from a goods receipt or entered directly. */
export const bills = documentTable(
  'bills',
  'billNumber',
  {
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
    lastPaidAt: timestampTz('last_paid_at'),
    notes: text('notes'),
    entryId: uuid('entry_id'),
    voidedAt: timestampTz('voided_at'),
    /** The void's business date: its reversal is dated this, and the VAT return takes it back in this month. */
    voidDate: date('void_date'),
    voidReason: text('void_reason'),
    ...stamps(),
  },
  (t) => [
    index('bills_supplier_idx').on(t.companyId, t.supplierId, t.date),
    index('bills_due_idx').on(t.companyId, t.dueDate),
    // the bills not paid in full today (and voided ones): where an as-at payables aging starts
    index('bills_unsettled_idx').on(t.companyId).where(sql`${t.status} <> 'Paid'`),
    sameCompanyKey(t, t.supplierId, suppliers),
    check('bills_status_check', sql`${t.status} in ('Unpaid', 'PaidPartially', 'Paid', 'Void')`),
    check('bills_paid_check', sql`${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.totalAmount}`),
  ],
);

export const billLines = pgTable(
  'bill_lines',
  {
    ...documentLine('billId', 'bill_id'),
    description: text('description').notNull(),
    productId: uuid('product_id'),
    accountId: uuid('account_id'),
    orderItemId: uuid('order_item_id'),
    qty: quantity('qty').notNull(),
    unitPrice: money('unit_price').notNull(),
    taxCategory: text('tax_category').notNull(),
    ...lineAmounts(),
  },
  (t) => [...lineKeys('bill_lines', t, t.billId, bills)],
);

/** Payments to suppliers, PAY-nnnn. */
export const supplierPayments = documentTable(
  'supplier_payments',
  'paymentNumber',
  {
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
    index('supplier_payments_supplier_idx').on(t.companyId, t.supplierId, t.date),
    index('supplier_payments_date_idx').on(t.companyId, t.date),
    sameCompanyKey(t, t.supplierId, suppliers),
    check('supplier_payments_status_check', sql`${t.status} in ('Completed', 'Refunded', 'Voided')`),
    check('supplier_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    ...companyRow(),
    paymentId: uuid('payment_id').notNull(),
    billId: uuid('bill_id').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('payment_allocations_bill_idx').on(t.companyId, t.billId),
    index('payment_allocations_payment_idx').on(t.companyId, t.paymentId),
    sameCompanyKey(t, t.paymentId, supplierPayments),
    sameCompanyKey(t, t.billId, bills),
    check('payment_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);
