import type { StockTake } from '@tawi/contracts';
import type { Database, Executor } from '@tawi/db';
import { ETIMS_STOCK_IO_TYPES, Money, type StockMove, todayIn } from '@tawi/domain';
import { AppError, fieldError } from '../../platform/app-error';
import { auditUpdate } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { etimsPartId, queueEtimsStock, unitCostOf } from '../etims';
import { postStockValue, type StockValuePart } from './post-stock-value';
import { findProductsByRefs, productNamed } from './products-by-id';
import { countStock } from './stock-writer';

/**
 * A stock count: each counted quantity against the book quantity becomes a stock-take movement
 * (found stock in at average cost, missing stock out at average cost), all in one transaction with
 * one journal entry against stock adjustments.
 */
export async function takeStock(db: Database, ctx: RequestContext, input: StockTake) {
  const branchId = scopedBranchId(ctx, input.branchId);
  const date = input.date ?? todayIn();
  const counted = await resolveCounts(db, ctx, branchId, input.counts);
  return db.transaction(async (tx) => {
    const lines = [];
    const parts: StockValuePart[] = [];
    const moves: { productId: string; move: StockMove }[] = [];
    for (const { product, countedQty } of counted) {
      const target = {
        productId: product.id,
        branchId,
        kind: 'stock_take' as const,
        date,
        sku: product.sku,
        source: { type: 'stock-take', reason: input.reason ?? 'Stock take' },
      };
      const move = await countStock(tx, ctx, target, countedQty, product.costPrice);
      if (move) parts.push({ branchId, value: move.value, counter: 'stock_adjustments' });
      if (move) moves.push({ productId: product.id, move });
      lines.push({
        ...lineOf(product, countedQty),
        bookQty: Money.of(countedQty)
          .minus(move?.qty ?? 0)
          .toNumber(),
        difference: Number(move?.qty ?? 0),
        value: Number(move?.value ?? 0),
      });
    }
    const entryNumber = await postStockValue(
      tx,
      ctx,
      { branchId, date, memo: input.reason ?? 'Stock take', source: { type: 'stock-take', id: branchId } },
      parts,
    );
    await reportCount(tx, ctx, { branchId, date, reason: input.reason ?? 'Stock take' }, moves);
    await auditUpdate(tx, ctx, 'stock-take', branchId, `${lines.length} products counted`, { after: lines });
    return { entryNumber, lines };
  });
}

/** The count to KRA: what was found as one adjustment in, what was missing as one adjustment out. */
async function reportCount(
  tx: Executor,
  ctx: RequestContext,
  count: { branchId: string; date: string; reason: string },
  moves: readonly { productId: string; move: StockMove }[],
) {
  const id = crypto.randomUUID();
  for (const found of [true, false]) {
    await queueEtimsStock(tx, ctx, {
      branchId: count.branchId,
      documentId: etimsPartId(id, found ? 'in' : 'out'),
      documentNumber: count.reason.slice(0, 60),
      date: count.date,
      type: found ? ETIMS_STOCK_IO_TYPES.adjustmentIn : ETIMS_STOCK_IO_TYPES.adjustmentOut,
      lines: moves
        .filter(({ move }) => Money.of(move.qty).isPositive() === found)
        .map(({ productId, move }) => ({ productId, qty: move.qty, unitCost: unitCostOf(move) })),
    });
  }
}

const lineOf = (
  product: { id: string; sku: string; name: string; currentStock: number },
  countedQty: number,
) => ({
  productId: product.id,
  sku: product.sku,
  name: product.name,
  bookQty: product.currentStock,
  countedQty,
});

/** Each count's product (by id or sku), with the branch's stock; unknown ones are 422 `product-not-found`. */
async function resolveCounts(
  db: Database,
  ctx: RequestContext,
  branchId: string,
  counts: StockTake['counts'],
) {
  const refOf = (c: StockTake['counts'][number]) => (c.productId ? { id: c.productId } : { sku: c.sku });
  const found = await findProductsByRefs(db, ctx.companyId, branchId, counts.map(refOf));
  const seen = new Set<string>();
  return counts.map((count, i) => {
    if (!count.productId && !count.sku) throw fieldError(`counts.${i}`, 'Give a productId or an sku');
    const product = productNamed(found, refOf(count));
    if (!product) {
      throw new AppError('product-not-found', 'Product not found', { line: i + 1, sku: count.sku ?? null });
    }
    if (seen.has(product.id)) throw fieldError(`counts.${i}`, `${product.sku} is counted twice`);
    seen.add(product.id);
    return { product, countedQty: count.countedQty };
  });
}
