import { addDays, isIsoDate } from '../dates';

/** An inclusive span of days, both 'YYYY-MM-DD'. */
export interface DaySpan {
  from: string;
  to: string;
}

/**
 * A day range cut into whole calendar months (read from the monthly balances) and the days left over
 * at its ends (read from the daily balances). `months` are month starts >= `from` and < `until`.
 */
export interface MonthSplit {
  months: { from: string; until: string } | null;
  days: DaySpan[];
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

function nextMonthStart(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const [y, m] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
}

/**
 * Splits `from`..`to` (inclusive) so that a sum over it reads at most two partial months day by day
 * and every whole month in between as one row: the reason reports cost the same at 10k and 1M lines.
 * An empty range (from after to) gives no months and no days.
 */
export function splitByMonths(range: DaySpan): MonthSplit {
  const { from, to } = range;
  if (!isIsoDate(from) || !isIsoDate(to)) throw new RangeError(`Not a day range: ${from}..${to}`);
  if (from > to) return { months: null, days: [] };
  const end = addDays(to, 1);
  const firstWhole = from === firstOfMonth(from) ? from : nextMonthStart(from);
  const lastWhole = firstOfMonth(end);
  if (firstWhole >= lastWhole) return { months: null, days: [{ from, to }] };
  const days: DaySpan[] = [];
  if (from < firstWhole) days.push({ from, to: addDays(firstWhole, -1) });
  if (lastWhole < end) days.push({ from: lastWhole, to });
  return { months: { from: firstWhole, until: lastWhole }, days };
}
