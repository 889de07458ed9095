import type { Executor } from '@tawi/db';
import { asc, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ofDocuments } from './company-rows';

/** A table of the numbered lines (or items) of documents: invoice lines, bill lines, transfer items ... */
type LineTable = PgTable & { companyId: PgColumn; lineNo: PgColumn };

/**
 * All the lines of some documents of one company, by the lines' column naming their document, in line
 * order: what a page of documents reads in one query to show them with their lines.
 */
export async function documentLines<T extends LineTable>(
  db: Executor,
  companyId: string,
  lines: T,
  documentColumn: PgColumn,
  documentIds: readonly string[],
): Promise<InferSelectModel<T>[]> {
  // drizzle cannot resolve a generic table's selection; the rows are the table's own rows
  const from: PgTable = lines;
  const rows = await db
    .select()
    .from(from)
    .where(ofDocuments(lines, companyId, documentColumn, documentIds))
    .orderBy(asc(lines.lineNo));
  return rows as InferSelectModel<T>[];
}
