import type { RecurringInvoice, RecurringInvoiceCreate } from '@tawi/contracts';
import { type Database, recurringInvoices } from '@tawi/db';
import { nextOccurrence, todayIn } from '@tawi/domain';
import { eq, isNull } from 'drizzle-orm';
import { invalidState } from '../../platform/app-error';
import { auditCreate, recordAudit } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { findInvoice } from './invoices.repo';
import { findRecurringInvoice } from './recurring-invoices.repo';

/** A schedule repeating an issued invoice; its first date is the start date (the job issues it when due). */
export async function createRecurringInvoice(
  db: Database,
  ctx: RequestContext,
  input: RecurringInvoiceCreate,
): Promise<RecurringInvoice> {
  const template = await findInvoice(db, ctx.companyId, input.invoiceId);
  assertRecordBranch(ctx, template);
  if (template.status === 'Draft' || template.status === 'Void') {
    throw invalidState('Repeat an issued invoice (not a Draft or a voided one)');
  }
  const id = await db.transaction(async (tx) => {
    const row = await tx
      .insert(recurringInvoices)
      .values({
        companyId: ctx.companyId,
        branchId: template.branchId,
        templateInvoiceId: template.id,
        frequency: input.frequency,
        startDate: input.startDate,
        nextDate: input.startDate,
        endDate: input.endDate ?? null,
        maxCount: input.maxCount ?? null,
        emailCustomer: input.emailCustomer,
        createdBy: ctx.userId,
      })
      .returning({ id: recurringInvoices.id })
      .then(returnedRow('recurring invoice insert'));
    const summary = `${template.invoiceNumber} ${input.frequency} from ${input.startDate}`;
    await auditCreate(tx, ctx, 'recurring-invoice', row.id, summary, input);
    return row.id;
  });
  return findRecurringInvoice(db, ctx.companyId, id);
}

type Change = 'pause' | 'resume' | 'delete';

/** Pauses (no invoices until resumed), resumes (from the first date on or after today) or deletes a schedule. */
export async function changeRecurringInvoice(
  db: Database,
  ctx: RequestContext,
  id: string,
  change: Change,
): Promise<RecurringInvoice | undefined> {
  const found = await findRecurringInvoice(db, ctx.companyId, id);
  assertRecordBranch(ctx, found);
  if (change !== 'delete' && found.status === 'finished') throw invalidState('This schedule has finished');
  const now = new Date();
  const set =
    change === 'delete'
      ? { deletedAt: now }
      : change === 'pause'
        ? { status: 'paused' as const }
        : {
            status: 'active' as const,
            nextDate: nextOccurrence(found.startDate, found.frequency, todayIn(), true),
            lastError: null,
          };
  await db.transaction(async (tx) => {
    await tx
      .update(recurringInvoices)
      .set({ ...set, updatedAt: now })
      .where(
        ofCompany(
          recurringInvoices,
          ctx.companyId,
          eq(recurringInvoices.id, found.id),
          isNull(recurringInvoices.deletedAt),
        ),
      );
    await recordAudit(tx, ctx, {
      action: change === 'delete' ? 'delete' : 'update',
      entity: 'recurring-invoice',
      entityId: found.id,
      summary: `${found.templateInvoiceNumber} schedule: ${change}`,
    });
  });
  return change === 'delete' ? undefined : findRecurringInvoice(db, ctx.companyId, found.id);
}
