import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

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
