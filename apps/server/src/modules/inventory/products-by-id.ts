import type { ProductRecord } from '@tawi/contracts';
import { type Executor, products } from '@tawi/db';
import { asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { liveOf } from '../../platform/company-rows';
import { branchStock, branchStockJoin, productColumns, toProduct } from './product-record';

/** A product named by id, or by SKU in any case (a purchase item's `itemId` may be either). */
export interface ProductRef {
  id?: string | undefined;
  sku?: string | undefined;
}

const UUID = /^[0-9a-f-]{36}$/i;

/** Where a product is one of the company's live ones that `refs` name (undefined: they name none). */
function namedBy(companyId: string, refs: readonly ProductRef[]) {
  const ids = [...new Set(refs.flatMap((r) => (r.id && UUID.test(r.id) ? [r.id] : [])))];
  const skus = [...new Set(refs.flatMap((r) => (r.sku ? [r.sku.toLowerCase()] : [])))];
  if (ids.length === 0 && skus.length === 0) return undefined;
  return liveProduct(
    companyId,
    or(
      ids.length ? inArray(products.id, ids) : undefined,
      skus.length ? inArray(sql`lower(${products.sku})`, skus) : undefined,
    ),
  );
}

/** Where a product is one of the company's, not deleted, and `where` holds. */
const liveProduct = (companyId: string, where: SQL | undefined) => liveOf(products, companyId, where);

/** Product records where `where` holds, with the branch's stock. */
export const productRecordsWhere = (db: Executor, branchId: string, where: SQL | undefined) =>
  db
    .select(productColumns(branchId))
    .from(products)
    .leftJoin(branchStock, branchStockJoin(branchId))
    .where(where)
    .$dynamic();

/** The product of `found` that `ref` names: by id, else by SKU (any case). */
export function productNamed<P extends { id: string; sku: string }>(found: readonly P[], ref: ProductRef) {
  const sku = ref.sku?.toLowerCase();
  return found.find((p) => p.id === ref.id) ?? found.find((p) => p.sku.toLowerCase() === sku);
}

/** The company's live products that `refs` name (productNamed picks each one's), with the branch's stock, by SKU. */
export async function findProductsByRefs(
  db: Executor,
  companyId: string,
  branchId: string,
  refs: readonly ProductRef[],
): Promise<ProductRecord[]> {
  const where = namedBy(companyId, refs);
  if (!where) return [];
  const rows = await productRecordsWhere(db, branchId, where).orderBy(asc(products.sku));
  return rows.map(toProduct);
}

/** The ids of the products `refs` name, each by id or SKU; one named by none is 422 `product-not-found`. */
export async function productIdsOf(db: Executor, companyId: string, refs: readonly string[]) {
  const named = refs.map((ref) => ({ id: ref, sku: ref }));
  const where = namedBy(companyId, named);
  const found = where
    ? await db.select({ id: products.id, sku: products.sku }).from(products).where(where)
    : [];
  return named.map((ref) => {
    const product = productNamed(found, ref);
    if (!product) throw new AppError('product-not-found', 'Product not found', { itemId: ref.id });
    return product.id;
  });
}

/**
 * The live product the counter's scan field names: by barcode first (exact), else by SKU (any case);
 * 404 `not-found` naming the code when neither.
 */
export async function findProductByCode(db: Executor, companyId: string, branchId: string, code: string) {
  const byCode = or(eq(products.barcode, code), sql`lower(${products.sku}) = lower(${code})`);
  const rows = await productRecordsWhere(db, branchId, liveProduct(companyId, byCode)).limit(2);
  const row = rows.find((r) => r.product.barcode === code) ?? rows[0];
  if (!row) throw new AppError('not-found', `No product with barcode or SKU ${code}`, { code });
  return toProduct(row);
}
