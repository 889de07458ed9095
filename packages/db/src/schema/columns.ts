import { boolean, customType, numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary key: a UUID made by the application (or the database when omitted). */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const companyId = () => uuid('company_id').notNull();
/**
 * The keys of a row that belongs to another record of its company (a line, an allocation, a run): its id
 * and company; the same-company key to that record checks the company.
 */
export const companyRow = () => ({ id: id(), companyId: companyId() });
/** A moment in time, stored with its time zone (timestamptz). */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

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

/** A record in use; an inactive one stays, out of the pickers. */
export const isActive = () => boolean('is_active').notNull().default(true);

/** A deleted record stays in its table, out of every list (API.md). */
export const isDeleted = () => boolean('is_deleted').notNull().default(false);

/** A soft-deleted record stays in its table, out of every list (API.md), with the time it was deleted. */
export const softDelete = () => ({
  isDeleted: isDeleted(),
  deletedAt: timestampTz('deleted_at'),
});

/** A document's totals, before and after tax. */
export const documentTotals = () => ({
  subtotal: money('subtotal').notNull(),
  taxTotal: money('tax_total').notNull(),
  total: money('total').notNull(),
});

/** When a record was made and last changed. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Who made a record and when. */
export const creation = () => ({
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

/** Who made a record and when it was made and last changed. */
export const stamps = () => ({
  ...creation(),
  updatedAt: updatedAt(),
});

/** A line's pre-tax amount, its tax and the two together. */
export const lineAmounts = () => ({
  amount: money('amount').notNull(),
  taxAmount: money('tax_amount').notNull(),
  lineTotal: money('line_total').notNull(),
});

/** What a sales line sells: the product (none: a service or free text), its description and quantity. */
export const salesLineItem = () => ({
  productId: uuid('product_id'),
  description: text('description').notNull(),
  qty: quantity('qty').notNull(),
});

/** How a sales line is priced: unit price, discount, tax category (A-E), inclusive or not, and its amounts. */
export const salesLinePricing = () => ({
  unitPrice: money('unit_price').notNull(),
  discount: money('discount').notNull().default('0'),
  taxCategory: text('tax_category').notNull(),
  priceIncludesTax: boolean('price_includes_tax').notNull().default(false),
  ...lineAmounts(),
});
