import { type Executor, productCounts, products } from '@tawi/db';
import { EXACT_TOTAL_UP_TO } from '@tawi/domain';
import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { sameCompany } from '../../platform/company-rows';
import { containsPattern } from '../../platform/like-pattern';
import { branchStock, branchStockJoin, type ProductRow, productColumns, toProduct } from './product-record';
import { type ListFilter, type Match, type Param, SORTS, sortOf, whereOf } from './products.repo';

/** Trigrams need 3 characters: shorter terms cannot use the trigram index. */
const TRIGRAM_MIN = 3;
/** Matches counted exactly; past this a filtered list's total is the planner's estimate. */
const CAP = EXACT_TOTAL_UP_TO + 1;

/** The values a list statement takes when it runs; its SQL is built once per shape. */
const P = {
  companyId: sql.placeholder('companyId'),
  branchId: sql.placeholder('branchId'),
  pattern: sql.placeholder('pattern'),
  category: sql.placeholder('category'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/**
 * What a list request's SQL depends on (never the values): the path (`hits` gathers a search's
 * matches from the trigram index, `walk` follows the sort order and counts, `page` walks without
 * counting, `count` only counts), the sort and which filters are present.
 */
interface Shape {
  path: 'hits' | 'walk' | 'page' | 'count';
  sort: string;
  descending: boolean;
  search: boolean;
  category: boolean;
  lowStock: boolean;
}

/** The branch's stock row is joined only when the filter or the sort reads it. */
const needsStock = (s: Shape) => s.lowStock || s.sort === 'currentStock';

/** The request's shape: a search of 3 or more characters without stock filters or sorts gathers its hits. */
function shapeOf(q: ListFilter): Shape {
  const { key, descending } = sortOf(q.sort);
  const shape: Shape = {
    path: 'walk',
    sort: key,
    descending,
    search: Boolean(q.search),
    category: Boolean(q.category),
    lowStock: q.lowStock === true,
  };
  const trigrams = Boolean(q.search && q.search.length >= TRIGRAM_MIN && !needsStock(shape));
  return trigrams ? { ...shape, path: 'hits' } : shape;
}

const keyOf = (s: Shape) =>
  `products_${s.path}_${s.sort}_${s.descending ? 'desc' : 'asc'}_${Number(s.search)}${Number(s.category)}${Number(s.lowStock)}`;

/**
 * The prepared statement's name: the database plans a named statement once for all values (a
 * generic plan), which suits walks and counts. A search must be planned with its term (a generic
 * plan cannot use the trigram index and reads every product), so it goes unnamed: built once here,
 * planned by the database each time.
 */
const nameOf = (s: Shape) => (s.search ? '' : keyOf(s));

/** The filter with placeholders where the shape has values. */
const placeholdersOf = (s: Shape): Match => ({
  companyId: P.companyId,
  pattern: s.search ? P.pattern : undefined,
  category: s.category ? P.category : undefined,
  lowStock: s.lowStock,
});

function sortKeyOf(s: Shape): SQL {
  const column = SORTS[s.sort];
  if (!column) throw new Error(`no sort ${s.sort}`);
  return sql`${column}`;
}

const filtered = (s: Pick<Shape, 'search' | 'category' | 'lowStock'>) => s.search || s.category || s.lowStock;

/** The products a filter matches, with the branch's stock joined when the filter reads it. */
function matching(db: Executor, s: Shape, match: Match, branchId: Param = P.branchId) {
  const ids = db.select({ id: products.id }).from(products).$dynamic();
  return (s.lowStock ? ids.leftJoin(branchStock, branchStockJoin(branchId)) : ids).where(whereOf(match));
}

/**
 * How many products match: the kept count when nothing filters, else the matches counted up to CAP
 * (a broad filter stops there instead of counting every product; listProducts then estimates).
 */
function totalOf(db: Executor, s: Shape): SQL {
  if (!filtered(s)) {
    return sql`(select ${productCounts.live} from ${productCounts} where ${productCounts.companyId} = ${P.companyId})`;
  }
  const capped = matching(db, s, placeholdersOf(s)).limit(CAP).as('capped');
  return sql`(${db.select({ n: count() }).from(capped)})`;
}

/** The page's ids and sort keys walking the sort order, with the total alongside. */
function walkedPage(db: Executor, s: Shape) {
  const key = sortKeyOf(s);
  const ids = db
    .select({
      id: products.id,
      k: key.as('k'),
      total: (s.path === 'page' ? sql<number>`null::int` : sql<number>`${totalOf(db, s)}`).as('total'),
    })
    .from(products)
    .$dynamic();
  return (needsStock(s) ? ids.leftJoin(branchStock, branchStockJoin(P.branchId)) : ids)
    .where(whereOf(placeholdersOf(s)))
    .orderBy(s.descending ? desc(key) : asc(key), asc(products.id))
    .limit(P.limit)
    .offset(P.offset)
    .as('page');
}

/**
 * A search's page from its hits: the matches gathered through the trigram index, then counted and
 * the page cut from them in the sort order. Its answer stands when the search has fewer than CAP
 * matches, so the hits are all of them; the subquery's LIMIT keeps it whole: without it the planner
 * walks the name index testing every product, to stop early at the page.
 */
function searchedPage(db: Executor, s: Shape) {
  const hits = db
    .select({ id: products.id, k: sortKeyOf(s).as('k') })
    .from(products)
    .where(whereOf(placeholdersOf(s)))
    .limit(CAP)
    .as('hits');
  return db
    .select({ id: hits.id, k: hits.k, total: sql<number>`count(*) over ()`.as('total') })
    .from(hits)
    .orderBy(s.descending ? desc(hits.k) : asc(hits.k), asc(hits.id))
    .limit(P.limit)
    .offset(P.offset)
    .as('page');
}

/** The page's records in its order, each row carrying the total. */
function pageStatement(db: Executor, s: Shape) {
  const page = s.path === 'hits' ? searchedPage(db, s) : walkedPage(db, s);
  return db
    .select({ ...productColumns(P.branchId), total: page.total })
    .from(page)
    .innerJoin(products, sameCompany(products, P, eq(products.id, page.id)))
    .leftJoin(branchStock, branchStockJoin(P.branchId))
    .orderBy(s.descending ? desc(page.k) : asc(page.k), asc(page.id))
    .prepare(nameOf(s));
}

const countStatement = (db: Executor, s: Shape) =>
  db
    .select({ n: sql<number | string>`${totalOf(db, s)}` })
    .from(sql`(select 1) as one`)
    .prepare(nameOf(s));

type PageStatement = ReturnType<typeof pageStatement>;
type CountStatement = ReturnType<typeof countStatement>;

/** Prepared statements per database object and shape: built once, planned by the database once per connection. */
const prepared = new WeakMap<Executor, Map<string, PageStatement | CountStatement>>();

function statementOf<T extends PageStatement | CountStatement>(
  db: Executor,
  s: Shape,
  build: (db: Executor, s: Shape) => T,
): T {
  let byShape = prepared.get(db);
  if (!byShape) {
    byShape = new Map();
    prepared.set(db, byShape);
  }
  const key = keyOf(s);
  const found = byShape.get(key) as T | undefined;
  if (found) return found;
  const statement = build(db, s);
  byShape.set(key, statement);
  return statement;
}

type Values = {
  companyId: string;
  branchId: string;
  pattern: string | undefined;
  category: string | undefined;
};

/**
 * The planner's estimate of how many products match (its row estimate for the filter, read from
 * EXPLAIN with the request's values), at least CAP: said of a total past the exact count.
 */
async function estimatedTotal(db: Executor, s: Shape, values: Values): Promise<number> {
  const query = matching(db, s, { ...values, lowStock: s.lowStock }, values.branchId);
  const result = await db.execute(sql`explain (format json) ${query}`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
    Plan?: { 'Plan Rows'?: number };
  }>;
  return Math.max(CAP, Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0));
}

/**
 * One page of the company's products with the branch's stock, filtered and sorted in SQL by prepared
 * statements: the page's ids (over a search's hits, or along the sort order), their records and the
 * total. An empty page (none match, or past the end) counts on its own.
 *
 * Totals of filtered lists are exact up to EXACT_TOTAL_UP_TO matches; past that the count stops and
 * the total is the planner's estimate (`totalIsEstimate`), so a broad filter costs a page, not a count
 * of every match. A search gathers its hits through the trigram index (up to CAP) and cuts its page
 * from them in one statement; only a broad one (CAP hits, so its page from the gathered hits may miss
 * matches) then walks the sort order, where matches come quickly.
 */
export async function listProducts(db: Executor, companyId: string, branchId: string, q: ListFilter) {
  const values = {
    companyId,
    branchId,
    pattern: containsPattern(q.search),
    category: q.category,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  };
  const shape = shapeOf(q);
  const pageOf = async (s: Shape) =>
    (await statementOf(db, s, pageStatement).execute(values)) as (ProductRow & { total: number | null })[];
  const countOf = async (s: Shape) => {
    const [row] = await statementOf(db, { ...s, path: 'count' }, countStatement).execute(values);
    return Number(row?.n ?? 0);
  };
  const answer = (rows: ProductRow[], total: number, totalIsEstimate: boolean) => ({
    items: rows.map(toProduct),
    total,
    totalIsEstimate,
    page: q.page,
    limit: q.limit,
  });
  if (shape.path === 'hits') {
    const rows = await pageOf(shape);
    const matches = rows.length > 0 ? Number(rows[0]?.total ?? 0) : q.page === 1 ? 0 : await countOf(shape);
    if (matches < CAP) return answer(rows, matches, false);
    return answer(await pageOf({ ...shape, path: 'page' }), await estimatedTotal(db, shape, values), true);
  }
  const rows = await pageOf(shape);
  const total = rows.length === 0 ? await countOf(shape) : Number(rows[0]?.total ?? 0);
  if (filtered(shape) && total >= CAP) return answer(rows, await estimatedTotal(db, shape, values), true);
  return answer(rows, total, false);
}
