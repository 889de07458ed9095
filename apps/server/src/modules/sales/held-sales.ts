import type { HeldSale, HeldSaleCreate } from '@tawi/contracts';
import { type Executor, heldSales } from '@tawi/db';
import { desc, eq } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';

type HeldRow = typeof heldSales.$inferSelect;
type StoredSale = Pick<HeldSaleCreate, 'customerId' | 'customerName' | 'lines'>;

const toHeldSale = (row: HeldRow): HeldSale => {
  const sale = row.sale as StoredSale;
  return {
    id: row.id,
    branchId: row.branchId,
    label: row.label,
    customerId: sale.customerId ?? null,
    customerName: sale.customerName ?? null,
    lines: sale.lines,
    createdAt: row.createdAt.toISOString(),
  };
};

const mine = (ctx: RequestContext, branchId: string) =>
  ofCompany(heldSales, ctx.companyId, eq(heldSales.branchId, branchId), eq(heldSales.userId, ctx.userId));

/** The sales the user parked at the branch's counter, newest first. */
export async function listHeldSales(db: Executor, ctx: RequestContext, branchId: string) {
  const rows = await db
    .select()
    .from(heldSales)
    .where(mine(ctx, branchId))
    .orderBy(desc(heldSales.createdAt));
  return rows.map(toHeldSale);
}

/** Parks a sale: labelled by the customer and the number of items when no label is given. */
export async function holdSale(db: Executor, ctx: RequestContext, branchId: string, input: HeldSaleCreate) {
  const items = input.lines.reduce((n, l) => n + l.qty, 0);
  const label = input.label || `${input.customerName ?? 'Walk-in'}, ${items} item${items === 1 ? '' : 's'}`;
  const sale: StoredSale = {
    customerId: input.customerId,
    customerName: input.customerName,
    lines: input.lines,
  };
  const row = await db
    .insert(heldSales)
    .values({ companyId: ctx.companyId, branchId, userId: ctx.userId, label, sale })
    .returning()
    .then(returnedRow('held sale insert'));
  return toHeldSale(row);
}

/** Drops a parked sale of the user (resumed or given up); another user's or none: 404. */
export async function releaseHeldSale(db: Executor, ctx: RequestContext, id: string) {
  const gone = await db
    .delete(heldSales)
    .where(ofCompany(heldSales, ctx.companyId, eq(heldSales.userId, ctx.userId), eq(heldSales.id, id)))
    .returning({ id: heldSales.id });
  if (gone.length === 0) throw notFound('Held sale');
}
