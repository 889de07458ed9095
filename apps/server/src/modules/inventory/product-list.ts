import { type Executor, productCounts, products } from '@tawi/db';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { branchStock, branchStockJoin, productColumns, toProduct } from './product-record';
import { type ListFilter, SORTS, searchProducts, sortOf, whereOf } from './products.repo';

/** Trigrams need 3 characters; a term matching more products than HIT_CAP counts as common. */
const TRIGRAM_MIN = 3;
const HIT_CAP = 2000;

/** The branch's stock row is joined only when the filter or the sort reads it. */
const needsStock = (q: ListFilter) => q.lowStock === true || sortOf(q.sort).key === 'currentStock';

function sortKeyOf(q: ListFilter): { key: SQL; descending: boolean } {
  const { key, descending } = sortOf(q.sort);
  const column = SORTS[key];
  if (!column) throw new Error('no default sort');
  return { key: sql`${column}`, descending };
}

/** How many products match: the kept count when nothing filters, else a count. */
function totalOf(db: Executor, companyId: string, branchId: string, q: ListFilter): SQL {
  if (!q.search && !q.category && !q.lowStock) {
    return sql`(select ${productCounts.live} from ${productCounts} where ${productCounts.companyId} = ${companyId})`;
  }
  const counted = db.select({ n: count() }).from(products).$dynamic();
  return sql`(${(q.lowStock ? counted.leftJoin(branchStock, branchStockJoin(branchId)) : counted).where(whereOf(companyId, q))})`;
}

/** The page's ids and sort keys walking the sort order, with the total alongside. */
function filteredPage(db: Executor, companyId: string, branchId: string, q: ListFilter) {
  const { key, descending } = sortKeyOf(q);
  const ids = db
    .select({
      id: products.id,
      k: key.as('k'),
      total: sql<number>`${totalOf(db, companyId, branchId, q)}`.as('total'),
    })
    .from(products)
    .$dynamic();
  return (needsStock(q) ? ids.leftJoin(branchStock, branchStockJoin(branchId)) : ids)
    .where(whereOf(companyId, q))
    .orderBy(descending ? desc(key) : asc(key), asc(products.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .as('page');
}

/**
 * A search served by the trigram index: the hits first (at most HIT_CAP + 1; the LIMIT keeps the
 * planner from walking the name index instead, testing every row), then sorted and counted. Not
 * for short terms (no trigrams) or stock filters and sorts.
 */
function searchedPage(db: Executor, companyId: string, q: ListFilter) {
  const { key, descending } = sortKeyOf(q);
  const hits = db
    .select({ id: products.id, k: key.as('k') })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.isDeleted, false),
        searchProducts(q.search ?? ''),
        q.category ? sql`lower(${products.category}) = lower(${q.category})` : undefined,
      ),
    )
    .limit(HIT_CAP + 1)
    .as('hits');
  return db
    .select({ id: hits.id, k: hits.k, total: sql<number>`count(*) over ()`.as('total') })
    .from(hits)
    .orderBy(descending ? desc(hits.k) : asc(hits.k), asc(hits.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .as('page');
}

const usesTrigrams = (q: ListFilter) => Boolean(q.search && q.search.length >= TRIGRAM_MIN && !needsStock(q));

/** The page's records in its order, each row carrying the total. */
async function pageRows(
  db: Executor,
  companyId: string,
  branchId: string,
  q: ListFilter,
  page: ReturnType<typeof filteredPage>,
) {
  const { descending } = sortKeyOf(q);
  const rows = await db
    .select({ ...productColumns(branchId), total: page.total })
    .from(page)
    .innerJoin(products, and(eq(products.companyId, companyId), eq(products.id, page.id)))
    .leftJoin(branchStock, branchStockJoin(branchId))
    .orderBy(descending ? desc(page.k) : asc(page.k), asc(page.id));
  return { items: rows.map(toProduct), total: Number(rows[0]?.total ?? -1) };
}

/**
 * One page of the company's products with the branch's stock, filtered and sorted in SQL, in one
 * statement: the page's ids (a subquery along the sort order, or over the search's hits), their
 * records and the total. A common search term (over HIT_CAP hits) walks the sort order instead; an
 * empty page (none match, or past the end) counts on its own.
 */
export async function listProducts(db: Executor, companyId: string, branchId: string, q: ListFilter) {
  let result = usesTrigrams(q)
    ? await pageRows(db, companyId, branchId, q, searchedPage(db, companyId, q))
    : null;
  if (!result || result.total > HIT_CAP || result.items.length === 0) {
    result = await pageRows(db, companyId, branchId, q, filteredPage(db, companyId, branchId, q));
  }
  if (result.items.length === 0) {
    const [row] = await db
      .execute<{ n: number | string }>(sql`select ${totalOf(db, companyId, branchId, q)} as n`)
      .then((r) => (r as unknown as { rows: { n: number | string }[] }).rows);
    result = { items: [], total: Number(row?.n ?? 0) };
  }
  return { ...result, page: q.page, limit: q.limit };
}
