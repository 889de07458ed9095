import { Money } from '@tawi/domain';
import { type FileAnswer, fileAnswer } from '../../platform/implement';
import type { ReportRange } from './report-range';

export { type CsvCell, toCsv } from '@tawi/domain';

/** A report as JSON carries it: every Money a number with 2 decimals. */
export type Wire<T> = T extends Money
  ? number
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

export function toWire<T>(value: T): Wire<T> {
  if (value instanceof Money) return value.toNumber() as Wire<T>;
  if (Array.isArray(value)) return value.map((v) => toWire(v)) as Wire<T>;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toWire(v)])) as Wire<T>;
  }
  return value as Wire<T>;
}

/** A CSV download named like `trial-balance-2026-01-01-2026-12-31.csv`. */
export function csvAnswer(name: string, range: ReportRange, csv: string): FileAnswer {
  return fileAnswer(csv, 'text/csv; charset=utf-8', `${name}-${range.from}-${range.to}.csv`);
}
