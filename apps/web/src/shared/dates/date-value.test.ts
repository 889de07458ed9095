import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATE_INPUT_FORMAT, isoOf, pickerValueOf, sameDate } from './date-value';

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

  it('keeps an unfinished entry while the form still holds no date', () => {
    const unfinished = dayjs('', DATE_INPUT_FORMAT, true);
    expect(sameDate(unfinished, '')).toBe(true);
    expect(sameDate(pickerValueOf('2026-03-05'), '2026-03-06')).toBe(false);
  });
});
