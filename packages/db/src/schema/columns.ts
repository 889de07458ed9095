import { boolean, customType, numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary key: a UUID made by the application (or the database when omitted). */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const companyId = () => uuid('company_id').notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** bytea as a Node Buffer on both drivers (PGlite returns Uint8Array, node-postgres Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

/** Money in KES, exact to the cent (API.md). */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
/** A quantity of stock, to 3 decimals. */
export const quantity = (name: string) => numeric(name, { precision: 20, scale: 3 });
/** A unit cost, to 6 decimals (moving average). */
export const unitCost = (name: string) => numeric(name, { precision: 20, scale: 6 });

/** A soft-deleted record stays in its table, out of every list (API.md). */
export const softDelete = () => ({
  isDeleted: boolean('is_deleted').notNull().default(false),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** A document's totals, before and after tax. */
export const documentTotals = () => ({
  subtotal: money('subtotal').notNull(),
  taxTotal: money('tax_total').notNull(),
  total: money('total').notNull(),
});

/** Who made a record and when it was made and last changed. */
export const stamps = () => ({
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A line's pre-tax amount, its tax and the two together. */
export const lineAmounts = () => ({
  amount: money('amount').notNull(),
  taxAmount: money('tax_amount').notNull(),
  lineTotal: money('line_total').notNull(),
});

/** How a sales line is priced: unit price, discount, tax category (A-E), inclusive or not, and its amounts. */
export const salesLinePricing = () => ({
  unitPrice: money('unit_price').notNull(),
  discount: money('discount').notNull().default('0'),
  taxCategory: text('tax_category').notNull(),
  priceIncludesTax: boolean('price_includes_tax').notNull().default(false),
  ...lineAmounts(),
});
