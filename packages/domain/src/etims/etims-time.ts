import { zonedParts } from '../dates';

/** eTIMS reads times in Kenya's time zone (East Africa Time), whatever the company's zone. */
export const ETIMS_TIME_ZONE = 'Africa/Nairobi';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as eTIMS writes it: `YYYYMMDDhhmmss` in Nairobi (OSCU spec, e.g. `cfmDt`, `sdcDateTime`). */
export function etimsDateTime(at: Date): string {
  const p = zonedParts(at, ETIMS_TIME_ZONE);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

/** A business date 'YYYY-MM-DD' as eTIMS writes it: `YYYYMMDD` (`salesDt`, `pchsDt`). */
export function etimsDate(date: string): string {
  return date.replaceAll('-', '');
}

/**
 * An eTIMS `YYYYMMDDhhmmss` (Nairobi, UTC+3 all year: Kenya keeps no daylight saving) as an instant;
 * undefined when it is not one.
 */
export function parseEtimsDateTime(text: string): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h - 3, mi, s));
  return etimsDateTime(at) === text ? at : undefined;
}
