import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  DATE_MAX,
  DATE_MIN,
  isIsoDate,
  isWithinPickerBounds,
  parseDate,
  todayIn,
  toIsoDate,
  zonedParts,
} from './dates';

const iso = (input: unknown): string | undefined => parseDate(input)?.toISOString();

describe('parseDate', () => {
  it('parses DD-MM-YYYY HH:mm[:ss] as UTC', () => {
    expect(iso('05-03-2025 11:30')).toBe('2025-03-05T11:30:00.000Z');
    expect(iso('05-03-2025 11:30:45')).toBe('2025-03-05T11:30:45.000Z');
    expect(iso('29-02-2024 00:00')).toBe('2024-02-29T00:00:00.000Z');
    expect(iso(' 31-12-2099 23:59:59 ')).toBe('2099-12-31T23:59:59.000Z');
  });

  it('parses ISO 8601', () => {
    expect(iso('2025-03-05')).toBe('2025-03-05T00:00:00.000Z');
    expect(iso('2025-03-05T11:30')).toBe('2025-03-05T11:30:00.000Z');
    expect(iso('2025-03-05T11:30:15')).toBe('2025-03-05T11:30:15.000Z');
    expect(iso('2025-03-05T11:30:15.123Z')).toBe('2025-03-05T11:30:15.123Z');
    expect(iso('2025-03-05T11:30:15.5Z')).toBe('2025-03-05T11:30:15.500Z');
    expect(iso('2025-03-05T11:30:15.123456Z')).toBe('2025-03-05T11:30:15.123Z');
    expect(iso('2025-03-05T14:30:00+03:00')).toBe('2025-03-05T11:30:00.000Z');
    expect(iso('2025-03-05T01:00-05:30')).toBe('2025-03-05T06:30:00.000Z');
    expect(iso('0050-01-01')).toBe('0050-01-01T00:00:00.000Z');
  });

  it('passes valid Date objects through', () => {
    const d = new Date('2025-03-05T11:30:00Z');
    expect(parseDate(d)?.getTime()).toBe(d.getTime());
    expect(parseDate(new Date(Number.NaN))).toBeNull();
  });

  it('rejects impossible dates and other formats', () => {
    for (const bad of [
      '31-02-2025 10:00',
      '29-02-2025 10:00',
      '05-13-2025 10:00',
      '05-03-2025 24:00',
      '05-03-2025 10:60',
      '05-03-2025 10:00:60',
      '2025-02-30',
      '2025-13-01',
      '2025-03-05T24:00:00Z',
      '2025-03-05T10:00+24:00',
      '2025/03/05',
      '5-3-2025',
      '05-03-2025',
      '05/03/2025 10:00',
      '2025-03-05T10',
      '2025-03-05Z',
      '20250305',
      'March 5, 2025',
      'yesterday',
      '',
    ]) {
      expect(parseDate(bad), bad).toBeNull();
    }
    expect(parseDate(1741174200000)).toBeNull();
    expect(parseDate(null)).toBeNull();
    expect(parseDate(undefined)).toBeNull();
    expect(parseDate({})).toBeNull();
  });

  it('property: round-trips toISOString and DD-MM-YYYY HH:mm:ss', () => {
    const min = Date.UTC(1900, 0, 1);
    const max = Date.UTC(2099, 11, 31, 23, 59, 59);
    fc.assert(
      fc.property(fc.integer({ min, max }), (t) => {
        const d = new Date(t);
        expect(parseDate(d.toISOString())?.getTime()).toBe(t);
        const p = (n: number): string => String(n).padStart(2, '0');
        const dmy = `${p(d.getUTCDate())}-${p(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
        expect(parseDate(dmy)?.getTime()).toBe(t - (((t % 1000) + 1000) % 1000));
      }),
    );
  });
});

describe('calendar helpers', () => {
  it('checks picker bounds', () => {
    expect(DATE_MIN).toBe('1900-01-01');
    expect(DATE_MAX).toBe('2099-12-31');
    expect(isWithinPickerBounds(new Date('1900-01-01T00:00:00Z'))).toBe(true);
    expect(isWithinPickerBounds(new Date('2099-12-31T23:59:59.999Z'))).toBe(true);
    expect(isWithinPickerBounds(new Date('1899-12-31T23:59:59.999Z'))).toBe(false);
    expect(isWithinPickerBounds(new Date('2100-01-01T00:00:00Z'))).toBe(false);
    expect(isWithinPickerBounds(new Date(Number.NaN))).toBe(false);
  });

  it('validates ISO dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2025-04-31')).toBe(false);
    expect(isIsoDate('2025-00-10')).toBe(false);
    expect(isIsoDate('2025-3-5')).toBe(false);
    expect(isIsoDate('2025-03-05T00:00:00Z')).toBe(false);
  });

  it('adds days', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-17', 15)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-03-05', 0)).toBe('2025-03-05');
    expect(() => addDays('05-03-2025', 1)).toThrow(RangeError);
    expect(() => addDays('2025-03-05', 1.5)).toThrow(RangeError);
  });

  it('gives the business date in a zone', () => {
    const lateUtc = new Date('2025-03-04T22:30:00Z');
    expect(todayIn('Africa/Nairobi', lateUtc)).toBe('2025-03-05');
    expect(todayIn(undefined, lateUtc)).toBe('2025-03-05');
    expect(todayIn('UTC', lateUtc)).toBe('2025-03-04');
    expect(zonedParts(new Date('2025-03-04T21:00:00Z'))).toEqual({
      year: 2025,
      month: 3,
      day: 5,
      hour: 0,
      minute: 0,
      second: 0,
    });
    expect(toIsoDate(new Date('2025-03-05T23:59:00Z'))).toBe('2025-03-05');
    expect(() => todayIn('Not/AZone')).toThrow(RangeError);
  });

  it('property: addDays matches millisecond arithmetic and inverts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2099, 11, 31) }),
        fc.integer({ min: -40000, max: 40000 }),
        (t, n) => {
          const start = toIsoDate(new Date(t));
          expect(isIsoDate(start)).toBe(true);
          const end = addDays(start, n);
          expect(end).toBe(toIsoDate(new Date(Date.parse(`${start}T00:00:00Z`) + n * 86_400_000)));
          expect(addDays(end, -n)).toBe(start);
        },
      ),
    );
  });
});
