import { addDays } from '../dates';
import { MONTH_NAMES, monthLabel } from '../format';

/** A VAT period is a calendar month, written 'YYYY-MM' (the VAT3 return is monthly). */
export const VAT_PERIOD_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isVatPeriod(s: string): boolean {
  return VAT_PERIOD_PATTERN.test(s);
}

export function vatPeriodOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** First and last day of the period, inclusive. */
export function vatPeriodRange(period: string): { from: string; to: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}

/** The period before or after (`offset` months away). */
export function shiftVatPeriod(period: string, offset: number): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, month - 1 + offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

const MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));

/** '2026-10' -> 'October 2026' (in sentences: "The VAT return for October 2026 is filed"). */
export const vatMonthName = monthLabel;

/** '2026-10' -> 'Oct 2026'. */
export function formatVatPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return `${MONTHS[month - 1]} ${year}`;
}

/** Easter Sunday of the year (Gregorian computus, anonymous algorithm). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const weekday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/**
 * Kenyan public holidays of the year that have a date fixed by law or by Easter: New Year, Good
 * Friday, Easter Monday, Labour Day, Madaraka Day, Mazingira Day, Mashujaa Day, Jamhuri Day,
 * Christmas and Boxing Day; one falling on a Sunday is also kept on the Monday after. Idd-ul-Fitr
 * follows the moon and is gazetted each year, so it is not here.
 */
export function kenyanPublicHolidays(year: number): Set<string> {
  const fixed = ['01-01', '05-01', '06-01', '10-10', '10-20', '12-12', '12-25', '12-26'].map(
    (d) => `${year}-${d}`,
  );
  const easter = easterSunday(year);
  const days = [...fixed, addDays(easter, -2), addDays(easter, 1)];
  const observed = days.filter((d) => weekday(d) === 0).map((d) => addDays(d, 1));
  return new Set([...days, ...observed]);
}

export function isKenyanWorkingDay(isoDate: string): boolean {
  const day = weekday(isoDate);
  return day !== 0 && day !== 6 && !kenyanPublicHolidays(Number(isoDate.slice(0, 4))).has(isoDate);
}

/**
 * The VAT3 return of a period is due on the 20th of the following month, or the working day before
 * when that is a weekend or a public holiday (KENYA.md).
 */
export function vatDueDate(period: string): string {
  let due = `${shiftVatPeriod(period, 1)}-20`;
  while (!isKenyanWorkingDay(due)) due = addDays(due, -1);
  return due;
}
