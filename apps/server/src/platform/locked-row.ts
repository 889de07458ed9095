import type { Executor } from '@tawi/db';
import { eq, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ofCompany } from './company-rows';

/** A table of company rows keyed by `id`. */
type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };

/**
 * Row `id` of the company in `table`, locked (FOR UPDATE) until the transaction ends, or undefined when
 * there is none: what changes a document queues here.
 */
export async function lockedRow<T extends CompanyTable>(
  tx: Executor,
  companyId: string,
  table: T,
  id: string,
): Promise<InferSelectModel<T> | undefined> {
  // drizzle cannot resolve a generic table's selection; the rows are the table's own rows
  const from: PgTable = table;
  const [row] = await tx
    .select()
    .from(from)
    .where(ofCompany(table, companyId, eq(table.id, id)))
    .for('update');
  return row as InferSelectModel<T> | undefined;
}
