import type { Estimate, EstimateConvert, SalesLineInput } from '@tawi/contracts';
import { type Database, type Executor, estimateLines, estimates, invoices } from '@tawi/db';
import { canConvertEstimate, statusLabel } from '@tawi/domain';
import { asc, eq } from 'drizzle-orm';
import { invalidState } from '../../platform/app-error';
import { auditUpdate, recordAudit } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { createInvoice } from './create-invoice';
import { findEstimate } from './estimates.repo';
import { toLineInput } from './invoice-lines';
import { findSalesOrder } from './sales-orders.repo';
import { lockUnconverted } from './save-estimate';
import { insertSalesOrder, prepareSalesOrder } from './save-sales-order';

/**
 * Converts an estimate into an invoice (issued unless `status: "Draft"`) or, with
 * `to: "sales-order"`, into an Open sales order, with the estimate's lines. An estimate converts
 * once: after a sales order it reads Accepted and is linked from the order; another convert is 409.
 *
 * SPEC DEFECT FIXED HERE: the spec's data layer converts by "create invoice, then update estimate"
 * with the estimate's status logic inverted, so an estimate can read Invoiced although no invoice was
 * made (or the invoice can exist while the estimate still reads open). Here the estimate becomes
 * Invoiced inside the transaction that creates the invoice, and only then: a refused invoice
 * (insufficient stock, credit limit) leaves the estimate exactly as it was.
 */
export async function convertEstimate(
  db: Database,
  ctx: RequestContext,
  idOrNumber: string,
  input: EstimateConvert,
) {
  const found = await findEstimate(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  if (!canConvertEstimate(found.status))
    throw invalidState(
      `${found.estimateNumber} is ${statusLabel(found.status).toLowerCase()} and cannot be converted`,
    );
  if (found.salesOrderNumber)
    throw invalidState(`${found.estimateNumber} is already on sales order ${found.salesOrderNumber}`);
  const lines = await db
    .select()
    .from(estimateLines)
    .where(ofCompany(estimateLines, ctx.companyId, eq(estimateLines.estimateId, found.id)))
    .orderBy(asc(estimateLines.lineNo));
  const convert = input.to === 'sales-order' ? toSalesOrder : toInvoice;
  return convert(db, ctx, found, lines.map(toLineInput), input);
}

/** Locks the estimate and refuses it when a concurrent request converted or declined it meanwhile. */
async function lockConvertible(tx: Executor, ctx: RequestContext, estimateId: string) {
  const { shown } = await lockUnconverted(tx, ctx.companyId, estimateId);
  if (!canConvertEstimate(shown)) throw invalidState(`This estimate became ${shown} meanwhile`);
}

async function toInvoice(
  db: Database,
  ctx: RequestContext,
  found: Estimate,
  lines: SalesLineInput[],
  input: EstimateConvert,
) {
  return createInvoice(
    db,
    ctx,
    {
      customerId: found.customerId,
      branchId: found.branchId,
      date: input.date,
      paymentTerms: input.paymentTerms,
      status: input.status,
      notes: found.notes ?? undefined,
      lines,
    },
    async (tx, invoice) => {
      await lockConvertible(tx, ctx, found.id);
      await tx
        .update(estimates)
        .set({ status: 'Invoiced', invoiceId: invoice.id, updatedAt: new Date() })
        .where(ofCompany(estimates, ctx.companyId, eq(estimates.id, found.id)));
      await tx
        .update(invoices)
        .set({ estimateId: found.id })
        .where(ofCompany(invoices, ctx.companyId, eq(invoices.id, invoice.id)));
      const summary = `${found.estimateNumber} invoiced as ${invoice.invoiceNumber}`;
      await auditUpdate(tx, ctx, 'estimate', found.id, summary);
    },
  );
}

/** An Open sales order with the estimate's lines; the estimate reads Accepted. */
async function toSalesOrder(
  db: Database,
  ctx: RequestContext,
  found: Estimate,
  lines: SalesLineInput[],
  input: EstimateConvert,
) {
  const prepared = await prepareSalesOrder(db, ctx, {
    customerId: found.customerId,
    branchId: found.branchId,
    date: input.date,
    notes: found.notes,
    lines,
  });
  const id = await db.transaction(async (tx) => {
    await lockConvertible(tx, ctx, found.id);
    const order = await insertSalesOrder(tx, ctx, prepared, found.id);
    await tx
      .update(estimates)
      .set({ status: 'Accepted', updatedAt: new Date() })
      .where(ofCompany(estimates, ctx.companyId, eq(estimates.id, found.id)));
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'estimate',
      entityId: found.id,
      summary: `${found.estimateNumber} ordered as ${order.orderNumber}`,
    });
    return order.id;
  });
  return findSalesOrder(db, ctx.companyId, id);
}
