import type { SalesLineInput, SalesOrderCreate, SalesOrderUpdate } from '@tawi/contracts';
import { type Database, type Executor, salesOrderLines, salesOrders } from '@tawi/db';
import { type DocumentTotals, Money, statusLabel, todayIn } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { invalidState } from '../../platform/app-error';
import { auditCreate, auditUpdate } from '../../platform/audit';
import { assertRecordBranch, scopedBranchId } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { nextDocumentNumber } from '../../platform/counters';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { findCustomerRow } from './customers.repo';
import { assertProducts, lineValues, salesTotalsColumns, salesTotalsOn } from './invoice-lines';
import { salesDocumentEdit } from './sales-document-edit';
import { lockSalesOrder } from './sales-order-lines';
import { findSalesOrder } from './sales-orders.repo';

type Totals = DocumentTotals<SalesLineInput>;

async function insertLines(tx: Executor, companyId: string, salesOrderId: string, totals: Totals) {
  await tx.insert(salesOrderLines).values(lineValues(totals).map((l) => ({ ...l, companyId, salesOrderId })));
}

/** A new order checked before its transaction: the customer and products exist, the lines' tax. */
export async function prepareSalesOrder(db: Executor, ctx: RequestContext, input: SalesOrderCreate) {
  const branchId = scopedBranchId(ctx, input.branchId);
  const customer = await findCustomerRow(db, ctx.companyId, input.customerId);
  await assertProducts(db, ctx.companyId, input.lines);
  const totals = await salesTotalsOn(db, ctx.companyId, input.date ?? todayIn(), input.lines);
  return { ...input, branchId, customerId: customer.id, totals };
}

/** Saves a prepared order, SO-nnnn from the company counter, Open, inside the caller's transaction. */
export async function insertSalesOrder(
  tx: Executor,
  ctx: RequestContext,
  order: Awaited<ReturnType<typeof prepareSalesOrder>>,
  estimateId: string | null = null,
) {
  const orderNumber = await nextDocumentNumber(tx, ctx.companyId, 'SO');
  const row = await tx
    .insert(salesOrders)
    .values({
      companyId: ctx.companyId,
      branchId: order.branchId,
      orderNumber,
      customerId: order.customerId,
      date: order.date ?? todayIn(),
      deliveryDate: order.deliveryDate ?? null,
      ...salesTotalsColumns(order.totals),
      notes: order.notes ?? null,
      estimateId,
      createdBy: ctx.userId,
    })
    .returning()
    .then(returnedRow('sales order insert'));
  await insertLines(tx, ctx.companyId, row.id, order.totals);
  const { totals: _, ...after } = order;
  await auditCreate(tx, ctx, 'sales-order', row.id, orderNumber, after);
  return row;
}

export async function createSalesOrder(db: Database, ctx: RequestContext, input: SalesOrderCreate) {
  const order = await prepareSalesOrder(db, ctx, input);
  const row = await db.transaction((tx) => insertSalesOrder(tx, ctx, order));
  return findSalesOrder(db, ctx.companyId, row.id);
}

/** Edits an order while nothing on it is invoiced and it is not canceled (409 otherwise). */
export async function updateSalesOrder(
  db: Database,
  ctx: RequestContext,
  idOrNumber: string,
  input: SalesOrderUpdate,
) {
  const found = await findSalesOrder(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  const { customer, totals } = await salesDocumentEdit(db, ctx, found, input);
  await db.transaction(async (tx) => {
    const { order, lines } = await lockSalesOrder(tx, ctx.companyId, found.id);
    if (order.status === 'Canceled') throw invalidState('A canceled order cannot be edited');
    if (lines.some((l) => Money.of(l.qtyInvoiced).isPositive()))
      throw invalidState('An order with invoiced quantities cannot be edited');
    await tx
      .update(salesOrders)
      .set({
        customerId: customer.id,
        ...(input.date && { date: input.date }),
        ...(input.deliveryDate !== undefined && { deliveryDate: input.deliveryDate }),
        ...(input.notes !== undefined && { notes: input.notes }),
        ...(totals && salesTotalsColumns(totals)),
        updatedAt: new Date(),
      })
      .where(ofCompany(salesOrders, ctx.companyId, eq(salesOrders.id, order.id)));
    if (totals) {
      await tx
        .delete(salesOrderLines)
        .where(ofCompany(salesOrderLines, ctx.companyId, eq(salesOrderLines.salesOrderId, order.id)));
      await insertLines(tx, ctx.companyId, order.id, totals);
    }
    await auditUpdate(tx, ctx, 'sales-order', order.id, order.orderNumber, { before: found, after: input });
  });
  return findSalesOrder(db, ctx.companyId, found.id);
}

/** Cancels what is not invoiced yet of an Open or Partially Invoiced order (409 otherwise). */
export async function cancelSalesOrder(
  db: Database,
  ctx: RequestContext,
  idOrNumber: string,
  reason: string,
) {
  const found = await findSalesOrder(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  await db.transaction(async (tx) => {
    const { order } = await lockSalesOrder(tx, ctx.companyId, found.id);
    if (order.status !== 'Open' && order.status !== 'Partially Invoiced')
      throw invalidState(
        `This order is ${statusLabel(order.status).toLowerCase()}: only an open one can be canceled`,
      );
    const now = new Date();
    await tx
      .update(salesOrders)
      .set({ status: 'Canceled', canceledAt: now, cancelReason: reason, updatedAt: now })
      .where(ofCompany(salesOrders, ctx.companyId, eq(salesOrders.id, order.id)));
    await auditUpdate(tx, ctx, 'sales-order', order.id, `${order.orderNumber} canceled: ${reason}`);
  });
  return findSalesOrder(db, ctx.companyId, found.id);
}
