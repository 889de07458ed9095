import type { Executor } from '@tawi/db';
import type { InferSelectModel, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { oneOrNotFound } from './app-error';

/**
 * The row of `table` that `where` picks (a company's row by id ...), locked (FOR UPDATE) for the rest of
 * the transaction when `lock`; none is 404 `what` not found.
 */
export async function foundRow<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  what: string,
  options: { lock?: boolean } = {},
): Promise<InferSelectModel<T>> {
  // drizzle cannot resolve a generic table's selection; the rows are the table's own rows
  const from: PgTable = table;
  const query = db.select().from(from).where(where);
  const rows = options.lock ? await query.for('update') : await query;
  return oneOrNotFound(rows, what) as InferSelectModel<T>;
}
