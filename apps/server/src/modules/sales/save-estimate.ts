import type { EstimateCreate, EstimateUpdate } from '@tawi/contracts';
import { type Database, type Executor, estimateLines, estimates } from '@tawi/db';
import {
  addDays,
  canEditEstimate,
  type EstimateAction,
  estimateStatus,
  estimateStep,
  type StoredEstimateStatus,
  todayIn,
} from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { fieldError, invalidState, notFound } from '../../platform/app-error';
import { auditCreate, auditDelete, auditUpdate } from '../../platform/audit';
import { assertRecordBranch, scopedBranchId } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { nextDocumentNumber } from '../../platform/counters';
import { lockedRow } from '../../platform/locked-row';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { findCustomerRow } from './customers.repo';
import { findEstimate } from './estimates.repo';
import { assertProducts, lineValues, salesTotalsColumns, salesTotalsOn } from './invoice-lines';
import { salesDocumentEdit } from './sales-document-edit';
import { salesOrderOfEstimate } from './sales-orders.repo';

/** An estimate cannot be valid until a day before its own date (it would be born Expired). */
function assertValidity(date: string, validUntil: string) {
  if (validUntil < date) throw fieldError('validUntil', 'On or after the estimate date');
}

/** An estimate, EST-nnnn, Draft; valid 30 days unless `validUntil` says otherwise. */
export async function createEstimate(db: Database, ctx: RequestContext, input: EstimateCreate) {
  const branchId = scopedBranchId(ctx, input.branchId);
  const customer = await findCustomerRow(db, ctx.companyId, input.customerId);
  await assertProducts(db, ctx.companyId, input.lines);
  const date = input.date ?? todayIn();
  const totals = await salesTotalsOn(db, ctx.companyId, date, input.lines);
  const validUntil = input.validUntil ?? addDays(date, 30);
  assertValidity(date, validUntil);
  const id = await db.transaction(async (tx) => {
    const estimateNumber = await nextDocumentNumber(tx, ctx.companyId, 'EST');
    const row = await tx
      .insert(estimates)
      .values({
        companyId: ctx.companyId,
        branchId,
        estimateNumber,
        customerId: customer.id,
        date,
        validUntil,
        ...salesTotalsColumns(totals),
        notes: input.notes ?? null,
        createdBy: ctx.userId,
      })
      .returning()
      .then(returnedRow('estimate insert'));
    await tx
      .insert(estimateLines)
      .values(lineValues(totals).map((l) => ({ ...l, companyId: ctx.companyId, estimateId: row.id })));
    await auditCreate(tx, ctx, 'estimate', row.id, estimateNumber, input);
    return row.id;
  });
  return findEstimate(db, ctx.companyId, id);
}

/** The estimate row locked for this transaction. */
export async function lockEstimate(tx: Executor, companyId: string, id: string) {
  const row = await lockedRow(tx, companyId, estimates, id);
  return row;
}

/**
 * The estimate locked, with its shown status; 409 once it became an invoice or a sales order
 * (convertEstimate links them under this same lock, so the answer holds until the commit).
 */
export async function lockUnconverted(tx: Executor, companyId: string, id: string) {
  const row = await lockEstimate(tx, companyId, id);
  if (!row) throw notFound('Estimate');
  const unchangeable = `${row.estimateNumber} was converted to`;
  if (row.invoiceId) throw invalidState(`${unchangeable} an invoice and can no longer change`);
  const order = await salesOrderOfEstimate(tx, companyId, row.id);
  if (order) throw invalidState(`${unchangeable} sales order ${order.orderNumber} and can no longer change`);
  return { row, shown: estimateStatus(row.status as StoredEstimateStatus, row.validUntil, todayIn()) };
}

const aOrAn = (status: string) => (/^[AEIOU]/.test(status) ? `An ${status}` : `A ${status}`);

/** Edits a Draft or Sent estimate (lines, dates, customer); not an Expired, Accepted, Declined or converted one. */
export async function updateEstimate(
  db: Database,
  ctx: RequestContext,
  idOrNumber: string,
  input: EstimateUpdate,
) {
  const found = await findEstimate(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  const { customer, totals } = await salesDocumentEdit(db, ctx, found, input);
  await db.transaction(async (tx) => {
    const { row, shown } = await lockUnconverted(tx, ctx.companyId, found.id);
    if (!canEditEstimate(shown))
      throw invalidState(`${aOrAn(shown)} estimate cannot be edited; only a Draft or Sent one can`);
    assertValidity(input.date ?? row.date, input.validUntil ?? row.validUntil);
    await tx
      .update(estimates)
      .set({
        customerId: customer.id,
        ...(input.date && { date: input.date }),
        ...(input.validUntil && { validUntil: input.validUntil }),
        ...(input.notes !== undefined && { notes: input.notes }),
        ...(totals && salesTotalsColumns(totals)),
        updatedAt: new Date(),
      })
      .where(ofCompany(estimates, ctx.companyId, eq(estimates.id, row.id)));
    if (totals) {
      await tx
        .delete(estimateLines)
        .where(ofCompany(estimateLines, ctx.companyId, eq(estimateLines.estimateId, row.id)));
      await tx
        .insert(estimateLines)
        .values(lineValues(totals).map((l) => ({ ...l, companyId: ctx.companyId, estimateId: row.id })));
    }
    await auditUpdate(tx, ctx, 'estimate', row.id, row.estimateNumber, { before: found, after: input });
  });
  return findEstimate(db, ctx.companyId, found.id);
}

/** Send, accept or decline an estimate (409 when its shown status does not allow it, or it was converted). */
export async function stepEstimate(
  db: Database,
  ctx: RequestContext,
  idOrNumber: string,
  action: EstimateAction,
) {
  const found = await findEstimate(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  await db.transaction(async (tx) => {
    const { row, shown } = await lockUnconverted(tx, ctx.companyId, found.id);
    const next = estimateStep(shown, action);
    if (!next)
      throw invalidState(`${aOrAn(shown)} estimate cannot be ${action === 'send' ? 'sent' : `${action}d`}`);
    await tx
      .update(estimates)
      .set({ status: next, updatedAt: new Date() })
      .where(ofCompany(estimates, ctx.companyId, eq(estimates.id, row.id)));
    await auditUpdate(tx, ctx, 'estimate', row.id, `${row.estimateNumber} ${next}`);
  });
  return findEstimate(db, ctx.companyId, found.id);
}

/**
 * Soft delete of a Draft, one never sent (API.md: 409 `invalid-state` otherwise); a converted
 * estimate stays (its invoice or sales order points at it).
 */
export async function deleteEstimate(db: Database, ctx: RequestContext, idOrNumber: string) {
  const found = await findEstimate(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  await db.transaction(async (tx) => {
    const { row, shown } = await lockUnconverted(tx, ctx.companyId, found.id);
    // Stored Draft: never sent (an unsent draft past its validity shows Expired and may still go).
    if (row.status !== 'Draft')
      throw invalidState(`${aOrAn(shown)} estimate cannot be deleted; only a Draft can`);
    await tx
      .update(estimates)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(ofCompany(estimates, ctx.companyId, eq(estimates.id, found.id)));
    await auditDelete(tx, ctx, 'estimate', found.id, found.estimateNumber, found);
  });
}
