import { type Database, estimates, invoiceLines, invoices, salesOrderLines, salesOrders } from '@tawi/db';
import { Money } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { invalidState, notFound } from '../../platform/app-error';
import { auditDelete } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { findInvoice } from './invoices.repo';
import { lockInvoice } from './issue-invoice';
import { lockSalesOrder } from './sales-order-lines';
import { findSalesOrder } from './sales-orders.repo';

/**
 * Deletes a Draft invoice and its lines (409 `invalid-state` once issued: an issued invoice is voided
 * or credited instead). An estimate converted into it becomes convertible again. Its number is not
 * reused: a draft was never issued, so the gap is no gap in the issued series a tax audit reads.
 */
export async function deleteDraftInvoice(db: Database, ctx: RequestContext, idOrNumber: string) {
  const found = await findInvoice(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, ctx.companyId, found.id);
    if (!row) throw notFound('Invoice');
    if (row.status !== 'Draft')
      throw invalidState(`Invoice ${row.invoiceNumber} is issued: void it or raise a credit note instead`);
    await tx
      .update(estimates)
      .set({ status: 'Accepted', invoiceId: null, updatedAt: new Date() })
      .where(ofCompany(estimates, ctx.companyId, eq(estimates.invoiceId, row.id)));
    await tx
      .delete(invoiceLines)
      .where(ofCompany(invoiceLines, ctx.companyId, eq(invoiceLines.invoiceId, row.id)));
    await tx.delete(invoices).where(ofCompany(invoices, ctx.companyId, eq(invoices.id, row.id)));
    await auditDelete(tx, ctx, 'invoice', row.id, `${row.invoiceNumber} (draft) deleted`, found);
  });
}

/**
 * Deletes a sales order while it is a draft in all but name: Open with nothing invoiced (409
 * `invalid-state` otherwise: cancel it instead). Its estimate becomes convertible again.
 */
export async function deleteOpenSalesOrder(db: Database, ctx: RequestContext, idOrNumber: string) {
  const found = await findSalesOrder(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  await db.transaction(async (tx) => {
    const { order, lines } = await lockSalesOrder(tx, ctx.companyId, found.id);
    if (order.status !== 'Open' || lines.some((l) => Money.of(l.qtyInvoiced).isPositive()))
      throw invalidState(
        `Sales order ${order.orderNumber} is ${order.status}: only an open order with nothing invoiced can be deleted`,
      );
    await tx
      .delete(salesOrderLines)
      .where(ofCompany(salesOrderLines, ctx.companyId, eq(salesOrderLines.salesOrderId, order.id)));
    await tx.delete(salesOrders).where(ofCompany(salesOrders, ctx.companyId, eq(salesOrders.id, order.id)));
    await auditDelete(tx, ctx, 'sales-order', order.id, `${order.orderNumber} deleted`, found);
  });
}
