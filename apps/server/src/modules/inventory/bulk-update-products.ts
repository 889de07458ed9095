import type { ProductBulkUpdate } from '@tawi/contracts';
import { type Database, products } from '@tawi/db';
import { Money } from '@tawi/domain';
import { inArray, sql } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import { liveOf } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { setReorderLevel } from './save-product';

/**
 * Changes the selected products in one transaction: category, price (new price, or a percentage
 * change rounded half-up to the cent), reorder level of the branch in scope, tax category. Any id
 * that is not a live product of the company refuses the whole request (404), changing nothing.
 */
export async function bulkUpdateProducts(db: Database, ctx: RequestContext, input: ProductBulkUpdate) {
  const branchId = scopedBranchId(ctx, input.branchId);
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const scope = liveOf(products, ctx.companyId, inArray(products.id, ids));
    const found = await tx
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(scope)
      .for('update');
    if (found.length !== ids.length) throw notFound('Product');
    const factor =
      input.priceChangePercent === undefined
        ? null
        : Money.of(100).plus(input.priceChangePercent).dividedBy(100);
    await tx
      .update(products)
      .set({
        category: input.category,
        taxCategory: input.taxCategory,
        sellingPrice:
          input.sellingPrice !== undefined
            ? Money.of(input.sellingPrice).toFixed()
            : factor
              ? sql`round(${products.sellingPrice} * ${factor.toDecimal().toString()}::numeric, 2)`
              : undefined,
        updatedAt: new Date(),
      })
      .where(scope);
    if (input.minimumStock !== undefined) {
      for (const id of ids) await setReorderLevel(tx, ctx.companyId, id, branchId, input.minimumStock);
    }
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'product',
      entityId: ids[0] ?? branchId,
      summary: `Bulk update of ${ids.length} products: ${found.map((f) => f.sku).join(', ')}`.slice(0, 500),
      after: input,
    });
    return { updated: ids.length };
  });
}
