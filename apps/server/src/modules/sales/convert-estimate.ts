import type { EstimateConvert } from '@tawi/contracts';
import { type Database, estimateLines, estimates, invoices } from '@tawi/db';
import { canConvertEstimate, estimateStatus, type StoredEstimateStatus, todayIn } from '@tawi/domain';
import { and, asc, eq } from 'drizzle-orm';
import { AppError, invalidState } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { assertBranchAccess } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { createInvoice } from './create-invoice';
import { findEstimate } from './estimates.repo';
import { toLineInput } from './invoice-lines';
import { lockEstimate } from './save-estimate';

/**
 * Converts an estimate into an invoice (issued unless `status: "Draft"`) with the estimate's lines.
 *
 * SPEC DEFECT FIXED HERE: the spec's data layer converts by "create invoice, then update estimate"
 * with the estimate's status logic inverted, so an estimate can read Invoiced although no invoice was
 * made (or the invoice can exist while the estimate still reads open). Here the estimate becomes
 * Invoiced inside the transaction that creates the invoice, and only then: a refused invoice
 * (insufficient stock, credit limit) leaves the estimate exactly as it was.
 *
 * Sales orders are not built yet: `to: "sales-order"` is refused with 422 `not-available`.
 */
export async function convertEstimate(
  db: Database,
  ctx: RequestContext,
  idOrNumber: string,
  input: EstimateConvert,
) {
  const found = await findEstimate(db, ctx.companyId, idOrNumber);
  assertBranchAccess(ctx, found.branchId);
  if (input.to === 'sales-order') {
    throw new AppError('not-available', 'Sales orders are not available yet; convert to an invoice');
  }
  if (!canConvertEstimate(found.status)) throw invalidState(`A ${found.status} estimate cannot be converted`);
  const lines = await db
    .select()
    .from(estimateLines)
    .where(and(eq(estimateLines.companyId, ctx.companyId), eq(estimateLines.estimateId, found.id)))
    .orderBy(asc(estimateLines.lineNo));
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
      lines: lines.map(toLineInput),
    },
    async (tx, invoice) => {
      const row = await lockEstimate(tx, ctx.companyId, found.id);
      const shown = row && estimateStatus(row.status as StoredEstimateStatus, row.validUntil, todayIn());
      if (!shown || !canConvertEstimate(shown)) throw invalidState('This estimate was converted meanwhile');
      await tx
        .update(estimates)
        .set({ status: 'Invoiced', invoiceId: invoice.id, updatedAt: new Date() })
        .where(and(eq(estimates.companyId, ctx.companyId), eq(estimates.id, found.id)));
      await tx
        .update(invoices)
        .set({ estimateId: found.id })
        .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.id, invoice.id)));
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'estimate',
        entityId: found.id,
        summary: `${found.estimateNumber} invoiced as ${invoice.invoiceNumber}`,
      });
    },
  );
}
