import type { ProductRecord } from '@tawi/contracts';
import { type Executor, products } from '@tawi/db';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
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

/**
 * The live product the counter's scan field names: by barcode first (exact), else by SKU (any case);
 * 404 `not-found` naming the code when neither.
 */
export async function findProductByCode(db: Executor, companyId: string, branchId: string, code: string) {
  const rows = await db
    .select(productColumns(branchId))
    .from(products)
    .leftJoin(branchStock, branchStockJoin(branchId))
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.isDeleted, false),
        or(eq(products.barcode, code), sql`lower(${products.sku}) = lower(${code})`),
      ),
    )
    .limit(2);
  const row = rows.find((r) => r.product.barcode === code) ?? rows[0];
  if (!row) throw new AppError('not-found', `No product with barcode or SKU ${code}`, { code });
  return toProduct(row);
}
