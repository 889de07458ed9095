import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGING_BUCKETS,
  agingBucket,
  BREAKPOINTS,
  DEFAULT_PAGE_SIZE,
  DEFAULT_TIME_ZONE,
  DEPARTMENT_CODES,
  DEPARTMENTS,
  EMPLOYEE_PAGE_SIZE,
  EMPLOYMENT_TYPE_CODES,
  EMPLOYMENT_TYPES,
  MAX_PAGE_SIZE,
  MAX_TOASTS,
  TOAST_DURATIONS,
} from './constants';

describe('constants', () => {
  it('has the spec values', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(25);
    expect(MAX_PAGE_SIZE).toBe(250);
    expect(EMPLOYEE_PAGE_SIZE).toBe(250);
    expect(TOAST_DURATIONS).toEqual({ blank: 4000, error: 4000, success: 2000, loading: Infinity });
    expect(MAX_TOASTS).toBe(20);
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 1000, lg: 1200, xl: 1920 });
    expect(DEFAULT_TIME_ZONE).toBe('Africa/Nairobi');
  });

  it('lists departments and employment types', () => {
    expect(DEPARTMENTS).toHaveLength(8);
    expect(DEPARTMENTS[0]).toEqual({ code: 'hr', label: 'Human Resources' });
    expect(DEPARTMENTS.find((d) => d.code === 'customer_service')?.label).toBe('Customer Service');
    expect(DEPARTMENT_CODES).toEqual([
      'hr',
      'finance',
      'engineering',
      'marketing',
      'sales',
      'operations',
      'customer_service',
      'administration',
    ]);
    expect(EMPLOYMENT_TYPES.map((t) => t.label)).toEqual([
      'Full-time',
      'Part-time',
      'Contract',
      'Intern',
      'Consultant',
    ]);
    expect(EMPLOYMENT_TYPE_CODES).toEqual(['full_time', 'part_time', 'contract', 'intern', 'consultant']);
  });

  it('buckets days past due', () => {
    expect(AGING_BUCKETS).toEqual(['Current', '1-30 Days', '31-60 Days', '61-90 Days', 'Over 90 Days']);
    expect(agingBucket(-5)).toBe('Current');
    expect(agingBucket(0)).toBe('Current');
    expect(agingBucket(1)).toBe('1-30 Days');
    expect(agingBucket(30)).toBe('1-30 Days');
    expect(agingBucket(31)).toBe('31-60 Days');
    expect(agingBucket(60)).toBe('31-60 Days');
    expect(agingBucket(61)).toBe('61-90 Days');
    expect(agingBucket(90)).toBe('61-90 Days');
    expect(agingBucket(91)).toBe('Over 90 Days');
    expect(() => agingBucket(Number.NaN)).toThrow(RangeError);
  });

  it('property: buckets are monotonic in days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(AGING_BUCKETS.indexOf(agingBucket(lo))).toBeLessThanOrEqual(
          AGING_BUCKETS.indexOf(agingBucket(hi)),
        );
      }),
    );
  });
});
