import type { RecurringInvoice } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../shared/format';

type CustomersText = TFunction<'customers'>;

/** '(until 31 May 2027, 6 invoices)', or '' for a schedule that runs until stopped. */
function untilText(s: RecurringInvoice, t: CustomersText): string {
  const date = s.endDate ? formatDate(s.endDate) : '';
  if (date && s.maxCount) return t('recurring.until.both', { date, count: s.maxCount });
  if (s.maxCount) return t('recurring.until.count', { count: s.maxCount });
  return date ? t('recurring.until.date', { date }) : '';
}

/** How often and for how long: 'Every month (until 31 May 2027, 6 invoices)'. */
export function frequencyText(s: RecurringInvoice, t: CustomersText): string {
  const frequency = t(`recurring.frequency.${s.frequency}`);
  const until = untilText(s, t);
  return until ? t('recurring.frequencyUntil', { frequency, until }) : frequency;
}

/** 'Every month from 01 Dec 2026 (6 invoices)': the whole schedule in one line. */
export function scheduleText(s: RecurringInvoice, t: CustomersText): string {
  const frequency = t(`recurring.frequency.${s.frequency}`);
  const start = formatDate(s.startDate);
  const until = untilText(s, t);
  return until
    ? t('recurring.scheduleUntil', { frequency, start, until })
    : t('recurring.schedule', { frequency, start });
}
