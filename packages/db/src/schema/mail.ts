import { boolean, date, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { creation, updatedAt } from './columns';
import { keyedTable } from './keyed-table';
import { sameCompanyKey } from './keys';
import { invoices } from './sales';
import { companyRecord, companyRef } from './tenant-columns';

/**
 * A company's own SMTP server (Settings, Email). Without a row the server's environment (SMTP_*)
 * applies, else mail waits in the outbox. The password is stored encrypted (AES-256-GCM), never plain.
 */
export const companyMailSettings = pgTable('company_mail_settings', {
  companyId: companyRef().primaryKey(),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  secure: boolean('secure').notNull().default(false),
  username: text('username'),
  passwordCipher: text('password_cipher'),
  fromAddress: text('from_address').notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by'),
});

/** A company's own wording of one kind of document email (Settings, Email templates); none: the default. */
export const emailTemplates = keyedTable(
  'email_templates',
  { companyId: companyRef(), kind: text('kind').notNull() },
  {
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by'),
  },
);

/** When overdue invoices get a payment reminder: days after the due date; off by default (no row). */
export const paymentReminderSettings = pgTable('payment_reminder_settings', {
  companyId: companyRef().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  steps: jsonb('steps').$type<number[]>().notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by'),
});

/**
 * A payment reminder mailed for an invoice: by the schedule (`step`, days after the due date; once per
 * invoice and step) or by hand (`step` null). `outboxId` is the message.
 */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    ...companyRecord(),
    invoiceId: uuid('invoice_id').notNull(),
    step: integer('step'),
    sentOn: date('sent_on').notNull(),
    toAddress: text('to_address').notNull(),
    outboxId: uuid('outbox_id').notNull(),
    ...creation(),
  },
  (t) => [
    unique('invoice_reminders_step_key').on(t.companyId, t.invoiceId, t.step),
    index('invoice_reminders_invoice_idx').on(t.companyId, t.invoiceId, t.createdAt),
    sameCompanyKey(t, t.invoiceId, invoices),
  ],
);
