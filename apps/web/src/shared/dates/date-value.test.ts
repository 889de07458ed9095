import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATE_INPUT_FORMAT, isoOf, isUnfinished, pickerValueOf } from './date-value';

describe('date field values', () => {
  it('shows an ISO date day first and gives the same ISO date back', () => {
    const picked = pickerValueOf('2026-03-05');
    expect(picked?.format(DATE_INPUT_FORMAT)).toBe('05/03/2026');
    expect(isoOf(picked)).toBe('2026-03-05');
  });

  it('reads a typed dd/mm/yyyy as that day, not the US month first', () => {
    expect(isoOf(dayjs('05/03/2026', DATE_INPUT_FORMAT, true))).toBe('2026-03-05');
  });

  it('an empty field or an unfinished or impossible date is no date', () => {
    expect(pickerValueOf('')).toBeNull();
    expect(pickerValueOf('2026-02-30')).toBeNull();
    expect(isoOf(null)).toBe('');
    expect(isoOf(dayjs('31/02/2026', DATE_INPUT_FORMAT, true))).toBe('');
  });

  it('unfinished: a section empty or a year still being typed (0002, 0202); not 1900-2099 nor an empty field', () => {
    const typing = pickerValueOf('2026-10-07');
    expect(isUnfinished(typing?.year(2) ?? null)).toBe(true);
    expect(isUnfinished(typing?.year(202) ?? null)).toBe(true);
    expect(isUnfinished(dayjs('31/12/1899', DATE_INPUT_FORMAT, true))).toBe(true);
    expect(isUnfinished(pickerValueOf('1900-01-01'))).toBe(false);
    expect(isUnfinished(pickerValueOf('2099-12-31'))).toBe(false);
    expect(isUnfinished(null)).toBe(false);
    expect(isUnfinished(dayjs('', DATE_INPUT_FORMAT, true))).toBe(true);
  });
});
