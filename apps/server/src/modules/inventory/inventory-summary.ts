import type { InventorySummary } from '@tawi/contracts';
import { branches, type Executor, productStock, products, transferItems, transfers } from '@tawi/db';
import { Money } from '@tawi/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/request-context';

const held = sql`${productStock.currentStock} > 0`;
const figures = {
  products: sql<number>`count(*) filter (where ${held})::int`,
  units: sql<string>`coalesce(sum(${productStock.currentStock}), 0)::text`,
  stockValue: sql<string>`coalesce(sum(${productStock.stockValue}), 0)::text`,
  lowStock: sql<number>`count(*) filter (where ${held} and ${productStock.currentStock} <= ${productStock.minimumStock})::int`,
  outOfStock: sql<number>`count(*) filter (where not ${held})::int`,
};
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

/**
 * Stock figures over the branches the user reaches, from the stock rows of live products: per branch
 * `products` held (stock > 0), units, value at average cost, low stock (0 < stock <= reorder level),
 * out of stock (a product the branch has stocked, now at 0); the company line sums the branches but
 * counts each product once; value by category; and what is in transit between branches.
 */
export async function inventorySummary(db: Executor, ctx: RequestContext): Promise<InventorySummary> {
  const scope = and(
    eq(productStock.companyId, ctx.companyId),
    inArray(productStock.branchId, [...ctx.branchIds]),
    eq(products.isDeleted, false),
  );
  const live = and(eq(products.companyId, productStock.companyId), eq(products.id, productStock.productId));
  const [perBranch, byCategory, [distinct], [transit]] = await Promise.all([
    db
      .select({ branchId: branches.id, branchName: branches.name, ...figures })
      .from(productStock)
      .innerJoin(products, live)
      .innerJoin(
        branches,
        and(eq(branches.companyId, productStock.companyId), eq(branches.id, productStock.branchId)),
      )
      .where(scope)
      .groupBy(branches.id, branches.name)
      .orderBy(asc(branches.name)),
    db
      .select({
        category: sql<string>`coalesce(${products.category}, 'Uncategorised')`,
        products: sql<number>`count(distinct ${products.id}) filter (where ${held})::int`,
        units: figures.units,
        stockValue: figures.stockValue,
      })
      .from(productStock)
      .innerJoin(products, live)
      .where(scope)
      .groupBy(sql`1`)
      .orderBy(sql`sum(${productStock.stockValue}) desc`),
    db
      .select({ n: sql<number>`count(distinct ${productStock.productId}) filter (where ${held})::int` })
      .from(productStock)
      .innerJoin(products, live)
      .where(scope),
    db
      .select({
        transfers: sql<number>`count(distinct ${transfers.id})::int`,
        units: sql<string>`coalesce(sum(${transferItems.qty}), 0)::text`,
        value: sql<string>`coalesce(sum(${transferItems.value}), 0)::text`,
      })
      .from(transfers)
      .innerJoin(
        transferItems,
        and(eq(transferItems.companyId, transfers.companyId), eq(transferItems.transferId, transfers.id)),
      )
      .where(
        and(
          eq(transfers.companyId, ctx.companyId),
          eq(transfers.status, 'In Transit'),
          sql`(${inArray(transfers.fromBranchId, [...ctx.branchIds])} or ${inArray(transfers.toBranchId, [...ctx.branchIds])})`,
        ),
      ),
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
    inTransit: {
      transfers: Number(transit?.transfers ?? 0),
      units: Number(transit?.units ?? 0),
      value: Money.of(transit?.value ?? '0').toNumber(),
    },
  };
}
