import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { daysBefore, splitByMonths, wholeMonthsOf } from './month-split';

/** Every day a split covers, expanded: whole months day by day, then the leftover spans. */
function daysCovered(from: string, to: string): string[] {
  const split = splitByMonths({ from, to });
  const days: string[] = [];
  if (split.months) {
    const { from: start, until } = split.months;
    if (start === null || until === null) throw new Error('a closed range has closed months');
    for (let d = start; d < until; d = addDays(d, 1)) days.push(d);
  }
  for (const span of split.days) {
    for (let d = span.from; d <= span.to; d = addDays(d, 1)) days.push(d);
  }
  return days.sort();
}

describe('splitByMonths', () => {
  it('reads whole months monthly and the partial ends daily', () => {
    expect(splitByMonths({ from: '2026-01-15', to: '2026-04-10' })).toEqual({
      months: { from: '2026-02-01', until: '2026-04-01' },
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-04-01', to: '2026-04-10' },
      ],
    });
  });

  it('needs no days for a range of whole months, across a year end', () => {
    expect(splitByMonths({ from: '2025-12-01', to: '2026-02-28' })).toEqual({
      months: { from: '2025-12-01', until: '2026-03-01' },
      days: [],
    });
  });

  it('keeps a range inside one month as days', () => {
    expect(splitByMonths({ from: '2024-02-03', to: '2024-02-29' })).toEqual({
      months: null,
      days: [{ from: '2024-02-03', to: '2024-02-29' }],
    });
  });

  it('gives nothing for an empty range', () => {
    expect(splitByMonths({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ months: null, days: [] });
  });

  it('covers every day of the range exactly once', () => {
    const day = fc.integer({ min: 0, max: 900 }).map((n) => addDays('2024-01-01', n));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const expected: string[] = [];
        for (let d = from; d <= to; d = addDays(d, 1)) expected.push(d);
        expect(daysCovered(from, to)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('splitByMonths with open ends', () => {
  it('reaches back to the earliest posting without a from', () => {
    expect(splitByMonths({ to: '2026-04-10' })).toEqual({
      months: { from: null, until: '2026-04-01' },
      days: [{ from: '2026-04-01', to: '2026-04-10' }],
    });
    expect(splitByMonths({ to: '2026-04-30' })).toEqual({
      months: { from: null, until: '2026-05-01' },
      days: [],
    });
  });

  it('reaches forward without a to; the first and last writable days are open ends', () => {
    expect(splitByMonths({ from: '2026-01-15' })).toEqual({
      months: { from: '2026-02-01', until: null },
      days: [{ from: '2026-01-15', to: '2026-01-31' }],
    });
    expect(splitByMonths({ from: '0001-01-01', to: '9999-12-31' })).toEqual({
      months: { from: null, until: null },
      days: [],
    });
    expect(splitByMonths({ from: '9999-12-15', to: '9999-12-20' })).toEqual({
      months: null,
      days: [{ from: '9999-12-15', to: '9999-12-20' }],
    });
  });

  it('has nothing before the first day there is', () => {
    expect(daysBefore('0001-01-01')).toBeNull();
    expect(daysBefore('1850-03-01')).toEqual({ to: '1850-02-28' });
  });
});

describe('wholeMonthsOf', () => {
  it('lists each whole month and keeps the partial ends as days', () => {
    expect(wholeMonthsOf({ from: '2026-01-15', to: '2026-04-10' })).toEqual({
      months: [
        { from: '2026-02-01', to: '2026-02-28' },
        { from: '2026-03-01', to: '2026-03-31' },
      ],
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-04-01', to: '2026-04-10' },
      ],
    });
  });

  it('crosses a year and a leap February; a range inside one month is days only', () => {
    const year = wholeMonthsOf({ from: '2023-12-01', to: '2024-02-29' });
    expect(year.months.map((m) => m.to)).toEqual(['2023-12-31', '2024-01-31', '2024-02-29']);
    expect(year.days).toEqual([]);
    expect(wholeMonthsOf({ from: '2026-05-02', to: '2026-05-30' })).toEqual({
      months: [],
      days: [{ from: '2026-05-02', to: '2026-05-30' }],
    });
    expect(wholeMonthsOf({ from: '2026-05-02', to: '2026-05-01' })).toEqual({ months: [], days: [] });
  });
});
