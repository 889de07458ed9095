import { Money } from '@tawi/domain';

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
