import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';

/** Whether `s` is a UUID (a record's id) rather than, say, a document's number. */
export const isUuid = (s: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/** The condition picking a document by its id or by its number (INV-0001, any case). */
export function documentKey(id: AnyColumn, number: AnyColumn, idOrNumber: string): SQL {
  return isUuid(idOrNumber) ? eq(id, idOrNumber) : sql`upper(${number}) = upper(${idOrNumber})`;
}
