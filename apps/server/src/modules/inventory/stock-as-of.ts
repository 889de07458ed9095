import {
  branches,
  type Executor,
  productStock,
  products,
  stockMonthTotals,
  stockMovements,
  transfers,
} from '@tawi/db';
import { Money, type MonthSplit, splitByMonths } from '@tawi/domain';
import { and, asc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { keyedJoin, ofCompany, sameCompany } from '../../platform/company-rows';
import { inMonthsOf, onDaysOf } from '../../platform/month-split-where';

/**
 * Where the summary reads stock from: the stock rows (now) or, as at a day, the stock movements dated
 * up to it summed per product and branch (the reorder level is the branch's current one). The same
 * columns either way, so one set of figures reads both.
 */
export interface StockSource {
  from: typeof productStock | ReturnType<typeof movedBy>;
  companyId: SQL;
  productId: SQL;
  branchId: SQL;
  currentStock: SQL;
  stockValue: SQL;
  minimumStock: SQL;
}

export const currentStock: StockSource = {
  from: productStock,
  companyId: sql`${productStock.companyId}`,
  productId: sql`${productStock.productId}`,
  branchId: sql`${productStock.branchId}`,
  currentStock: sql`${productStock.currentStock}`,
  stockValue: sql`${productStock.stockValue}`,
  minimumStock: sql`${productStock.minimumStock}`,
};

const AS_OF = 'stock_as_of';

/**
 * The stock moves of a period per product and branch, as rows to add up: its whole months from the kept
 * monthly totals (stock_month_totals, `movements` of them each), the days at its ends from the movements (one
 * each), so the read does not grow with the years of movements.
 */
export function stockMovesOf(db: Executor, companyId: string, split: MonthSplit) {
  const k = stockMonthTotals;
  const m = stockMovements;
  const kept = db
    .select({
      companyId: k.companyId,
      productId: k.productId,
      branchId: k.branchId,
      quantity: k.quantity,
      value: k.value,
      movements: k.movements,
    })
    .from(k)
    .where(ofCompany(k, companyId, inMonthsOf(split, k.month) ?? sql`false`));
  const edge = db
    .select({
      companyId: m.companyId,
      productId: m.productId,
      branchId: m.branchId,
      quantity: m.quantity,
      value: m.value,
      movements: sql<number>`1`.as('movements'),
    })
    .from(m)
    .where(ofCompany(m, companyId, onDaysOf(split, m.date) ?? sql`false`));
  return unionAll(kept, edge).as('moves');
}

function movedBy(db: Executor, companyId: string, asOf: string) {
  const moves = stockMovesOf(db, companyId, splitByMonths({ to: asOf }));
  return db
    .select({
      companyId: sql<string>`${moves.companyId}`.as('company_id'),
      productId: sql<string>`${moves.productId}`.as('product_id'),
      branchId: sql<string>`${moves.branchId}`.as('branch_id'),
      currentStock: sql<string>`sum(${moves.quantity})`.as('current_stock'),
      stockValue: sql<string>`sum(${moves.value})`.as('stock_value'),
      minimumStock: sql<string>`max(${productStock.minimumStock})`.as('minimum_stock'),
    })
    .from(moves)
    .innerJoin(
      productStock,
      sameCompany(
        productStock,
        moves,
        eq(productStock.productId, moves.productId),
        eq(productStock.branchId, moves.branchId),
      ),
    )
    .groupBy(moves.companyId, moves.productId, moves.branchId)
    .as(AS_OF);
}

/** Stock as at the end of `asOf`, from the movements dated up to it. */
export function stockAsOf(db: Executor, companyId: string, asOf: string): StockSource {
  // drizzle leaves a subquery's columns unqualified, and products and branches have the same names
  const column = (name: string) => sql`${sql.identifier(AS_OF)}.${sql.identifier(name)}`;
  return {
    from: movedBy(db, companyId, asOf),
    companyId: column('company_id'),
    productId: column('product_id'),
    branchId: column('branch_id'),
    currentStock: column('current_stock'),
    stockValue: column('stock_value'),
    minimumStock: column('minimum_stock'),
  };
}

/**
 * Stock as at the end of `asOf`: the stock rows themselves when no movement is dated after it (each row is
 * the sum of its movements, an invariant the inventory tests check), as for "today" or a period's end
 * that has not come yet; else stockAsOf. Only for figures of the rows with stock or value: the stock rows
 * also hold products that never moved in a branch, which stockAsOf leaves out.
 */
async function stockSourceAsOf(db: Executor, companyId: string, asOf: string): Promise<StockSource> {
  const [later] = await db
    .select({ one: sql`1` })
    .from(stockMovements)
    .where(ofCompany(stockMovements, companyId, gt(stockMovements.date, asOf)))
    .limit(1);
  return later ? stockAsOf(db, companyId, asOf) : currentStock;
}

/**
 * Quantity and value per product and branch as at the end of `asOf` (movements dated up to it), in the
 * branches (undefined: every branch), every product that had stock or value then; by product name,
 * then branch name.
 */
export async function stockItemsAsOf(
  db: Executor,
  companyId: string,
  asOf: string,
  branchIds: readonly string[] | undefined,
) {
  const s = await stockSourceAsOf(db, companyId, asOf);
  const rows = await db
    .select({
      productId: products.id,
      sku: products.sku,
      name: products.name,
      branchId: branches.id,
      branchName: branches.name,
      quantity: sql<string>`${s.currentStock}::text`,
      value: sql<string>`${s.stockValue}::text`,
    })
    .from(s.from)
    .innerJoin(products, keyedJoin(products, s, s.productId))
    .innerJoin(branches, keyedJoin(branches, s, s.branchId))
    .where(
      and(
        branchIds ? inArray(s.branchId, [...branchIds]) : undefined,
        sql`(${s.currentStock} <> 0 or ${s.stockValue} <> 0)`,
      ),
    )
    .orderBy(asc(products.name), asc(products.sku), asc(branches.name));
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity), value: Money.of(r.value).toNumber() }));
}

/**
 * What was in transit between the branches at the end of `asOf`: per transfer touching them, what left
 * the source by then less what arrived (or came back) by then.
 */
export async function inTransitAsOf(
  db: Executor,
  companyId: string,
  asOf: string,
  branchIds: readonly string[],
) {
  const perTransfer = db
    .select({
      units: sql<string>`-sum(${stockMovements.quantity})`.as('units'),
      value: sql<string>`-sum(${stockMovements.value})`.as('value'),
    })
    .from(stockMovements)
    .innerJoin(transfers, keyedJoin(transfers, stockMovements, stockMovements.sourceId))
    .where(
      ofCompany(
        stockMovements,
        companyId,
        inArray(stockMovements.kind, ['transfer_out', 'transfer_in']),
        eq(stockMovements.sourceType, 'transfer'),
        lte(stockMovements.date, asOf),
        sql`(${inArray(transfers.fromBranchId, [...branchIds])} or ${inArray(transfers.toBranchId, [...branchIds])})`,
      ),
    )
    .groupBy(stockMovements.sourceId)
    .as('per_transfer');
  const [row] = await db
    .select({
      transfers: sql<number>`count(*) filter (where ${perTransfer.units} <> 0)::int`,
      units: sql<string>`coalesce(sum(${perTransfer.units}), 0)::text`,
      value: sql<string>`coalesce(sum(${perTransfer.value}), 0)::text`,
    })
    .from(perTransfer);
  return {
    transfers: Number(row?.transfers ?? 0),
    units: Number(row?.units ?? 0),
    value: Money.of(row?.value ?? '0').toNumber(),
  };
}
