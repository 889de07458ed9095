import type { Page } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import { type AnyColumn, asc, count, desc, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A list's select with its filter and order, still to be cut to one page. */
interface PageableSelect<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/**
 * One page of a list paged in SQL: the page's rows and the count of every match, read together,
 * the rows then turned into the page's items.
 */
export async function sqlPage<R, T>(
  q: { page: number; limit: number },
  rows: PageableSelect<R>,
  counted: PromiseLike<{ n: number }[]>,
  toItems: (rows: R[]) => Promise<T[]>,
): Promise<Page<T>> {
  const [found, [total]] = await Promise.all([rows.limit(q.limit).offset((q.page - 1) * q.limit), counted]);
  return { items: await toItems(found), total: Number(total?.n ?? 0), page: q.page, limit: q.limit };
}

/**
 * One page of the rows of one table read alone (the outbox, eTIMS submissions, employees ...) that
 * `where` picks, in `order`, each turned into an item.
 */
export function tablePage<T extends PgTable, I>(
  db: Executor,
  q: { page: number; limit: number },
  rowsOf: { table: T; where: SQL | undefined; order: SQL[] },
  toItem: (row: InferSelectModel<T>) => I,
): Promise<Page<I>> {
  // drizzle cannot resolve a generic table's selection; the rows are the table's own rows
  const from: PgTable = rowsOf.table;
  return sqlPage(
    q,
    db
      .select()
      .from(from)
      .where(rowsOf.where)
      .orderBy(...rowsOf.order),
    db.select({ n: count() }).from(from).where(rowsOf.where),
    async (rows) => rows.map((row) => toItem(row as InferSelectModel<T>)),
  );
}

type Sortable = SQL | AnyColumn;

/**
 * The order of a list for `sort` = `field` or `-field` (descending), the document number breaking
 * ties the same way; an unknown field or none gives `fallback`.
 */
export function sortedBy(
  sort: string | undefined,
  sorts: Record<string, Sortable>,
  tieBreak: Sortable,
  fallback: SQL[],
): SQL[] {
  const column = sorts[sort?.replace(/^-/, '') ?? ''];
  if (!column) return fallback;
  const dir = sort?.startsWith('-') ? desc : asc;
  return [dir(column), dir(tieBreak)];
}
