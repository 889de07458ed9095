import { sql } from 'drizzle-orm';
import {
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
import { companyId, documentTotals, id, quantity, salesLinePricing, stamps } from './columns';
import { customers } from './sales';

/**
 * Sales orders, SO-nnnn: a customer's confirmed order, invoiced in one or several invoices.
 * Status follows the lines' invoiced quantities: Open, Partially Invoiced, Invoiced; or Canceled.
 */
export const salesOrders = pgTable(
  'sales_orders',
  {
    ...branchRecord(),
    orderNumber: text('order_number').notNull(),
    customerId: uuid('customer_id').notNull(),
    date: date('date').notNull(),
    /** When the customer expects the goods; optional. */
    deliveryDate: date('delivery_date'),
    status: text('status').notNull().default('Open'),
    ...documentTotals(),
    taxByCategory: jsonb('tax_by_category').notNull(),
    notes: text('notes'),
    /** The estimate it was converted from, if any. */
    estimateId: uuid('estimate_id'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    ...stamps(),
  },
  (t) => [
    unique('sales_orders_company_id_id_key').on(t.companyId, t.id),
    unique('sales_orders_number_key').on(t.companyId, t.orderNumber),
    index('sales_orders_branch_idx').on(t.companyId, t.branchId, t.date),
    index('sales_orders_customer_idx').on(t.companyId, t.customerId, t.date),
    branchKey(t),
    foreignKey({ columns: [t.companyId, t.customerId], foreignColumns: [customers.companyId, customers.id] }),
    check(
      'sales_orders_status_check',
      sql`${t.status} in ('Open', 'Partially Invoiced', 'Invoiced', 'Canceled')`,
    ),
  ],
);

export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    id: id(),
    companyId: companyId(),
    salesOrderId: uuid('sales_order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id'),
    description: text('description').notNull(),
    qty: quantity('qty').notNull(),
    /** Quantity on issued (not voided) invoices; draft invoices do not count. */
    qtyInvoiced: quantity('qty_invoiced').notNull().default('0'),
    ...salesLinePricing(),
  },
  (t) => [
    unique('sales_order_lines_line_key').on(t.companyId, t.salesOrderId, t.lineNo),
    foreignKey({
      columns: [t.companyId, t.salesOrderId],
      foreignColumns: [salesOrders.companyId, salesOrders.id],
    }),
    check(
      'sales_order_lines_qty_check',
      sql`${t.qty} > 0 and ${t.qtyInvoiced} >= 0 and ${t.qtyInvoiced} <= ${t.qty}`,
    ),
  ],
);
