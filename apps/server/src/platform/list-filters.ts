import { type AnyColumn, and, eq, gte, lte, type SQL } from 'drizzle-orm';

/**
 * A list's filter on one field: `column = value` when the query gives the value, none when it is left
 * out (or empty), so `ofCompany(table, companyId, givenEquals(table.status, q.status), ...)` reads as the filters.
 */
export function givenEquals(column: AnyColumn, value: string | undefined | null): SQL | undefined {
  return value ? eq(column, value) : undefined;
}

/** A list's date range: `column` on or after `from` and on or before `to`, each when the query gives it. */
export function datedWithin(
  column: AnyColumn,
  from: string | undefined | null,
  to: string | undefined | null,
): SQL | undefined {
  return and(from ? gte(column, from) : undefined, to ? lte(column, to) : undefined);
}
