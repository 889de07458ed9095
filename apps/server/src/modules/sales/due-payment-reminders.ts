import { companies, type Database, invoiceReminders, invoices, paymentReminderSettings } from '@tawi/db';
import { businessNow, daysPastDue, dueReminderStep, todayIn } from '@tawi/domain';
import { eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { ofCompany } from '../../platform/company-rows';
import { findInvoice } from './invoices.repo';
import { queueReminder } from './payment-reminders';

export interface ReminderSent {
  companyId: string;
  invoiceNumber: string;
  step: number;
  outboxId: string;
}

export interface ReminderRun {
  sent: ReminderSent[];
  /** Overdue invoices whose customer has no email address: nothing to send to. */
  noAddress: string[];
  /** Messages written to the outbox that the mail server refused (they stay there as failed). */
  failed: string[];
}

/** Companies with reminders on: their schedule and time zone. */
async function companiesWithReminders(db: Database) {
  return db
    .select({
      companyId: paymentReminderSettings.companyId,
      steps: paymentReminderSettings.steps,
      timeZone: companies.timeZone,
    })
    .from(paymentReminderSettings)
    .innerJoin(companies, eq(companies.id, paymentReminderSettings.companyId))
    .where(eq(paymentReminderSettings.enabled, true));
}

/** A company's issued invoices still owing with the due date before `today`, and the steps each had. */
async function overdueInvoices(db: Database, companyId: string, today: string) {
  const rows = await db
    .select({ id: invoices.id, dueDate: invoices.dueDate })
    .from(invoices)
    .where(
      ofCompany(
        invoices,
        companyId,
        inArray(invoices.status, ['Unpaid', 'PaidPartially']),
        lt(invoices.dueDate, today),
        sql`${invoices.total} - ${invoices.amountPaid} - ${invoices.amountCredited} > 0`,
      ),
    )
    .orderBy(invoices.dueDate, invoices.invoiceNumber);
  if (rows.length === 0) return [];
  const sent = await db
    .select({ invoiceId: invoiceReminders.invoiceId, step: invoiceReminders.step })
    .from(invoiceReminders)
    .where(
      ofCompany(
        invoiceReminders,
        companyId,
        inArray(
          invoiceReminders.invoiceId,
          rows.map((r) => r.id),
        ),
        isNotNull(invoiceReminders.step),
      ),
    );
  return rows.map((r) => ({
    ...r,
    sentSteps: sent.filter((s) => s.invoiceId === r.id).map((s) => s.step as number),
  }));
}

/**
 * The payment reminder job: for every company with reminders on, each overdue invoice that reached a
 * step of the schedule it has not had yet gets the reminder template, with its PDF, through the outbox
 * (recorded per invoice and step, so never twice). "Today" is `now` in each company's time zone; tests
 * call this with a pinned instant. Paid, voided and draft invoices are never reminded.
 */
export async function sendDueReminders(db: Database, now: Date = businessNow()): Promise<ReminderRun> {
  const run: ReminderRun = { sent: [], noAddress: [], failed: [] };
  for (const company of await companiesWithReminders(db)) {
    const today = todayIn(company.timeZone, now);
    const actor = { companyId: company.companyId, userId: null };
    for (const candidate of await overdueInvoices(db, company.companyId, today)) {
      const step = dueReminderStep(company.steps, daysPastDue(candidate.dueDate, today), candidate.sentSteps);
      if (step === null) continue;
      const invoice = await findInvoice(db, company.companyId, candidate.id);
      const queued = await queueReminder(db, actor, invoice, { step, today }).catch((err: unknown) => {
        if (err instanceof AppError && err.code === 'no-email-address') {
          run.noAddress.push(invoice.invoiceNumber);
          return null;
        }
        throw err;
      });
      if (!queued) continue;
      run.sent.push({
        companyId: company.companyId,
        invoiceNumber: invoice.invoiceNumber,
        step,
        outboxId: queued.result.id,
      });
      await queued.deliver().catch(() => run.failed.push(queued.result.id));
    }
  }
  return run;
}
