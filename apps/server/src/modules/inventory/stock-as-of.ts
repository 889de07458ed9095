import { branches, type Executor, productStock, products, stockMovements, transfers } from '@tawi/db';
import { Money } from '@tawi/domain';
import { and, asc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';

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

function movedBy(db: Executor, companyId: string, asOf: string) {
  return db
    .select({
      companyId: sql<string>`${stockMovements.companyId}`.as('company_id'),
      productId: sql<string>`${stockMovements.productId}`.as('product_id'),
      branchId: sql<string>`${stockMovements.branchId}`.as('branch_id'),
      currentStock: sql<string>`sum(${stockMovements.quantity})`.as('current_stock'),
      stockValue: sql<string>`sum(${stockMovements.value})`.as('stock_value'),
      minimumStock: sql<string>`max(${productStock.minimumStock})`.as('minimum_stock'),
    })
    .from(stockMovements)
    .innerJoin(
      productStock,
      and(
        eq(productStock.companyId, stockMovements.companyId),
        eq(productStock.productId, stockMovements.productId),
        eq(productStock.branchId, stockMovements.branchId),
      ),
    )
    .where(and(eq(stockMovements.companyId, companyId), lte(stockMovements.date, asOf)))
    .groupBy(stockMovements.companyId, stockMovements.productId, stockMovements.branchId)
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
  const s = stockAsOf(db, companyId, asOf);
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
    .innerJoin(products, and(eq(products.companyId, s.companyId), eq(products.id, s.productId)))
    .innerJoin(branches, and(eq(branches.companyId, s.companyId), eq(branches.id, s.branchId)))
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
    .innerJoin(
      transfers,
      and(eq(transfers.companyId, stockMovements.companyId), eq(transfers.id, stockMovements.sourceId)),
    )
    .where(
      and(
        eq(stockMovements.companyId, companyId),
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
