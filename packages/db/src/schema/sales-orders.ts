import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { documentTotals, quantity, salesLineItem, salesLinePricing, stamps, timestampTz } from './columns';
import { documentLine, lineKeys, sameCompanyKey } from './keys';
import { customers } from './sales';
import { documentTable } from './tenant-columns';

/**
 * Sales orders, SO-nnnn: a customer's confirmed order, invoiced in one or several invoices.
 * Status follows the lines' invoiced quantities: Open, Partially Invoiced, Invoiced; or Canceled.
 */
export const salesOrders = documentTable(
  'sales_orders',
  'orderNumber',
  {
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
    canceledAt: timestampTz('canceled_at'),
    cancelReason: text('cancel_reason'),
    ...stamps(),
  },
  (t) => [
    index('sales_orders_branch_idx').on(t.companyId, t.branchId, t.date),
    index('sales_orders_customer_idx').on(t.companyId, t.customerId, t.date),
    sameCompanyKey(t, t.customerId, customers),
    check(
      'sales_orders_status_check',
      sql`${t.status} in ('Open', 'Partially Invoiced', 'Invoiced', 'Canceled')`,
    ),
  ],
);

export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    ...documentLine('salesOrderId', 'sales_order_id'),
    ...salesLineItem(),
    /** Quantity on issued (not voided) invoices; draft invoices do not count. */
    qtyInvoiced: quantity('qty_invoiced').notNull().default('0'),
    ...salesLinePricing(),
  },
  (t) => [
    ...lineKeys('sales_order_lines', t, t.salesOrderId, salesOrders),
    check(
      'sales_order_lines_qty_check',
      sql`${t.qty} > 0 and ${t.qtyInvoiced} >= 0 and ${t.qtyInvoiced} <= ${t.qty}`,
    ),
  ],
);
