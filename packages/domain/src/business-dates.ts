import { isIsoDate, todayIn } from './dates';
import { formatDate } from './format';

/** The first business date Tawi records (API.md): a document, payment or entry before it is refused. */
export const BUSINESS_DATE_MIN = '2000-01-01';

/** The same calendar day a year later ('2026-11-25' -> '2027-11-25'; 29 Feb -> 28 Feb). */
export function aYearAfter(day: string): string {
  const next = `${String(Number(day.slice(0, 4)) + 1).padStart(4, '0')}${day.slice(4)}`;
  return isIsoDate(next) ? next : `${next.slice(0, 8)}28`;
}

/**
 * What is wrong with a business date being written ('YYYY-MM-DD'): before 2000-01-01, or more than a
 * year after `today` (default: today in Africa/Nairobi). Null when it is acceptable.
 */
export function businessDateProblem(date: string, today: string = todayIn()): string | null {
  if (date < BUSINESS_DATE_MIN) return `Must be on or after ${formatDate(BUSINESS_DATE_MIN)}`;
  const latest = aYearAfter(today);
  if (date > latest) return `Must be at most a year from today (${formatDate(latest)} at the latest)`;
  return null;
}

/** The same for a monthly period ('YYYY-MM'): its first day must be a business date. */
export function businessPeriodProblem(period: string, today: string = todayIn()): string | null {
  if (period < BUSINESS_DATE_MIN.slice(0, 7)) return `Must be ${BUSINESS_DATE_MIN.slice(0, 7)} or later`;
  const latest = aYearAfter(today).slice(0, 7);
  if (period > latest) return `Must be at most a year from today (${latest} at the latest)`;
  return null;
}
