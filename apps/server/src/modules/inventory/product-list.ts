import { type Executor, productCounts, products } from '@tawi/db';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/like-pattern';
import { branchStock, branchStockJoin, type ProductRow, productColumns, toProduct } from './product-record';
import { type ListFilter, type Match, SORTS, sortOf, whereOf } from './products.repo';

/** Trigrams need 3 characters: shorter terms cannot use the trigram index. */
const TRIGRAM_MIN = 3;
const NEVER_REACHED = 2 ** 31 - 1;

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
 * matches from the trigram index, `walk` follows the sort order, `count` only counts), the sort and
 * which filters are present.
 */
interface Shape {
  path: 'hits' | 'walk' | 'count';
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

/** How many products match: the kept count when nothing filters, else a count. */
function totalOf(db: Executor, s: Shape): SQL {
  if (!s.search && !s.category && !s.lowStock) {
    return sql`(select ${productCounts.live} from ${productCounts} where ${productCounts.companyId} = ${P.companyId})`;
  }
  const counted = db.select({ n: count() }).from(products).$dynamic();
  return sql`(${(s.lowStock ? counted.leftJoin(branchStock, branchStockJoin(P.branchId)) : counted).where(whereOf(placeholdersOf(s)))})`;
}

/** The page's ids and sort keys walking the sort order, with the total alongside. */
function walkedPage(db: Executor, s: Shape) {
  const key = sortKeyOf(s);
  const ids = db
    .select({ id: products.id, k: key.as('k'), total: sql<number>`${totalOf(db, s)}`.as('total') })
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
 * A search's page from its hits: every match gathered through the trigram index, then counted and
 * the page cut from them in the sort order. The subquery's LIMIT (never reached) keeps it whole:
 * without it the planner walks the name index testing every product, to stop early at the page.
 */
function searchedPage(db: Executor, s: Shape) {
  const hits = db
    .select({ id: products.id, k: sortKeyOf(s).as('k') })
    .from(products)
    .where(whereOf(placeholdersOf(s)))
    .limit(NEVER_REACHED)
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
    .innerJoin(products, and(eq(products.companyId, P.companyId), eq(products.id, page.id)))
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

/**
 * One page of the company's products with the branch's stock, filtered and sorted in SQL, in one
 * prepared statement: the page's ids (over a search's hits, or along the sort order), their records
 * and the total. An empty page (none match, or past the end) counts on its own.
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
  const rows = (await statementOf(db, shape, pageStatement).execute(values)) as (ProductRow & {
    total: number;
  })[];
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0) {
    const [row] = await statementOf(db, { ...shape, path: 'count' }, countStatement).execute(values);
    total = Number(row?.n ?? 0);
  }
  return { items: rows.map(toProduct), total, page: q.page, limit: q.limit };
}
