import { addDays } from '../dates';
import { addMonths } from '../ledger/comparison-period';

/** How often a recurring invoice is issued. */
export const RECURRENCE_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** What a schedule stops at: a last date and/or a number of invoices (none: it runs until deleted). */
export interface RecurrenceEnd {
  endDate?: string | null | undefined;
  maxCount?: number | null | undefined;
}

const MONTHS: Record<Exclude<RecurrenceFrequency, 'weekly'>, number> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
};

/**
 * The k-th date of a schedule (k = 0 is the start), counted from the start so months never drift:
 * monthly from 31 January gives 28 (29) February, then 31 March (a month's end stays its end).
 */
export function occurrence(start: string, frequency: RecurrenceFrequency, k: number): string {
  if (frequency === 'weekly') return addDays(start, 7 * k);
  return addMonths(start, MONTHS[frequency] * k);
}

/** The first date of the schedule strictly after `after` (or on it when `inclusive`). */
export function nextOccurrence(
  start: string,
  frequency: RecurrenceFrequency,
  after: string,
  inclusive = false,
): string {
  if (after < start) return start;
  // a first guess from the elapsed time, then step to the exact date
  const days = Math.round((Date.parse(after) - Date.parse(start)) / 86_400_000);
  let k = Math.max(0, Math.floor(frequency === 'weekly' ? days / 7 : days / (31 * MONTHS[frequency])) - 1);
  for (;;) {
    const date = occurrence(start, frequency, k);
    if (inclusive ? date >= after : date > after) return date;
    k += 1;
  }
}

/** Whether a schedule that has issued `issued` invoices may issue one dated `date`. */
export function recurrenceAllows(end: RecurrenceEnd, issued: number, date: string): boolean {
  if (end.maxCount != null && issued >= end.maxCount) return false;
  return end.endDate == null || date <= end.endDate;
}
