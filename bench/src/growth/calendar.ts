/** The documents' year: 2026 up to a pinned last day, so the same seed always gives the same dates. */
export const FIRST_DAY = '2026-01-01';
export const LAST_DAY = '2026-11-20';
/** The reports' period: the whole year. */
export const REPORT_FROM = '2026-01-01';
export const REPORT_TO = '2026-12-31';

const DAY_MS = 86_400_000;
const first = Date.parse(`${FIRST_DAY}T00:00:00Z`);
const last = Date.parse(`${LAST_DAY}T00:00:00Z`);

/** Days from FIRST_DAY to LAST_DAY, both counted. */
export const DAYS = Math.round((last - first) / DAY_MS) + 1;

/** The day `offset` days after FIRST_DAY, never after LAST_DAY. */
export function dayAt(offset: number): string {
  return new Date(first + Math.min(offset, DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** `date` plus `days`, never after LAST_DAY. */
export function addDays(date: string, days: number): string {
  const offset = Math.round((Date.parse(`${date}T00:00:00Z`) - first) / DAY_MS);
  return dayAt(offset + days);
}
