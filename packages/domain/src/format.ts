import { DEFAULT_TIME_ZONE } from './constants';
import { parseDate, zonedParts } from './dates';
import { Money } from './money';

/** Shown for a missing or invalid value (U+2014 EM DASH). */
export const EMPTY_DISPLAY = '\u2014';

/** The months' names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));

/** A month 'YYYY-MM' in words: '2026-10' -> 'October 2026' (a pay period, a VAT month). */
export function monthLabel(period: string): string {
  const [year, month] = period.split('-');
  return `${MONTH_NAMES[Number(month) - 1] ?? month} ${year}`;
}

type Amount = number | string | Money | null | undefined;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Exact, half away from zero, with thousand separators: formatNumber(1234.5) === '1,234.50'. */
export function formatNumber(n: Amount, decimals = 2): string {
  if (n === null || n === undefined) return EMPTY_DISPLAY;
  let fixed: string;
  try {
    fixed = Money.of(n).toFixed(decimals);
  } catch {
    return EMPTY_DISPLAY;
  }
  const neg = fixed.startsWith('-');
  const [int = '0', frac] = (neg ? fixed.slice(1) : fixed).split('.');
  return `${neg ? '-' : ''}${groupThousands(int)}${frac === undefined ? '' : `.${frac}`}`;
}

/** 'KES 1,234.56', 'KES -1,234.56'; null, undefined, NaN or non-numeric: '—'. */
export function formatKes(amount: Amount): string {
  const s = formatNumber(amount, 2);
  return s === EMPTY_DISPLAY ? s : `KES ${s}`;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * 'DD MMM YYYY HH:mm' in the zone on the 24-hour clock, e.g. '05 Mar 2025 14:30'.
 * SPEC point "Display" writes the pattern 'DD MMM YYYY HH:mm a', which pairs the 24-hour clock with
 * am/pm ('14:30 pm'): a defect of the old system. Issue 19 asks for 24-hour times, so the am/pm is
 * left out. Month names are fixed English abbreviations (not locale data, which gives 'Sept' in some
 * ICU versions). Input goes through parseDate.
 */
export function formatDateTime(input: unknown, timeZone: string = DEFAULT_TIME_ZONE): string {
  const d = parseDate(input);
  if (!d) return EMPTY_DISPLAY;
  const p = zonedParts(d, timeZone);
  return `${pad(p.day)} ${MONTHS[p.month - 1]} ${String(p.year).padStart(4, '0')} ${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * 'DD MMM YYYY' in the zone. A date-only string ('2025-03-05') is a calendar date and is shown
 * as is, whatever the zone; instants are converted to the zone.
 */
export function formatDate(input: unknown, timeZone: string = DEFAULT_TIME_ZONE): string {
  const d = parseDate(input);
  if (!d) return EMPTY_DISPLAY;
  const dateOnly = typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input.trim());
  const p = zonedParts(d, dateOnly ? 'UTC' : timeZone);
  return `${pad(p.day)} ${MONTHS[p.month - 1]} ${String(p.year).padStart(4, '0')}`;
}
