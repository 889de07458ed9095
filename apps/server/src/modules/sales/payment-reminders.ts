import type { DocumentEmail, Invoice, InvoiceReminder, MailResult } from '@tawi/contracts';
import { type Database, type Executor, invoiceReminders, outbox } from '@tawi/db';
import { todayIn } from '@tawi/domain';
import { desc, eq } from 'drizzle-orm';
import { invalidState } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import type { Actor, RequestContext } from '../../platform/request-context';
import {
  composeDocumentMail,
  deliverQueuedMail,
  draftDocumentMail,
  effectiveMailConfig,
  enqueueMail,
  mailAudit,
} from '../mail';
import { findInvoice } from './invoices.repo';
import { invoiceLetter } from './sales-emails';
import { printInvoice } from './sales-pdfs';

/** The reminders mailed for an invoice, newest first, with their messages' outbox state. */
export async function listInvoiceReminders(
  db: Executor,
  ctx: RequestContext,
  id: string,
): Promise<InvoiceReminder[]> {
  const invoice = await findInvoice(db, ctx.companyId, id);
  assertRecordBranch(ctx, invoice);
  const rows = await db
    .select({ reminder: invoiceReminders, status: outbox.status })
    .from(invoiceReminders)
    .innerJoin(outbox, eq(outbox.id, invoiceReminders.outboxId))
    .where(ofCompany(invoiceReminders, ctx.companyId, eq(invoiceReminders.invoiceId, invoice.id)))
    .orderBy(desc(invoiceReminders.createdAt));
  return rows.map(({ reminder: r, status }) => ({
    id: r.id,
    step: r.step,
    sentOn: r.sentOn,
    to: r.toAddress,
    outboxId: r.outboxId,
    status: status as InvoiceReminder['status'],
    createdAt: r.createdAt.toISOString(),
  }));
}

/** An overdue invoice of the user's branch, else 409 `invalid-state`. */
async function overdueInvoice(db: Executor, ctx: RequestContext, id: string): Promise<Invoice> {
  const invoice = await findInvoice(db, ctx.companyId, id);
  assertRecordBranch(ctx, invoice);
  // the status read is Overdue once an Unpaid or part-paid invoice's due date has passed
  if (invoice.status !== 'Overdue' || invoice.outstanding <= 0) {
    throw invalidState(
      `${invoice.invoiceNumber} is not overdue; only overdue invoices get a payment reminder`,
    );
  }
  return invoice;
}

/** What the "Send reminder" dialog starts from: the reminder template filled with the invoice. */
export async function invoiceReminderDraft(db: Executor, ctx: RequestContext, id: string) {
  const invoice = await overdueInvoice(db, ctx, id);
  return draftDocumentMail(
    db,
    ctx.companyId,
    await invoiceLetter(db, ctx.companyId, invoice, 'payment-reminder'),
  );
}

/** Thrown to roll back the outbox message of a step another run already sent. */
const ALREADY_SENT = new Error('reminder step already sent');

export interface QueuedReminder {
  result: MailResult;
  deliver: () => Promise<void>;
}

/**
 * Writes a reminder of the invoice to the outbox and records it (step: by the schedule, once per
 * invoice and step; null: by hand), in one transaction; `deliver` then sends it when SMTP is set up.
 * A schedule step already sent (by a run at the same time): null, nothing written.
 */
export async function queueReminder(
  db: Database,
  actor: Actor,
  invoice: Invoice,
  reminder: { step: number | null; today: string; given?: DocumentEmail },
): Promise<QueuedReminder | null> {
  const letter = await invoiceLetter(db, actor.companyId, invoice, 'payment-reminder', reminder.today);
  const file = await printInvoice(db, actor.companyId, invoice);
  const message = await composeDocumentMail(db, actor.companyId, letter, file, reminder.given);
  const id = await db
    .transaction(async (tx) => {
      const outboxId = await enqueueMail(tx, actor, message);
      const [claimed] = await tx
        .insert(invoiceReminders)
        .values({
          companyId: actor.companyId,
          invoiceId: invoice.id,
          step: reminder.step,
          sentOn: reminder.today,
          toAddress: message.to,
          outboxId,
          createdBy: actor.userId,
        })
        .onConflictDoNothing()
        .returning({ id: invoiceReminders.id });
      if (!claimed) throw ALREADY_SENT;
      await recordAudit(tx, actor, mailAudit(message, outboxId, 'queued'));
      return outboxId;
    })
    .catch((err: unknown) => {
      if (err === ALREADY_SENT) return null;
      throw err;
    });
  if (!id) return null;
  const config = await effectiveMailConfig(db, actor.companyId);
  return {
    result: { id, to: message.to, subject: message.subject, status: config ? 'sent' : 'queued' },
    deliver: async () => {
      if (config) await deliverQueuedMail(db, actor.companyId, id, message, config);
    },
  };
}

/** "Send reminder" on an overdue invoice (POST /api/invoices/:id/reminders): mailed at once, recorded. */
export async function sendInvoiceReminder(
  db: Database,
  ctx: RequestContext,
  id: string,
  given: DocumentEmail,
): Promise<MailResult> {
  const invoice = await overdueInvoice(db, ctx, id);
  const queued = await queueReminder(db, ctx, invoice, { step: null, today: todayIn(), given });
  if (!queued) throw new Error('a reminder by hand is never refused as a duplicate');
  await queued.deliver();
  return queued.result;
}
