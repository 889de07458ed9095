import type { RecurringInvoice } from '@tawi/contracts';
import type { RecurrenceFrequency } from '@tawi/domain';
import { formatDate } from '../../../shared/format';

export const FREQUENCY_LABELS: Record<RecurrenceFrequency, string> = {
  weekly: 'Every week',
  monthly: 'Every month',
  quarterly: 'Every quarter',
  yearly: 'Every year',
};

/** 'Every month from 01/12/2026 (until 31/05/2027, 6 invoices)': how often and for how long. */
export function scheduleText(s: RecurringInvoice): string {
  const until = [s.endDate && `until ${formatDate(s.endDate)}`, s.maxCount && `${s.maxCount} invoices`]
    .filter(Boolean)
    .join(', ');
  return `${FREQUENCY_LABELS[s.frequency]} from ${formatDate(s.startDate)}${until ? ` (${until})` : ''}`;
}
