import type { ProductListQuery, ProductRecord } from '@tawi/contracts';
import { type Executor, products } from '@tawi/db';
import { asc, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { notFound } from '../../platform/app-error';
import { liveOf } from '../../platform/company-rows';
import { containsPattern } from '../../platform/like-pattern';
import { branchStock, branchStockJoin, productColumns, stockFigures, toProduct } from './product-record';
import { findProductsByRefs, productRecordsWhere } from './products-by-id';

/** A value in a filter: known now, or a placeholder filled when a prepared statement runs. */
export type Param = string | Placeholder;

export const SORTS: Record<string, SQL | AnyPgColumn> = {
  name: sql`lower(${products.name})`,
  sku: sql`lower(${products.sku})`,
  category: sql`lower(coalesce(${products.category}, ''))`,
  sellingPrice: products.sellingPrice,
  currentStock: stockFigures.currentStock,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export function sortOf(sort: string | undefined) {
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
export type ListFilter = Filter & { page: number; limit: number; sort?: string | undefined };

/** A filter as SQL sees it: the search as a LIKE pattern (see containsPattern). */
export interface Match {
  companyId: Param;
  pattern?: Param | undefined;
  category?: Param | undefined;
  lowStock?: boolean | undefined;
}

const matchOf = (companyId: string, filter: Filter): Match => ({
  companyId,
  pattern: containsPattern(filter.search),
  category: filter.category || undefined,
  lowStock: filter.lowStock,
});

/**
 * Live products of the company matching the filter; the search is a case-insensitive substring of
 * name, sku or description (served by the trigram index on search_text). Low stock (currentStock
 * <= minimumStock) is among the products the branch carries (has a stock row for); the list itself
 * shows every product of the item master, at 0 where the branch holds none.
 */
export function whereOf(match: Match): SQL | undefined {
  return liveOf(
    products,
    match.companyId,
    match.pattern ? sql`${products.searchText} like ${match.pattern}` : undefined,
    match.category ? sql`lower(${products.category}) = lower(${match.category})` : undefined,
    match.lowStock ? sql`${branchStock.currentStock} <= ${branchStock.minimumStock}` : undefined,
  );
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
    .where(whereOf(matchOf(companyId, q)))
    .orderBy(...orderOf(q.sort));
  return rows.map(toProduct);
}

export async function findProduct(
  db: Executor,
  companyId: string,
  branchId: string,
  id: string,
): Promise<ProductRecord> {
  const [row] = await productRecordsWhere(db, branchId, liveOf(products, companyId, eq(products.id, id)));
  if (!row) throw notFound('Product');
  return toProduct(row);
}

/** Products by sku (case-insensitive), with the branch's stock, by SKU. */
export function productsBySku(
  db: Executor,
  companyId: string,
  branchId: string,
  skus: readonly string[],
): Promise<ProductRecord[]> {
  return findProductsByRefs(
    db,
    companyId,
    branchId,
    skus.map((sku) => ({ sku })),
  );
}

export async function productCategories(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: products.category })
    .from(products)
    .where(liveOf(products, companyId, sql`${products.category} is not null`))
    .orderBy(asc(products.category));
  return rows.flatMap((r) => (r.category ? [r.category] : []));
}
