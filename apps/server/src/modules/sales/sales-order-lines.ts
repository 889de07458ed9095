import type { SalesOrderStatus } from '@tawi/contracts';
import { type Executor, salesOrderLines, salesOrders } from '@tawi/db';
import { Money, type MoneyInput } from '@tawi/domain';
import { asc, eq } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { ofCompany } from '../../platform/company-rows';
import { lockedRow } from '../../platform/locked-row';

export interface InvoicedLine {
  qty: MoneyInput;
  qtyInvoiced: MoneyInput;
}

/** An order's status from its lines: Invoiced when every line is, Partially Invoiced when some is. */
export function salesOrderStatus(lines: readonly InvoicedLine[]): Exclude<SalesOrderStatus, 'Canceled'> {
  if (lines.length > 0 && lines.every((l) => Money.of(l.qtyInvoiced).gte(l.qty))) return 'Invoiced';
  if (lines.some((l) => Money.of(l.qtyInvoiced).isPositive())) return 'Partially Invoiced';
  return 'Open';
}

/**
 * The order and its lines locked for this transaction (404 when gone): invoicing, voiding, editing
 * and canceling it queue here, so invoiced quantities are always read after the last change.
 * Taken before any stock or journal lock.
 */
export async function lockSalesOrder(tx: Executor, companyId: string, id: string) {
  const order = await lockedRow(tx, companyId, salesOrders, id);
  if (!order) throw notFound('Sales order');
  const lines = await tx
    .select()
    .from(salesOrderLines)
    .where(ofCompany(salesOrderLines, companyId, eq(salesOrderLines.salesOrderId, id)))
    .orderBy(asc(salesOrderLines.lineNo))
    .for('update');
  return { order, lines };
}

export type LockedSalesOrder = Awaited<ReturnType<typeof lockSalesOrder>>;

/**
 * Adds the quantities (negative: takes them back, as a void does) to the lines' invoiced
 * quantities by line number; the status follows unless the order is Canceled. Returns the status.
 */
export async function addInvoicedQty(
  tx: Executor,
  { order, lines }: LockedSalesOrder,
  changes: ReadonlyMap<number, Money>,
) {
  const after = lines.map((l) => ({
    ...l,
    qtyInvoiced: Money.of(l.qtyInvoiced)
      .plus(changes.get(l.lineNo) ?? 0)
      .toFixed(3),
  }));
  for (const line of after) {
    if (!changes.has(line.lineNo)) continue;
    await tx
      .update(salesOrderLines)
      .set({ qtyInvoiced: line.qtyInvoiced })
      .where(ofCompany(salesOrderLines, order.companyId, eq(salesOrderLines.id, line.id)));
  }
  const status = order.status === 'Canceled' ? 'Canceled' : salesOrderStatus(after);
  await tx
    .update(salesOrders)
    .set({ status, updatedAt: new Date() })
    .where(ofCompany(salesOrders, order.companyId, eq(salesOrders.id, order.id)));
  return status;
}
