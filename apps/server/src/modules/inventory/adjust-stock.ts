import type { StockAdjustment } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { ETIMS_STOCK_IO_TYPES, Money } from '@tawi/domain';
import { recordAudit } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import { companyToday } from '../../platform/company-today';
import type { RequestContext } from '../../platform/request-context';
import { queueEtimsStock, unitCostOf } from '../etims';
import { postStockValue } from './post-stock-value';
import { findProduct } from './products.repo';
import { addStock, removeStock } from './stock-writer';

/**
 * A stock adjustment with its reason: an increase comes in at `unitCost` (default the branch's
 * average, else the cost price), a decrease leaves at average cost; the value posts inventory
 * against stock adjustments, dated `input.date` (default today in the company's time zone; in a locked
 * period 422 `period-locked`). Refused with 422 `insufficient-stock` when more leaves than is held.
 */
export async function adjustStock(
  db: Database,
  ctx: RequestContext,
  productId: string,
  input: StockAdjustment,
) {
  const branchId = scopedBranchId(ctx, input.branchId);
  const product = await findProduct(db, ctx.companyId, branchId, productId);
  const date = input.date ?? (await companyToday(db, ctx.companyId));
  await db.transaction(async (tx) => {
    const target = {
      productId,
      branchId,
      kind: 'adjustment' as const,
      date,
      source: { type: 'adjustment', reason: input.reason },
    };
    const quantity = Money.of(input.quantity);
    const move = quantity.isPositive()
      ? await addStock(
          tx,
          ctx,
          target,
          input.unitCost === undefined
            ? { qty: input.quantity, atAverage: true as const, fallbackCost: product.costPrice }
            : { qty: input.quantity, unitCost: input.unitCost },
        )
      : await removeStock(tx, ctx, { ...target, sku: product.sku }, quantity.neg().toFixed(3));
    await postStockValue(
      tx,
      ctx,
      {
        branchId,
        date,
        memo: `Stock adjustment ${product.sku}: ${input.reason}`,
        source: { type: 'stock-adjustment', id: productId },
      },
      [{ branchId, value: move.value, counter: 'stock_adjustments' }],
    );
    await queueEtimsStock(tx, ctx, {
      branchId,
      documentId: crypto.randomUUID(),
      documentNumber: `Adjustment ${product.sku}`,
      date,
      type: quantity.isPositive() ? ETIMS_STOCK_IO_TYPES.adjustmentIn : ETIMS_STOCK_IO_TYPES.adjustmentOut,
      lines: [{ productId, qty: move.qty, unitCost: unitCostOf(move) }],
    });
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'stock',
      entityId: productId,
      summary: `${product.sku} ${move.qty} (${input.reason})`,
      before: { currentStock: product.currentStock, stockValue: product.stockValue },
      after: move.position,
    });
  });
  return findProduct(db, ctx.companyId, branchId, productId);
}
