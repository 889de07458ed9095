import type { InventorySummaryRecord } from '@tawi/contracts';
import { branches, type Executor, products, transferItems, transfers } from '@tawi/db';
import { Money } from '@tawi/domain';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { keyedJoin, ofCompany, sameCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { currentStock, inTransitAsOf, type StockSource, stockAsOf, stockItemsAsOf } from './stock-as-of';

function figuresOf(s: StockSource) {
  const held = sql`${s.currentStock} > 0`;
  return {
    held,
    products: sql<number>`count(*) filter (where ${held})::int`,
    units: sql<string>`coalesce(sum(${s.currentStock}), 0)::text`,
    stockValue: sql<string>`coalesce(sum(${s.stockValue}), 0)::text`,
    lowStock: sql<number>`count(*) filter (where ${held} and ${s.currentStock} <= ${s.minimumStock})::int`,
    outOfStock: sql<number>`count(*) filter (where not ${held})::int`,
  };
}
const toNumbers = (r: {
  products: number;
  units: string;
  stockValue: string;
  lowStock: number;
  outOfStock: number;
}) => ({
  products: Number(r.products),
  units: Number(r.units),
  stockValue: Money.of(r.stockValue).toNumber(),
  lowStock: Number(r.lowStock),
  outOfStock: Number(r.outOfStock),
});

/** What is in transit now between the branches: the In Transit transfers touching them. */
async function inTransitNow(db: Executor, ctx: RequestContext) {
  const [transit] = await db
    .select({
      transfers: sql<number>`count(distinct ${transfers.id})::int`,
      units: sql<string>`coalesce(sum(${transferItems.qty}), 0)::text`,
      value: sql<string>`coalesce(sum(${transferItems.value}), 0)::text`,
    })
    .from(transfers)
    .innerJoin(
      transferItems,
      sameCompany(transferItems, transfers, eq(transferItems.transferId, transfers.id)),
    )
    .where(
      ofCompany(
        transfers,
        ctx.companyId,
        eq(transfers.status, 'In Transit'),
        sql`(${inArray(transfers.fromBranchId, [...ctx.branchIds])} or ${inArray(transfers.toBranchId, [...ctx.branchIds])})`,
      ),
    );
  return {
    transfers: Number(transit?.transfers ?? 0),
    units: Number(transit?.units ?? 0),
    value: Money.of(transit?.value ?? '0').toNumber(),
  };
}

/** The stock rows a summary reads (`src`, of the products they are of) and which of them (`scope`). */
interface StockQuery {
  db: Executor;
  src: StockSource;
  scope: SQL | undefined;
}

const liveProduct = (src: StockSource) => keyedJoin(products, src, src.productId);

/** The figures of each branch, by branch name. */
function stockByBranch({ db, src, scope }: StockQuery) {
  const figures = figuresOf(src);
  return db
    .select({
      branchId: branches.id,
      branchName: branches.name,
      products: figures.products,
      units: figures.units,
      stockValue: figures.stockValue,
      lowStock: figures.lowStock,
      outOfStock: figures.outOfStock,
    })
    .from(src.from)
    .innerJoin(products, liveProduct(src))
    .innerJoin(branches, keyedJoin(branches, src, src.branchId))
    .where(scope)
    .groupBy(branches.id, branches.name)
    .orderBy(asc(branches.name));
}

/** Products held, units and value by category, the most valuable first. */
function stockByCategory({ db, src, scope }: StockQuery) {
  const figures = figuresOf(src);
  return db
    .select({
      category: sql<string>`coalesce(${products.category}, 'Uncategorised')`,
      products: sql<number>`count(distinct ${products.id}) filter (where ${figures.held})::int`,
      units: figures.units,
      stockValue: figures.stockValue,
    })
    .from(src.from)
    .innerJoin(products, liveProduct(src))
    .where(scope)
    .groupBy(sql`1`)
    .orderBy(sql`sum(${src.stockValue}) desc`);
}

/** How many products are held in any of the branches, each counted once. */
function productsHeld({ db, src, scope }: StockQuery) {
  const { held } = figuresOf(src);
  return db
    .select({ n: sql<number>`count(distinct ${src.productId}) filter (where ${held})::int` })
    .from(src.from)
    .innerJoin(products, liveProduct(src))
    .where(scope);
}

/**
 * Stock figures over the branches the user reaches, from the stock rows of live products: per branch
 * `products` held (stock > 0), units, value at average cost, low stock (0 < stock <= reorder level),
 * out of stock (a product the branch has stocked, now at 0); the company line sums the branches but
 * counts each product once; value by category; and what is in transit between branches.
 * With `asOf`: the same figures as at the end of that day, from the stock movements dated up to it
 * (deleted products included: they were held then), plus `items`, the quantity and value of each
 * product in each branch; their values add up to the inventory account as at that day.
 */
export async function inventorySummary(
  db: Executor,
  ctx: RequestContext,
  asOf?: string | undefined,
): Promise<InventorySummaryRecord> {
  const src = asOf ? stockAsOf(db, ctx.companyId, asOf) : currentStock;
  const scope = ofCompany(
    src,
    ctx.companyId,
    inArray(src.branchId, [...ctx.branchIds]),
    asOf ? undefined : eq(products.isDeleted, false),
  );
  const query = { db, src, scope };
  const [perBranch, byCategory, [distinct], inTransit] = await Promise.all([
    stockByBranch(query),
    stockByCategory(query),
    productsHeld(query),
    asOf ? inTransitAsOf(db, ctx.companyId, asOf, ctx.branchIds) : inTransitNow(db, ctx),
  ]);
  const branchesOut = perBranch.map((b) => ({
    branchId: b.branchId,
    branchName: b.branchName,
    ...toNumbers(b),
  }));
  const sum = (key: 'units' | 'stockValue' | 'lowStock' | 'outOfStock') =>
    Money.sum(branchesOut.map((b) => b[key])).toNumber();
  return {
    company: {
      products: Number(distinct?.n ?? 0),
      units: sum('units'),
      stockValue: sum('stockValue'),
      lowStock: sum('lowStock'),
      outOfStock: sum('outOfStock'),
    },
    branches: branchesOut,
    byCategory: byCategory.map((c) => ({
      category: c.category,
      products: Number(c.products),
      units: Number(c.units),
      stockValue: Money.of(c.stockValue).toNumber(),
    })),
    inTransit,
    ...(asOf && { asOf, items: await stockItemsAsOf(db, ctx.companyId, asOf, ctx.branchIds) }),
  };
}
