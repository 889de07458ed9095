import type { RecurringInvoice } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { areaText } from '../../../shared/i18n/area-text';
import { frequencyText, scheduleText } from './recurring-schedule';

const schedule = (endDate: string | null, maxCount: number | null) =>
  ({ frequency: 'monthly', startDate: '2026-12-01', endDate, maxCount }) as RecurringInvoice;

describe('a recurring schedule in words', () => {
  const en = areaText('customers');
  const sw = areaText('customers', 'sw');

  it('says how often and until when, in one line', () => {
    expect(frequencyText(schedule(null, null), en)).toBe('Every month');
    expect(frequencyText(schedule('2027-05-31', 6), en)).toBe('Every month (until 31 May 2027, 6 invoices)');
    expect(scheduleText(schedule(null, 6), en)).toBe('Every month from 01 Dec 2026 (6 invoices)');
    expect(scheduleText(schedule(null, 1), en)).toBe('Every month from 01 Dec 2026 (1 invoice)');
    expect(scheduleText(schedule('2027-05-31', null), en)).toBe(
      'Every month from 01 Dec 2026 (until 31 May 2027)',
    );
  });

  it('in Swahili', () => {
    expect(scheduleText(schedule('2027-05-31', 6), sw)).toBe(
      'Kila mwezi kuanzia 01 Dec 2026 (hadi 31 May 2027, ankara 6)',
    );
  });
});
