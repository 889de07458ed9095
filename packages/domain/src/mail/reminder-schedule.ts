/**
 * Payment reminders for overdue invoices: a company lists the days after the due date on which a
 * reminder goes (e.g. 1, 7 and 14 days late); off until it is turned on. Each step goes once per
 * invoice; an invoice already far past due when reminders start gets only the latest step it reached,
 * not every earlier one at once.
 */
export interface ReminderSchedule {
  enabled: boolean;
  /** Days after the due date, ascending, each once. */
  steps: number[];
}

export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = { enabled: false, steps: [1, 7, 14] };

/** At most this many reminders per invoice (steps in a schedule). */
export const MAX_REMINDER_STEPS = 6;
/** A step is 1 to this many days after the due date. */
export const MAX_REMINDER_DAY = 365;

/**
 * The step to send now for an invoice `daysOverdue` days past its due date that already had the
 * `sent` steps: the latest step reached, unless it or a later one went out already; none: null.
 */
export function dueReminderStep(
  steps: readonly number[],
  daysOverdue: number,
  sent: readonly number[],
): number | null {
  const reached = steps.filter((step) => step <= daysOverdue);
  if (reached.length === 0) return null;
  const latest = Math.max(...reached);
  return sent.some((step) => step >= latest) ? null : latest;
}
