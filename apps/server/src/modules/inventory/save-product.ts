import type { ProductCreate, ProductUpdate } from '@tawi/contracts';
import { type Database, type Executor, productStock, products } from '@tawi/db';
import { ETIMS_STOCK_IO_TYPES, Money, todayIn } from '@tawi/domain';
import { eq, ne, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { auditCreate, auditDelete, auditUpdate } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import { liveOf, ofCompany } from '../../platform/company-rows';
import { companySellsAtShelfPrices } from '../../platform/company-vat';
import { markFiguresChanged } from '../../platform/figures-version';
import { lockedRow } from '../../platform/locked-row';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { queueEtimsStock } from '../etims';
import { postStockValue } from './post-stock-value';
import { changedEtimsCodes, newProductEtimsCodes } from './product-etims-codes';
import { findProduct } from './products.repo';
import { addStock } from './stock-writer';

/** Another live product of the company (not `exceptId`) that meets `clashes`: its sku, if there is one. */
async function otherProductWhere(tx: Executor, companyId: string, clashes: SQL, exceptId?: string) {
  const notItself = exceptId ? ne(products.id, exceptId) : undefined;
  const [clash] = await tx
    .select({ sku: products.sku })
    .from(products)
    .where(liveOf(products, companyId, clashes, notItself))
    .limit(1);
  return clash;
}

/** 409 `duplicate-sku` when another live product of the company has this sku (any case). */
export async function assertSkuFree(tx: Executor, companyId: string, sku: string, exceptId?: string) {
  if (await otherProductWhere(tx, companyId, sql`lower(${products.sku}) = lower(${sku})`, exceptId)) {
    throw new AppError('duplicate-sku', `A product with SKU ${sku} already exists`, {
      fields: { sku: 'Already used by another product' },
    });
  }
}

/** 409 `duplicate-barcode` when another live product of the company has this barcode. */
export async function assertBarcodeFree(
  tx: Executor,
  companyId: string,
  barcode: string | null | undefined,
  exceptId?: string,
) {
  if (!barcode) return;
  const clash = await otherProductWhere(tx, companyId, eq(products.barcode, barcode), exceptId);
  if (clash) {
    throw new AppError('duplicate-barcode', `Barcode ${barcode} is already on ${clash.sku}`, {
      fields: { barcode: `Already on product ${clash.sku}` },
    });
  }
}

/** Creates the product; opening stock comes into the branch at the cost price, against opening balance equity. */
export async function createProduct(db: Database, ctx: RequestContext, input: ProductCreate) {
  const branchId = scopedBranchId(ctx, input.branchId);
  const { openingStock, branchId: _, etims, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    await assertSkuFree(tx, ctx.companyId, fields.sku);
    await assertBarcodeFree(tx, ctx.companyId, fields.barcode);
    const row = await tx
      .insert(products)
      .values({
        ...fields,
        ...(await newProductEtimsCodes(tx, ctx.companyId, fields.unit, etims)),
        companyId: ctx.companyId,
        sellingPriceIncludesTax:
          fields.sellingPriceIncludesTax ?? (await companySellsAtShelfPrices(tx, ctx.companyId)),
        sellingPrice: Money.of(fields.sellingPrice).toFixed(),
        costPrice: Money.of(fields.costPrice).toFixed(6),
        minimumStock: String(fields.minimumStock),
        createdBy: ctx.userId,
      })
      .returning()
      .then(returnedRow('product insert'));
    if (openingStock > 0) {
      const date = todayIn();
      const move = await addStock(
        tx,
        ctx,
        { productId: row.id, branchId, kind: 'opening', date, source: { reason: 'Opening stock' } },
        { qty: openingStock, unitCost: fields.costPrice },
      );
      await postStockValue(
        tx,
        ctx,
        { branchId, date, memo: `Opening stock of ${row.sku}`, source: { type: 'product', id: row.id } },
        [{ branchId, value: move.value, counter: 'opening_balance_equity' }],
      );
      await queueEtimsStock(tx, ctx, {
        branchId,
        documentId: row.id,
        documentNumber: `Opening stock ${row.sku}`,
        date,
        type: ETIMS_STOCK_IO_TYPES.adjustmentIn,
        lines: [{ productId: row.id, qty: openingStock, unitCost: fields.costPrice }],
      });
    }
    await auditCreate(tx, ctx, 'product', row.id, row.sku, row);
    return row.id;
  });
  return findProduct(db, ctx.companyId, branchId, id);
}

/** Updates the master; `minimumStock` is the reorder level of the branch in scope. */
export async function updateProduct(db: Database, ctx: RequestContext, id: string, input: ProductUpdate) {
  const branchId = scopedBranchId(ctx, input.branchId);
  const before = await findProduct(db, ctx.companyId, branchId, id);
  const { minimumStock, defaultMinimumStock, branchId: _, etims, ...fields } = input;
  await db.transaction(async (tx) => {
    if (fields.sku !== undefined) await assertSkuFree(tx, ctx.companyId, fields.sku, id);
    await assertBarcodeFree(tx, ctx.companyId, fields.barcode, id);
    const current = await lockedRow(tx, ctx.companyId, products, id);
    await tx
      .update(products)
      .set({
        name: fields.name,
        sku: fields.sku,
        barcode: fields.barcode,
        description: fields.description,
        category: fields.category,
        unit: fields.unit,
        taxCategory: fields.taxCategory,
        sellingPriceIncludesTax: fields.sellingPriceIncludesTax,
        sellingPrice: fields.sellingPrice === undefined ? undefined : Money.of(fields.sellingPrice).toFixed(),
        costPrice: fields.costPrice === undefined ? undefined : Money.of(fields.costPrice).toFixed(6),
        minimumStock: defaultMinimumStock === undefined ? undefined : String(defaultMinimumStock),
        ...(current && changedEtimsCodes(current, etims)),
        updatedAt: new Date(),
      })
      .where(ofCompany(products, ctx.companyId, eq(products.id, id)));
    if (minimumStock !== undefined) await setReorderLevel(tx, ctx.companyId, id, branchId, minimumStock);
    await markFiguresChanged(tx, ctx.companyId); // names and reorder levels the dashboard shows
    await auditUpdate(tx, ctx, 'product', id, before.sku, { before, after: input });
  });
  return findProduct(db, ctx.companyId, branchId, id);
}

/** The branch's reorder level (its stock row is created when it has none); the dashboard's low stock follows. */
export async function setReorderLevel(
  tx: Executor,
  companyId: string,
  productId: string,
  branchId: string,
  minimumStock: number,
) {
  await tx
    .insert(productStock)
    .values({ companyId, productId, branchId, minimumStock: String(minimumStock) })
    .onConflictDoUpdate({
      target: [productStock.companyId, productStock.productId, productStock.branchId],
      set: { minimumStock: String(minimumStock), updatedAt: new Date() },
    });
  await markFiguresChanged(tx, companyId);
}

/** Soft delete (spec): isDeleted and deletedAt; gone from lists, its sku free again. Stock history stays. */
export async function deleteProduct(db: Database, ctx: RequestContext, id: string) {
  const before = await findProduct(db, ctx.companyId, ctx.homeBranchId, id);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(products)
      .set({ isDeleted: true, deletedAt: now, updatedAt: now })
      .where(ofCompany(products, ctx.companyId, eq(products.id, id)));
    await auditDelete(tx, ctx, 'product', id, before.sku, before);
  });
}
