import type { RecurringInvoice } from '@tawi/contracts';
import type { RecurrenceFrequency } from '@tawi/domain';
import { formatDate } from '../../../shared/format';

export const FREQUENCY_LABELS: Record<RecurrenceFrequency, string> = {
  weekly: 'Every week',
  monthly: 'Every month',
  quarterly: 'Every quarter',
  yearly: 'Every year',
};

/** ' (until 31 May 2027, 6 invoices)', or '' for a schedule that runs until stopped. */
function untilText(s: RecurringInvoice): string {
  const until = [s.endDate && `until ${formatDate(s.endDate)}`, s.maxCount && `${s.maxCount} invoices`]
    .filter(Boolean)
    .join(', ');
  return until ? ` (${until})` : '';
}

/** How often and for how long: 'Every month (until 31 May 2027, 6 invoices)'. */
export function frequencyText(s: RecurringInvoice): string {
  return `${FREQUENCY_LABELS[s.frequency]}${untilText(s)}`;
}

/** 'Every month from 01 Dec 2026 (6 invoices)': the whole schedule in one line. */
export function scheduleText(s: RecurringInvoice): string {
  return `${FREQUENCY_LABELS[s.frequency]} from ${formatDate(s.startDate)}${untilText(s)}`;
}
