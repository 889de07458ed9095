import { type Executor, productStock, products, stockMovements } from '@tawi/db';
import {
  averageCost,
  Money,
  type MovementKind,
  noValueIn,
  type StockMove,
  type StockPosition,
  stockIn,
  stockInAtValue,
  stockOut,
  stockOutBelowZero,
} from '@tawi/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { keyedJoin, ofCompany } from '../../platform/company-rows';
import type { Actor } from '../../platform/request-context';

/** Where a movement comes from: a document (its type, id and number) and/or a reason. */
export interface MovementSource {
  type?: string;
  id?: string;
  number?: string;
  reason?: string;
}

interface Target {
  productId: string;
  branchId: string;
  kind: MovementKind;
  date: string;
  source?: MovementSource;
}

/** The stock row of one product at one branch of the company (that also meets `more`). */
function stockRowAt(companyId: string, at: { productId: string; branchId: string }, ...more: SQL[]) {
  const place = and(eq(productStock.productId, at.productId), eq(productStock.branchId, at.branchId));
  return ofCompany(productStock, companyId, place, ...more);
}

/**
 * How much comes in: at a unit cost; carrying a value fixed elsewhere (a transfer); or at the
 * branch's current average cost, `fallbackCost` when it holds none.
 */
export type Inbound =
  | { qty: string | number; unitCost: string | number }
  | { qty: string | number; value: string }
  | { qty: string | number; atAverage: true; fallbackCost: string | number };

const INBOUND_RECEIPTS: readonly MovementKind[] = ['receipt', 'transfer_in', 'opening'];

/** A product's stock at one branch, as a lock key. */
export interface StockKey {
  productId: string;
  branchId: string;
}

/**
 * Locks, up front and in the one global order (product id, then branch id), the existing stock rows a
 * write will change, so two writers touching the same rows always queue in the same order and can never
 * wait on each other in a cycle (opposite transfers, a goods receipt beside an invoice). Every stock
 * writer calls it before its first stock change; rows that do not exist yet are created and locked
 * later by `lockPosition`. See docs/adr/005-lock-order.md.
 */
export async function lockStockRows(tx: Executor, companyId: string, keys: readonly StockKey[]) {
  const unique = [...new Map(keys.map((k) => [`${k.productId}/${k.branchId}`, k])).values()];
  if (unique.length === 0) return;
  const pairs = sql.join(
    unique.map((k) => sql`(${k.productId}::uuid, ${k.branchId}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`
    select 1 from product_stock
     where company_id = ${companyId}::uuid and (product_id, branch_id) in (${pairs})
     order by product_id, branch_id
       for update`);
}

/**
 * The branch's stock row of the product, locked for this transaction (created first when the branch
 * has never held it, at the product's default reorder level). Every stock change goes through this
 * lock, so concurrent changes of one product at one branch queue instead of losing updates.
 */
async function lockPosition(tx: Executor, actor: Actor, productId: string, branchId: string) {
  await tx.execute(sql`
    insert into product_stock (company_id, product_id, branch_id, minimum_stock)
    select ${actor.companyId}::uuid, ${productId}::uuid, ${branchId}::uuid, p.minimum_stock
      from products p where p.company_id = ${actor.companyId}::uuid and p.id = ${productId}::uuid
    on conflict do nothing`);
  const [row] = await tx
    .select()
    .from(productStock)
    .where(stockRowAt(actor.companyId, { productId, branchId }))
    .for('update');
  if (!row) throw new AppError('product-not-found', 'Product not found');
  return row;
}

async function save(tx: Executor, actor: Actor, target: Target, move: StockMove, previousAverage: string) {
  const position = move.position;
  const now = new Date();
  const received = Money.of(move.qty).isPositive() && INBOUND_RECEIPTS.includes(target.kind);
  await tx
    .update(productStock)
    .set({
      currentStock: position.qty,
      stockValue: position.value,
      averageCost: averageCost(position, previousAverage),
      updatedAt: now,
      ...(received && { lastReceivedAt: now }),
    })
    .where(stockRowAt(actor.companyId, target));
  await tx.insert(stockMovements).values({
    companyId: actor.companyId,
    productId: target.productId,
    branchId: target.branchId,
    date: target.date,
    kind: target.kind,
    quantity: move.qty,
    unitCost: Money.of(move.value).dividedBy(move.qty).abs().toFixed(6),
    value: move.value,
    stockAfter: position.qty,
    reason: target.source?.reason ?? null,
    sourceType: target.source?.type ?? null,
    sourceId: target.source?.id ?? null,
    sourceNumber: target.source?.number ?? null,
    createdBy: actor.userId,
  });
}

/** Stock into a branch; returns the move (its value is what the ledger must add to inventory). */
export async function addStock(
  tx: Executor,
  actor: Actor,
  target: Target,
  inbound: Inbound,
): Promise<StockMove> {
  const row = await lockPosition(tx, actor, target.productId, target.branchId);
  const held: StockPosition = { qty: row.currentStock, value: row.stockValue };
  const move =
    'value' in inbound
      ? stockInAtValue(held, inbound.qty, inbound.value)
      : 'unitCost' in inbound
        ? stockIn(held, inbound.qty, inbound.unitCost)
        : stockIn(held, inbound.qty, averageCost(held, inbound.fallbackCost));
  await save(tx, actor, target, move, row.averageCost);
  return move;
}

/**
 * A counted quantity: the difference from the locked book quantity moves in at average cost
 * (`fallbackCost` when none is held) or out at average cost. Null when the count matches the books.
 */
export async function countStock(
  tx: Executor,
  actor: Actor,
  target: Target & { sku: string },
  counted: string | number,
  fallbackCost: string | number,
): Promise<StockMove | null> {
  const row = await lockPosition(tx, actor, target.productId, target.branchId);
  const held: StockPosition = { qty: row.currentStock, value: row.stockValue };
  const difference = Money.of(counted).minus(held.qty);
  if (difference.isZero()) return null;
  const move = difference.isPositive()
    ? stockIn(held, difference.toFixed(3), averageCost(held, fallbackCost))
    : noValueIn(held, stockOut(held, difference.neg().toFixed(3)));
  await save(tx, actor, target, move, row.averageCost);
  return move;
}

/**
 * Stock out of a branch at average cost. Refused with 422 `insufficient-stock` (nothing written)
 * when the branch holds less, unless `belowZero` is given (an invoice of a company that allows
 * selling below zero): then the stock goes negative at the current average cost (of what is held,
 * else the last average, else `fallbackCost`, the product's cost price); see `stockOutBelowZero`.
 * `mustExist` refuses a branch that never held the product with `product-not-found` (the spec's
 * transfer rule). An outflow never adds value (`noValueIn`).
 */
export async function removeStock(
  tx: Executor,
  actor: Actor,
  target: Target & { sku: string; mustExist?: boolean; belowZero?: { fallbackCost: string | number } },
  qty: string | number,
): Promise<StockMove> {
  if (target.mustExist && !(await hasStockRow(tx, actor.companyId, target.productId, target.branchId))) {
    throw new AppError('product-not-found', 'Product not found', { sku: target.sku });
  }
  const row = await lockPosition(tx, actor, target.productId, target.branchId);
  const held: StockPosition = { qty: row.currentStock, value: row.stockValue };
  if (target.belowZero) {
    const lastAverage = Money.of(row.averageCost).isPositive()
      ? row.averageCost
      : target.belowZero.fallbackCost;
    const cost = averageCost(held, lastAverage);
    const move = stockOutBelowZero(held, qty, cost);
    await save(tx, actor, target, move, cost);
    return move;
  }
  if (Money.of(qty).gt(held.qty)) {
    throw new AppError('insufficient-stock', 'Insufficient stock', {
      sku: target.sku,
      available: Number(held.qty),
      requested: Number(qty),
    });
  }
  const move = noValueIn(held, stockOut(held, qty));
  await save(tx, actor, target, move, row.averageCost);
  return move;
}

async function hasStockRow(tx: Executor, companyId: string, productId: string, branchId: string) {
  const rows = await tx
    .select({ one: sql`1` })
    .from(productStock)
    .innerJoin(products, keyedJoin(products, productStock, productStock.productId))
    .where(stockRowAt(companyId, { productId, branchId }, eq(products.isDeleted, false)));
  return rows.length > 0;
}
