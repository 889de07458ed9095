import { EMAIL_TEMPLATE_KINDS, MAX_REMINDER_DAY, MAX_REMINDER_STEPS } from '@tawi/domain';
import { z } from 'zod';

export const emailTemplateKind = z.enum(EMAIL_TEMPLATE_KINDS);
export const emailTemplateParams = z.object({ kind: emailTemplateKind });

/** One kind's email as the company sends it; `isDefault`: never changed (or reset). */
export const emailTemplate = z.object({
  kind: emailTemplateKind,
  subject: z.string(),
  body: z.string(),
  isDefault: z.boolean(),
  /** The `{names}` this kind fills. */
  placeholders: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplate>;

export const emailTemplateList = z.object({ items: z.array(emailTemplate) });

/** A company's wording; a placeholder the kind does not fill is 422 `unknown-placeholder`. */
export const emailTemplateInput = z.strictObject({
  subject: z
    .string()
    .trim()
    .min(1, 'Enter a subject')
    .max(200)
    .refine((s) => !/[\r\n]/.test(s), 'The subject is one line'),
  body: z.string().trim().min(1, 'Enter the message').max(5000),
});
export type EmailTemplateInput = z.infer<typeof emailTemplateInput>;

const step = z
  .number()
  .int('Whole days')
  .min(1, 'At least 1 day after the due date')
  .max(MAX_REMINDER_DAY, `At most ${MAX_REMINDER_DAY} days`);

/** Payment reminders: on or off, and the days after the due date each reminder goes (sorted, each once). */
export const reminderScheduleInput = z.strictObject({
  enabled: z.boolean(),
  steps: z
    .array(step)
    .min(1, 'Give at least one day')
    .max(MAX_REMINDER_STEPS, `At most ${MAX_REMINDER_STEPS} reminders per invoice`)
    .transform((steps) => [...new Set(steps)].sort((a, b) => a - b)),
});
export type ReminderScheduleInput = z.input<typeof reminderScheduleInput>;

export const reminderSchedule = z.object({
  enabled: z.boolean(),
  steps: z.array(z.number().int()),
  updatedAt: z.string().nullable(),
});
export type ReminderScheduleRecord = z.infer<typeof reminderSchedule>;

/** A payment reminder mailed for an invoice: by the schedule (`step` days late) or by hand (null). */
export const invoiceReminder = z.object({
  id: z.string(),
  step: z.number().int().nullable(),
  sentOn: z.string(),
  to: z.string(),
  outboxId: z.string(),
  /** The message's state in the outbox. */
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: z.string(),
});
export type InvoiceReminder = z.infer<typeof invoiceReminder>;
export const invoiceReminderList = z.object({ items: z.array(invoiceReminder) });
