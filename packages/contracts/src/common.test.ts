import { addDays, aYearAfter, todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { businessDate, businessPeriod, isoDate, optionalBusinessDate, personDate } from './common';

const problem = (schema: typeof businessDate | typeof businessPeriod | typeof personDate, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('businessDate', () => {
  const latest = aYearAfter(todayIn());
  it('takes 2000-01-01 up to a year after today', () => {
    expect(problem(businessDate, '2000-01-01')).toBeNull();
    expect(problem(businessDate, todayIn())).toBeNull();
    expect(problem(businessDate, latest)).toBeNull();
  });

  it('refuses dates that cannot be real, saying why', () => {
    expect(problem(businessDate, '1850-03-01')).toBe('Must be on or after 01 Jan 2000');
    expect(problem(businessDate, '1999-12-31')).toBe('Must be on or after 01 Jan 2000');
    expect(problem(businessDate, '2200-01-01')).toMatch(/^Must be at most a year from today/);
    expect(problem(businessDate, addDays(latest, 1))).toMatch(/^Must be at most a year from today/);
    expect(problem(businessDate, '2026-02-30')).not.toBeNull();
  });

  it('blank means none when optional; report filters (isoDate) stay unbounded', () => {
    expect(optionalBusinessDate.parse('')).toBeUndefined();
    expect(optionalBusinessDate.safeParse('1850-01-01').success).toBe(false);
    expect(isoDate.parse('1800-01-01')).toBe('1800-01-01');
    expect(isoDate.parse('0001-01-01')).toBe('0001-01-01');
    expect(isoDate.safeParse('0000-12-31').success).toBe(false);
  });
});

describe('businessPeriod', () => {
  it('takes YYYY-MM from 2000-01 to the month a year from today', () => {
    expect(problem(businessPeriod, '2000-01')).toBeNull();
    expect(problem(businessPeriod, aYearAfter(todayIn()).slice(0, 7))).toBeNull();
    expect(problem(businessPeriod, '1850-01')).toBe('Must be 2000-01 or later');
    expect(problem(businessPeriod, '2200-01')).toMatch(/^Must be at most a year from today/);
    expect(problem(businessPeriod, '2025-13')).toBe('Use a pay period like 2025-03 (YYYY-MM)');
  });
});

describe('personDate', () => {
  it('takes a hire date from before 2000, not from before 1940 or more than a year ahead', () => {
    expect(problem(personDate, '1998-03-02')).toBeNull();
    expect(problem(personDate, '2026-11-01')).toBeNull();
    expect(problem(personDate, '1939-12-31')).toBe('Must be on or after 01 Jan 1940');
    expect(problem(personDate, '2200-01-01')).toMatch(/^Must be at most a year from today/);
  });
});
