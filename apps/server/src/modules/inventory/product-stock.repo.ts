import type { ListQuery } from '@tawi/contracts';
import { branches, type Executor, productStock, products, stockMovements, users } from '@tawi/db';
import type { MovementKind } from '@tawi/domain';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { keyedJoin, liveOf, ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';

async function assertProduct(db: Executor, companyId: string, id: string) {
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(liveOf(products, companyId, eq(products.id, id)));
  if (!found) throw notFound('Product');
}

/** The product's stock in every branch the user reaches (branches that never held it are left out). */
export async function productStockByBranch(db: Executor, ctx: RequestContext, productId: string) {
  await assertProduct(db, ctx.companyId, productId);
  const rows = await db
    .select({ stock: productStock, branchName: branches.name })
    .from(productStock)
    .innerJoin(branches, keyedJoin(branches, productStock, productStock.branchId))
    .where(
      ofCompany(
        productStock,
        ctx.companyId,
        eq(productStock.productId, productId),
        inArray(productStock.branchId, [...ctx.branchIds]),
      ),
    )
    .orderBy(asc(branches.name));
  return rows.map(({ stock, branchName }) => ({
    branchId: stock.branchId,
    branchName,
    currentStock: Number(stock.currentStock),
    minimumStock: Number(stock.minimumStock),
    averageCost: Number(stock.averageCost),
    stockValue: Number(stock.stockValue),
    lastReceivedAt: stock.lastReceivedAt?.toISOString() ?? null,
  }));
}

/** The product's movements, newest first, in one branch (`branchId`, checked by its contract) or every branch the user reaches. */
export async function productMovements(
  db: Executor,
  ctx: RequestContext,
  productId: string,
  q: ListQuery & { branchId?: string | undefined },
) {
  await assertProduct(db, ctx.companyId, productId);
  const m = stockMovements;
  const where = ofCompany(
    m,
    ctx.companyId,
    eq(m.productId, productId),
    q.branchId ? eq(m.branchId, q.branchId) : inArray(m.branchId, [...ctx.branchIds]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ movement: m, branchName: branches.name, userName: users.fullName })
      .from(m)
      .innerJoin(branches, keyedJoin(branches, m, m.branchId))
      .leftJoin(users, eq(users.id, m.createdBy))
      .where(where)
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(m).where(where),
  ]);
  return {
    items: rows.map(({ movement: r, branchName, userName }) => ({
      id: r.id,
      date: r.date,
      branchId: r.branchId,
      branchName,
      kind: r.kind as MovementKind,
      quantity: Number(r.quantity),
      unitCost: Number(r.unitCost),
      value: Number(r.value),
      stockAfter: Number(r.stockAfter),
      reason: r.reason,
      sourceType: r.sourceType,
      sourceNumber: r.sourceNumber,
      createdByName: userName,
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    limit: q.limit,
  };
}
