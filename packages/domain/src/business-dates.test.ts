import { describe, expect, it } from 'vitest';
import { aYearAfter, businessDateProblem, businessPeriodProblem } from './business-dates';

describe('business dates', () => {
  it('a year after a day is the same day next year; 29 Feb becomes 28 Feb', () => {
    expect(aYearAfter('2026-11-25')).toBe('2027-11-25');
    expect(aYearAfter('2028-02-29')).toBe('2029-02-28');
    expect(aYearAfter('2026-12-31')).toBe('2027-12-31');
  });

  it('accepts 2000-01-01 up to a year after today, refusing the day before and the day after', () => {
    const today = '2026-11-25';
    expect(businessDateProblem('2000-01-01', today)).toBeNull();
    expect(businessDateProblem('2027-11-25', today)).toBeNull();
    expect(businessDateProblem('1999-12-31', today)).toBe('Must be on or after 01 Jan 2000');
    expect(businessDateProblem('1850-06-01', today)).toBe('Must be on or after 01 Jan 2000');
    expect(businessDateProblem('2027-11-26', today)).toBe(
      'Must be at most a year from today (25 Nov 2027 at the latest)',
    );
    expect(businessDateProblem('2200-01-01', today)).not.toBeNull();
  });

  it('checks a monthly period the same way', () => {
    const today = '2026-11-25';
    expect(businessPeriodProblem('2000-01', today)).toBeNull();
    expect(businessPeriodProblem('2027-11', today)).toBeNull();
    expect(businessPeriodProblem('1999-12', today)).toBe('Must be 2000-01 or later');
    expect(businessPeriodProblem('2027-12', today)).toBe(
      'Must be at most a year from today (2027-11 at the latest)',
    );
  });
});
