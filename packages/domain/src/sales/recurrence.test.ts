import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrence, recurrenceAllows } from './recurrence';

describe('recurrence', () => {
  it('counts months from the start, so a month end stays a month end', () => {
    expect([0, 1, 2, 3].map((k) => occurrence('2026-01-31', 'monthly', k))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(occurrence('2026-01-15', 'quarterly', 2)).toBe('2026-07-15');
    expect(occurrence('2024-02-29', 'yearly', 1)).toBe('2025-02-28');
    expect(occurrence('2026-11-25', 'weekly', 2)).toBe('2026-12-09');
  });

  it('finds the next date after a given day', () => {
    expect(nextOccurrence('2026-01-31', 'monthly', '2026-02-28')).toBe('2026-03-31');
    expect(nextOccurrence('2026-01-31', 'monthly', '2026-03-01')).toBe('2026-03-31');
    expect(nextOccurrence('2026-01-31', 'monthly', '2026-03-31', true)).toBe('2026-03-31');
    expect(nextOccurrence('2026-12-01', 'monthly', '2026-11-25')).toBe('2026-12-01');
    expect(nextOccurrence('2020-01-06', 'weekly', '2026-11-25')).toBe('2026-11-30');
    expect(nextOccurrence('2010-03-15', 'yearly', '2026-03-15')).toBe('2027-03-15');
  });

  it('stops at the end date or the count', () => {
    expect(recurrenceAllows({ endDate: '2026-12-31' }, 5, '2026-12-31')).toBe(true);
    expect(recurrenceAllows({ endDate: '2026-12-31' }, 5, '2027-01-01')).toBe(false);
    expect(recurrenceAllows({ maxCount: 3 }, 2, '2030-01-01')).toBe(true);
    expect(recurrenceAllows({ maxCount: 3 }, 3, '2030-01-01')).toBe(false);
    expect(recurrenceAllows({}, 99, '2099-01-01')).toBe(true);
  });
});
