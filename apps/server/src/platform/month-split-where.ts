import type { MonthSplit } from '@tawi/domain';
import { type AnyColumn, and, between, gte, lt, or, type SQL, sql } from 'drizzle-orm';

/**
 * The rows of a split's whole months in a table kept per month (`month`: the month's first day);
 * undefined when the split has none (no split, or one within a month).
 */
export function inMonthsOf(split: MonthSplit | null, month: AnyColumn): SQL | undefined {
  const months = split?.months;
  if (!months) return undefined;
  return (
    and(
      months.from === null ? undefined : gte(month, months.from),
      months.until === null ? undefined : lt(month, months.until),
    ) ?? sql`true`
  );
}

/** The rows of a split's days that make no whole month, by a day column; undefined when it has none. */
export function onDaysOf(split: MonthSplit | null, day: AnyColumn): SQL | undefined {
  const days = split?.days ?? [];
  return days.length ? or(...days.map((d) => between(day, d.from, d.to))) : undefined;
}
