import { type Executor, products } from '@tawi/db';
import { and, eq, sql } from 'drizzle-orm';
import { type ListFilter, SORTS, searchProducts, sortOf } from './products.repo';

/** Trigrams need 3 characters; a term matching more products than HIT_CAP counts as common. */
const TRIGRAM_MIN = 3;
const HIT_CAP = 2000;

type Row = { id: string; total: number | string };

/**
 * One page of a search, in one query served by the trigram index: the hits are gathered first (a
 * materialized CTE, so the planner cannot trade the index for a walk down the name index that tests
 * every row: a rare term would read all of them), then sorted and counted. Null when this path does
 * not serve the request: a short term (no trigrams), a common one (over HIT_CAP hits: a walk along
 * the sort order finds a page of those quickly), a stock filter or sort, or a page past the end.
 */
export async function searchPage(
  db: Executor,
  companyId: string,
  q: ListFilter,
): Promise<{ ids: string[]; total: number } | null> {
  const { key, descending } = sortOf(q.sort);
  const sortKey = SORTS[key];
  if (!q.search || q.search.length < TRIGRAM_MIN || q.lowStock || key === 'currentStock' || !sortKey)
    return null;
  const where = and(
    eq(products.companyId, companyId),
    eq(products.isDeleted, false),
    searchProducts(q.search),
    q.category ? sql`lower(${products.category}) = lower(${q.category})` : undefined,
  );
  const result = await db.execute(sql`
    with hits as materialized (
      select ${products.id} as id, ${sortKey} as sort_key from ${products} where ${where} limit ${HIT_CAP + 1})
    select id, count(*) over () as total from hits
     order by sort_key ${descending ? sql`desc` : sql`asc`}, id
     limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const total = Number(rows[0]?.total ?? -1);
  if (rows.length === 0 || total > HIT_CAP) return null;
  return { ids: rows.map((r) => r.id), total };
}
