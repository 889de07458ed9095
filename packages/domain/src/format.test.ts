import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKes, formatNumber } from './format';
import { Money } from './money';

describe('formatKes / formatNumber', () => {
  it('formats shillings', () => {
    expect(formatKes(1234.56)).toBe('KES 1,234.56');
    expect(formatKes(-1234.56)).toBe('KES -1,234.56');
    expect(formatKes('1160.5')).toBe('KES 1,160.50');
    expect(formatKes(Money.of('1234567.891'))).toBe('KES 1,234,567.89');
    expect(formatKes(0)).toBe('KES 0.00');
    expect(formatKes(999.995)).toBe('KES 1,000.00');
    expect(formatKes(-0.001)).toBe('KES 0.00');
    expect(formatKes(1.005)).toBe('KES 1.01');
  });

  it('shows an em dash for missing values', () => {
    expect(formatKes(null)).toBe('\u2014');
    expect(formatKes(undefined)).toBe('\u2014');
    expect(formatKes(Number.NaN)).toBe('\u2014');
    expect(formatKes('abc')).toBe('\u2014');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('\u2014');
  });

  it('formats numbers with separators', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, 0)).toBe('1,234,568');
    expect(formatNumber(12.3456, 3)).toBe('12.346');
    expect(formatNumber(-999)).toBe('-999.00');
    expect(formatNumber(100)).toBe('100.00');
  });

  it('property: stripping prefix and commas gives Money.toFixed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const s = formatKes(cents / 100);
        expect(s).toMatch(/^KES -?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(s.slice(4).replaceAll(',', '')).toBe(Money.of(cents / 100).toFixed());
      }),
    );
  });
});

describe('formatDateTime / formatDate', () => {
  it('shows Nairobi time on the 24-hour clock, without am/pm', () => {
    expect(formatDateTime('2025-03-05T11:30:00Z')).toBe('05 Mar 2025 14:30');
    expect(formatDateTime('05-03-2025 11:30')).toBe('05 Mar 2025 14:30');
    expect(formatDateTime('2025-03-04T23:30:00Z')).toBe('05 Mar 2025 02:30');
    expect(formatDateTime('2025-09-01T09:00:00Z')).toBe('01 Sep 2025 12:00');
    expect(formatDateTime(new Date('2025-12-31T21:00:00Z'))).toBe('01 Jan 2026 00:00');
    expect(formatDateTime('2025-03-05T11:30:00Z', 'UTC')).toBe('05 Mar 2025 11:30');
  });

  it('shows an em dash for invalid input', () => {
    expect(formatDateTime(null)).toBe('\u2014');
    expect(formatDateTime(undefined)).toBe('\u2014');
    expect(formatDateTime('2025/03/05')).toBe('\u2014');
    expect(formatDateTime('31-02-2025 10:00')).toBe('\u2014');
    expect(formatDate('')).toBe('\u2014');
  });

  it('formats dates', () => {
    expect(formatDate('2025-03-04T22:00:00Z')).toBe('05 Mar 2025');
    expect(formatDate('2025-03-04T22:00:00Z', 'UTC')).toBe('04 Mar 2025');
    expect(formatDate('2025-03-05', 'America/New_York')).toBe('05 Mar 2025');
    expect(formatDate('2025-11-30')).toBe('30 Nov 2025');
  });

  it('property: output always matches DD MMM YYYY HH:mm, the hour that of Nairobi (UTC+3 since 1942)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2099, 11, 31) }), (t) => {
        const s = formatDateTime(new Date(t));
        expect(s).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4} ([01]\d|2[0-3]):[0-5]\d$/);
        if (t >= Date.UTC(1960, 0, 1))
          expect(Number(s.slice(12, 14))).toBe((new Date(t).getUTCHours() + 3) % 24);
      }),
    );
  });
});
