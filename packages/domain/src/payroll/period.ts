import { DEFAULT_TIME_ZONE } from '../constants';
import { addDays, isIsoDate, zonedParts } from '../dates';

/** A monthly pay period, 'YYYY-MM' (e.g. '2025-03'). */
export type PayPeriod = string;

/** A pay period, a calendar date in it ('YYYY-MM-DD') or an instant (its month in Africa/Nairobi). */
export type PayPeriodInput = string | Date;

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isPayPeriod(value: unknown): value is PayPeriod {
  return typeof value === 'string' && PERIOD.test(value);
}

/** 'YYYY-MM' for a period, a 'YYYY-MM-DD' date or a Date; throws RangeError otherwise. */
export function toPayPeriod(input: PayPeriodInput): PayPeriod {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) throw new RangeError('Invalid date for a pay period');
    const p = zonedParts(input, DEFAULT_TIME_ZONE);
    return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}`;
  }
  if (typeof input === 'string' && PERIOD.test(input)) return input;
  if (typeof input === 'string' && isIsoDate(input)) return input.slice(0, 7);
  throw new RangeError(`Not a pay period ('YYYY-MM') or date ('YYYY-MM-DD'): '${String(input)}'`);
}

/** First and last day of a 'YYYY-MM' period. */
export function periodBounds(period: PayPeriod): { start: string; end: string } {
  const [y, m] = period.split('-').map(Number);
  const start = `${period}-01`;
  const next = m === 12 ? `${(y ?? 0) + 1}-01-01` : `${y}-${String((m ?? 0) + 1).padStart(2, '0')}-01`;
  return { start, end: addDays(next, -1) };
}

/** One row of an effective-dated rule table: in force from `from` until the next row's `from`. */
export interface EffectiveRule {
  /** First pay period the row applies to, 'YYYY-MM'. */
  readonly from: PayPeriod;
  /** Law or notice the figures come from. */
  readonly source: string;
}

/**
 * The row in force for a period: the last row whose `from` is not after it.
 * Rows must be in ascending `from` order (checked); throws RangeError before the first row.
 */
export function ruleInForce<T extends EffectiveRule>(
  table: readonly T[],
  period: PayPeriod,
  name: string,
): T {
  let found: T | undefined;
  let previous = '';
  for (const row of table) {
    if (!isPayPeriod(row.from) || row.from <= previous) {
      throw new RangeError(`${name} table: rows must have ascending 'YYYY-MM' periods (at '${row.from}')`);
    }
    previous = row.from;
    if (row.from <= period) found = row;
  }
  if (!found) throw new RangeError(`No ${name} rules for pay period ${period}`);
  return found;
}
