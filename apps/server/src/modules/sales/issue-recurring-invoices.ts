import { type Database, recurringInvoiceRuns, recurringInvoices } from '@tawi/db';
import { nextOccurrence, recurrenceAllows } from '@tawi/domain';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { systemContext } from '../../platform/system-context';
import { createInvoiceIn } from './create-invoice';
import { toLineInput } from './invoice-lines';
import { findInvoice } from './invoices.repo';
import { emailInvoice } from './sales-emails';

type Schedule = typeof recurringInvoices.$inferSelect;

/** What one run of the job did: the invoices it issued and the schedules that failed (with why). */
export interface RecurringRun {
  issued: { scheduleId: string; date: string; invoiceId: string }[];
  failed: { scheduleId: string; error: string }[];
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === '23505' ||
  (err as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * Issues the schedule's invoice for its next date when that date is due (on or before `today`), in one
 * transaction: the schedule row is locked first (a second run waits, then finds the date done), the
 * invoice is created and issued as any invoice (posted, stock out, eTIMS queued), the run is recorded
 * (unique per schedule and date: a run that got past the lock anyway fails and rolls back), and the
 * next date moves on; past the end date or count the schedule finishes. Answers the issued invoice.
 */
async function issueNext(db: Database, scheduleId: string, today: string) {
  return db.transaction(async (tx) => {
    const [s] = await tx
      .select()
      .from(recurringInvoices)
      .where(and(eq(recurringInvoices.id, scheduleId), isNull(recurringInvoices.deletedAt)))
      .for('update');
    if (s?.status !== 'active' || !s.nextDate || s.nextDate > today) return undefined;
    const date = s.nextDate;
    const now = new Date();
    if (!recurrenceAllows(s, s.issuedCount, date)) {
      await tx
        .update(recurringInvoices)
        .set({ status: 'finished', nextDate: null, updatedAt: now })
        .where(eq(recurringInvoices.id, s.id));
      return undefined;
    }
    const ctx = systemContext(s.companyId, s.createdBy, s.branchId);
    const template = await findInvoice(tx, s.companyId, s.templateInvoiceId);
    const invoice = await createInvoiceIn(tx, ctx, s.branchId, {
      customerId: template.customerId,
      date,
      paymentTerms: template.paymentTerms,
      notes: template.notes,
      lines: template.lines.map(toLineInput),
    });
    await tx
      .insert(recurringInvoiceRuns)
      .values({ companyId: s.companyId, scheduleId: s.id, runDate: date, invoiceId: invoice.id });
    const issuedCount = s.issuedCount + 1;
    const next = nextOccurrence(s.startDate, s.frequency, date);
    const more = recurrenceAllows(s, issuedCount, next);
    await tx
      .update(recurringInvoices)
      .set({
        issuedCount,
        nextDate: more ? next : null,
        status: more ? 'active' : 'finished',
        lastError: null,
        updatedAt: now,
      })
      .where(eq(recurringInvoices.id, s.id));
    return { schedule: s, date, invoiceId: invoice.id };
  });
}

async function noteFailure(db: Database, s: Schedule, error: string) {
  await db
    .update(recurringInvoices)
    .set({ lastError: error.slice(0, 500), updatedAt: new Date() })
    .where(eq(recurringInvoices.id, s.id));
}

/** Mails an issued recurring invoice to its customer (sent, or queued in the outbox); a failure is noted, not thrown. */
async function mailIssued(db: Database, s: Schedule, invoiceId: string) {
  try {
    await emailInvoice(
      db,
      systemContext(s.companyId, s.createdBy, s.branchId),
      invoiceId,
      undefined,
      undefined,
    );
  } catch (err) {
    await noteFailure(db, s, `Issued, but not emailed: ${(err as Error).message}`);
  }
}

/**
 * The recurring invoices job: every active schedule whose next date is on or before `today` issues its
 * invoices, one per date up to today (a server that was off catches up), each exactly once even when
 * the job runs twice or two servers run it at once. A refusal (not enough stock, a credit limit, a
 * filed VAT month) leaves the date due, notes why on the schedule, and the job tries again next run.
 */
export async function issueDueRecurringInvoices(db: Database, today: string): Promise<RecurringRun> {
  const due = await db
    .select()
    .from(recurringInvoices)
    .where(
      and(
        eq(recurringInvoices.status, 'active'),
        lte(recurringInvoices.nextDate, today),
        isNull(recurringInvoices.deletedAt),
      ),
    )
    .orderBy(asc(recurringInvoices.nextDate), asc(recurringInvoices.id));
  const run: RecurringRun = { issued: [], failed: [] };
  for (const schedule of due) {
    for (;;) {
      let done: Awaited<ReturnType<typeof issueNext>>;
      try {
        done = await issueNext(db, schedule.id, today);
      } catch (err) {
        if (isUniqueViolation(err)) continue; // another run issued this date meanwhile: look again
        const error = (err as Error).message;
        await noteFailure(db, schedule, error);
        run.failed.push({ scheduleId: schedule.id, error });
        break;
      }
      if (!done) break;
      run.issued.push({ scheduleId: schedule.id, date: done.date, invoiceId: done.invoiceId });
      if (done.schedule.emailCustomer) await mailIssued(db, done.schedule, done.invoiceId);
    }
  }
  return run;
}
