import { emailTemplateInput, reminderScheduleInput } from '@tawi/contracts';
import { type EmailTemplateKind, templateProblems } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** A template's subject and body, checked as the server checks them, placeholders included. */
export const templateForm = (kind: EmailTemplateKind) =>
  emailTemplateInput.superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(templateProblems(kind, value))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type TemplateFormValues = z.output<typeof emailTemplateInput>;

/** The days typed as "1, 7, 14": whole numbers separated by commas or spaces. */
export const parseSteps = (text: string): number[] =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : Number.NaN));

export const stepsText = (steps: readonly number[]) => steps.join(', ');

/** The days typed, checked as the server checks them; a problem shows under the field. */
const stepsIn = (t: TFunction<'settings'>) => (text: string, ctx: z.RefinementCtx) => {
  const steps = parseSteps(text);
  if (steps.some(Number.isNaN)) {
    ctx.addIssue({ code: 'custom', message: t('reminders.wholeDays') });
    return z.NEVER;
  }
  const parsed = reminderScheduleInput.shape.steps.safeParse(steps);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? t('reminders.checkDays') });
  return z.NEVER;
};

/** The reminder schedule: on or off, and the days after the due date, typed as a list. */
export const reminderForm = (t: TFunction<'settings'>) =>
  z.strictObject({ enabled: z.boolean(), steps: z.string().transform(stepsIn(t)) });
export type ReminderFormInput = z.input<ReturnType<typeof reminderForm>>;
export type ReminderFormValues = z.output<ReturnType<typeof reminderForm>>;
