import type { RecurringInvoice } from '@tawi/contracts';
import type { RecurrenceFrequency } from '@tawi/domain';
import { formatDate } from '../../../shared/format';

export const FREQUENCY_LABELS: Record<RecurrenceFrequency, string> = {
  weekly: 'Every week',
  monthly: 'Every month',
  quarterly: 'Every quarter',
  yearly: 'Every year',
};

/** How often and for how long: 'Every month (until 31 May 2027, 6 invoices)'. */
export function frequencyText(s: RecurringInvoice): string {
  const until = [s.endDate && `until ${formatDate(s.endDate)}`, s.maxCount && `${s.maxCount} invoices`]
    .filter(Boolean)
    .join(', ');
  return `${FREQUENCY_LABELS[s.frequency]}${until ? ` (${until})` : ''}`;
}

/** 'Every month from 01 Dec 2026 (6 invoices)': the whole schedule in one line. */
export function scheduleText(s: RecurringInvoice): string {
  return frequencyText(s).replace(FREQUENCY_LABELS[s.frequency], `$& from ${formatDate(s.startDate)}`);
}
