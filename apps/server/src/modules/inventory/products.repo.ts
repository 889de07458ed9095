import type { Product, ProductListQuery } from '@tawi/contracts';
import { type Executor, productSearchText, products } from '@tawi/db';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../platform/app-error';
import { branchStock, branchStockJoin, productColumns, stockFigures, toProduct } from './product-record';
import { findProductsByIds } from './products-by-id';

const likeEscape = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive substring over name, sku and description (served by the trigram index). */
export const searchProducts = (search: string, table: Parameters<typeof productSearchText>[0] = products) =>
  sql`${productSearchText(table)} like ${`%${likeEscape(search)}%`}`;

/** Trigrams need 3 characters: a shorter term is a plain filter. */
const TRIGRAM_MIN = 3;
const hit = alias(products, 'hit');

const searchHits = (companyId: string, search: string) =>
  sql`select ${hit.id} from ${products} as hit where ${hit.companyId} = ${companyId} and not ${hit.isDeleted} and ${searchProducts(search, hit)}`;

/**
 * The search as a condition on products.id. `= any(array(subquery))` runs the subquery once, on the
 * trigram index, so the planner cannot trade it for a walk down the name index that evaluates the
 * search expression row by row (10 ms and more at 100k products).
 */
function searchCondition(companyId: string, search: string): SQL {
  if (search.length < TRIGRAM_MIN) return searchProducts(search);
  return sql`${products.id} = any(array(${searchHits(companyId, search)}))`;
}

const SORTS: Record<string, SQL | AnyPgColumn> = {
  name: sql`lower(${products.name})`,
  sku: sql`lower(${products.sku})`,
  category: sql`lower(coalesce(${products.category}, ''))`,
  sellingPrice: products.sellingPrice,
  currentStock: stockFigures.currentStock,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

function sortOf(sort: string | undefined) {
  const descending = sort?.startsWith('-') ?? false;
  const key = sort?.replace(/^-/, '') ?? 'name';
  return { key: SORTS[key] ? key : 'name', descending };
}

function orderOf(sort: string | undefined) {
  const { key, descending } = sortOf(sort);
  const column = SORTS[key];
  if (!column) throw new Error('no default sort');
  return [descending ? desc(column) : asc(column), asc(products.id)];
}

type Filter = Pick<ProductListQuery, 'search' | 'category' | 'lowStock'>;

/**
 * Live products of the company matching the filter. Low stock (currentStock <= minimumStock) is
 * among the products the branch carries (has a stock row for); the list itself shows every product
 * of the item master, at 0 where the branch holds none.
 */
function whereOf(companyId: string, filter: Filter): SQL | undefined {
  return and(
    eq(products.companyId, companyId),
    eq(products.isDeleted, false),
    filter.search ? searchCondition(companyId, filter.search) : undefined,
    filter.category ? sql`lower(${products.category}) = lower(${filter.category})` : undefined,
    filter.lowStock ? sql`${branchStock.currentStock} <= ${branchStock.minimumStock}` : undefined,
  );
}

/** The branch's stock row is joined only when the filter or the sort reads it. */
const needsStock = (q: Filter & { sort?: string | undefined }) =>
  q.lowStock === true || sortOf(q.sort).key === 'currentStock';

/**
 * One page of the company's products with the branch's stock, filtered and sorted in SQL: first the
 * page's ids (from products alone unless the filter or sort reads stock), then their records.
 */
export async function listProducts(
  db: Executor,
  companyId: string,
  branchId: string,
  q: Filter & { page: number; limit: number; sort?: string | undefined },
) {
  const where = whereOf(companyId, q);
  const pageIds = db.select({ id: products.id }).from(products).$dynamic();
  const countAll = db.select({ n: count() }).from(products).$dynamic();
  const joined = needsStock(q);
  const [page, [total]] = await Promise.all([
    (joined ? pageIds.leftJoin(branchStock, branchStockJoin(branchId)) : pageIds)
      .where(where)
      .orderBy(...orderOf(q.sort))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    (q.lowStock ? countAll.leftJoin(branchStock, branchStockJoin(branchId)) : countAll).where(where),
  ]);
  const records = await findProductsByIds(
    db,
    companyId,
    branchId,
    page.map((p) => p.id),
  );
  const items = page.flatMap((p) => {
    const record = records.get(p.id);
    return record ? [record] : [];
  });
  return { items, total: Number(total?.n ?? 0), page: q.page, limit: q.limit };
}

/** Every product matching the filter (for exports), sorted. */
export async function allProducts(
  db: Executor,
  companyId: string,
  branchId: string,
  q: Filter & { sort?: string | undefined },
) {
  const rows = await db
    .select(productColumns(branchId))
    .from(products)
    .leftJoin(branchStock, branchStockJoin(branchId))
    .where(whereOf(companyId, q))
    .orderBy(...orderOf(q.sort));
  return rows.map(toProduct);
}

export async function findProduct(
  db: Executor,
  companyId: string,
  branchId: string,
  id: string,
): Promise<Product> {
  const [row] = await db
    .select(productColumns(branchId))
    .from(products)
    .leftJoin(branchStock, branchStockJoin(branchId))
    .where(and(eq(products.companyId, companyId), eq(products.id, id), eq(products.isDeleted, false)));
  if (!row) throw notFound('Product');
  return toProduct(row);
}

/** Products by sku (case-insensitive), with the branch's stock. */
export async function productsBySku(
  db: Executor,
  companyId: string,
  branchId: string,
  skus: readonly string[],
) {
  if (skus.length === 0) return [];
  const rows = await db
    .select(productColumns(branchId))
    .from(products)
    .leftJoin(branchStock, branchStockJoin(branchId))
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.isDeleted, false),
        inArray(
          sql`lower(${products.sku})`,
          skus.map((s) => s.toLowerCase()),
        ),
      ),
    )
    .orderBy(asc(products.sku));
  return rows.map(toProduct);
}

export async function productCategories(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: products.category })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.isDeleted, false),
        sql`${products.category} is not null`,
      ),
    )
    .orderBy(asc(products.category));
  return rows.flatMap((r) => (r.category ? [r.category] : []));
}
