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
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from './columns';
import { branches, companies } from './org';
import { customers } from './sales';

const quantity = (name: string) => numeric(name, { precision: 20, scale: 3 });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * Sales orders, SO-nnnn: a customer's confirmed order, invoiced in one or several invoices.
 * Status follows the lines' invoiced quantities: Open, Partially Invoiced, Invoiced; or Canceled.
 */
export const salesOrders = pgTable(
  'sales_orders',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    branchId: uuid('branch_id').notNull(),
    orderNumber: text('order_number').notNull(),
    customerId: uuid('customer_id').notNull(),
    date: date('date').notNull(),
    /** When the customer expects the goods; optional. */
    deliveryDate: date('delivery_date'),
    status: text('status').notNull().default('Open'),
    subtotal: money('subtotal').notNull(),
    taxTotal: money('tax_total').notNull(),
    total: money('total').notNull(),
    taxByCategory: jsonb('tax_by_category').notNull(),
    notes: text('notes'),
    /** The estimate it was converted from, if any. */
    estimateId: uuid('estimate_id'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('sales_orders_company_id_id_key').on(t.companyId, t.id),
    unique('sales_orders_number_key').on(t.companyId, t.orderNumber),
    index('sales_orders_branch_idx').on(t.companyId, t.branchId, t.date),
    index('sales_orders_customer_idx').on(t.companyId, t.customerId, t.date),
    foreignKey({ columns: [t.companyId, t.branchId], foreignColumns: [branches.companyId, branches.id] }),
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
    unitPrice: money('unit_price').notNull(),
    discount: money('discount').notNull().default('0'),
    taxCategory: text('tax_category').notNull(),
    priceIncludesTax: boolean('price_includes_tax').notNull().default(false),
    amount: money('amount').notNull(),
    taxAmount: money('tax_amount').notNull(),
    lineTotal: money('line_total').notNull(),
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
