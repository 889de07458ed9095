import type { ProductRecord } from '@tawi/contracts';
import { type Executor, products } from '@tawi/db';
import { and, eq, inArray } from 'drizzle-orm';
import { branchStock, branchStockJoin, productColumns, toProduct } from './product-record';

/** Live products of the company by id, with the branch's stock. */
export async function findProductsByIds(
  db: Executor,
  companyId: string,
  branchId: string,
  ids: readonly string[],
): Promise<Map<string, ProductRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(productColumns(branchId))
    .from(products)
    .leftJoin(branchStock, branchStockJoin(branchId))
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.isDeleted, false),
        inArray(products.id, [...new Set(ids)]),
      ),
    );
  return new Map(rows.map((r) => [r.product.id, toProduct(r)]));
}
