import { businessNow } from './clock';
import { DEFAULT_TIME_ZONE } from './constants';

/** Date picker bounds (SPEC point 5). */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

const DMY = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(y: number, month: number): number {
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] ?? 0);
}

/** UTC instant for validated parts, or null when any part is out of range. */
function utc(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): Date | null {
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  if (h > 23 || mi > 59 || s > 59) return null;
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d); // setUTCFullYear keeps years 0-99 literal
  date.setUTCHours(h, mi, s, ms);
  return date;
}

const num = (s: string | undefined): number => (s === undefined ? 0 : Number(s));

/**
 * Strict parse, read as UTC: 'DD-MM-YYYY HH:mm', 'DD-MM-YYYY HH:mm:ss', or ISO 8601
 * ('YYYY-MM-DD', 'YYYY-MM-DDTHH:mm[:ss[.fff]]' with optional 'Z' / '±HH:mm'; none means UTC).
 * Valid Date objects pass through (as a copy). Anything else, or an impossible date: null.
 */
export function parseDate(input: unknown): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : new Date(input.getTime());
  if (typeof input !== 'string') return null;
  const s = input.trim();
  const dmy = DMY.exec(s);
  if (dmy) {
    const [, d, mo, y, h, mi, sec] = dmy;
    return utc(num(y), num(mo), num(d), num(h), num(mi), num(sec));
  }
  const iso = ISO.exec(s);
  if (!iso) return null;
  const [, y, mo, d, h, mi, sec, frac, zone] = iso;
  const ms = frac === undefined ? 0 : Number(frac.slice(0, 3).padEnd(3, '0'));
  const date = utc(num(y), num(mo), num(d), num(h), num(mi), num(sec), ms);
  if (!date || zone === undefined || zone === 'Z') return date;
  const oh = Number(zone.slice(1, 3));
  const om = Number(zone.slice(4, 6));
  if (oh > 23 || om > 59) return null;
  const offsetMs = (oh * 60 + om) * 60_000 * (zone.startsWith('-') ? -1 : 1);
  return new Date(date.getTime() - offsetMs);
}

/** 'YYYY-MM-DD' of a Date's UTC calendar day. */
export function toIsoDate(d: Date): string {
  const y = String(d.getUTCFullYear()).padStart(4, '0');
  const m = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${y}-${m}-${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** True when the date's UTC calendar day lies within DATE_MIN..DATE_MAX (inclusive). */
export function isWithinPickerBounds(d: Date): boolean {
  const t = d instanceof Date ? d.getTime() : Number.NaN;
  return t >= Date.parse(`${DATE_MIN}T00:00:00Z`) && t < Date.parse(`${DATE_MAX}T00:00:00Z`) + 86_400_000;
}

/** Strict 'YYYY-MM-DD' that names a real calendar day. */
export function isIsoDate(s: string): boolean {
  const m = typeof s === 'string' ? ISO_DATE.exec(s) : null;
  return m !== null && utc(num(m[1]), num(m[2]), num(m[3])) !== null;
}

/** Calendar arithmetic in UTC: addDays('2025-02-28', 1) === '2025-03-01'. */
export function addDays(isoDate: string, days: number): string {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a YYYY-MM-DD date: '${isoDate}'`);
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer: ${days}`);
  const d = parseDate(isoDate);
  if (!d) throw new RangeError(`Not a YYYY-MM-DD date: '${isoDate}'`);
  d.setUTCDate(d.getUTCDate() + days);
  const y = d.getUTCFullYear();
  if (Number.isNaN(y) || y < 0 || y > 9999) throw new RangeError('Date out of range');
  return toIsoDate(d);
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Wall-clock parts of an instant in an IANA time zone (throws RangeError on an unknown zone). */
export function zonedParts(date: Date, timeZone: string = DEFAULT_TIME_ZONE): ZonedParts {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(date)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const get = (k: string): number => parts[k] ?? 0;
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/** Business date 'YYYY-MM-DD' of `now` in the zone (default Africa/Nairobi). */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = businessNow()): string {
  const p = zonedParts(now, timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
