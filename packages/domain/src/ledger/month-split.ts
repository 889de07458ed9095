import { addDays, isIsoDate } from '../dates';

/** An inclusive span of days, both 'YYYY-MM-DD'. */
export interface DaySpan {
  from: string;
  to: string;
}

/**
 * An inclusive range of days whose ends may be open: no `from` reaches back to the earliest posting,
 * however early; no `to` forward to the latest. Reports use it so no hard-coded date bounds what they read.
 */
export interface DayRange {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * A day range cut into whole calendar months (read from the monthly balances) and the days left over
 * at its ends (read from the daily balances). `months` are month starts >= `from` and < `until`; a
 * null bound is open.
 */
export interface MonthSplit {
  months: { from: string | null; until: string | null } | null;
  days: DaySpan[];
}

/** The first and last days a date can be (PostgreSQL has no year 0): a range reaching them is open at that end. */
const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** a >= b for day strings, a 5-digit year ('10000-01-01', the month after 9999-12) included. */
const notBefore = (a: string, b: string) => (a.length === b.length ? a >= b : a.length > b.length);

function nextMonthStart(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const [y, m] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
}

/** The last day of the day's month ('2024-02-10' -> '2024-02-29'). */
function lastOfMonth(day: string): string {
  for (const d of ['31', '30', '29', '28']) {
    const last = `${day.slice(0, 8)}${d}`;
    if (isIsoDate(last)) return last;
  }
  throw new RangeError(`Not a day: ${day}`);
}

/** Every day before `day` (null: none, `day` is the first day there is). */
export function daysBefore(day: string): DayRange | null {
  return day <= FIRST_DAY ? null : { to: addDays(day, -1) };
}

/**
 * Splits `from`..`to` (inclusive; either end may be open) so that a sum over it reads at most two
 * partial months day by day and every whole month in between as one row: the reason reports cost the
 * same at 10k and 1M lines. An empty range (from after to) gives no months and no days.
 */
export function splitByMonths(range: DayRange): MonthSplit {
  const from = range.from === FIRST_DAY ? undefined : range.from;
  const to = range.to === LAST_DAY ? undefined : range.to;
  for (const day of [from, to]) {
    if (day !== undefined && !isIsoDate(day)) throw new RangeError(`Not a day range: ${from}..${to}`);
  }
  if (from !== undefined && to !== undefined && from > to) return { months: null, days: [] };
  const firstWhole = from === undefined || from === firstOfMonth(from) ? from : nextMonthStart(from);
  const lastWhole = to === undefined ? to : to === lastOfMonth(to) ? nextMonthStart(to) : firstOfMonth(to);
  if (from !== undefined && to !== undefined && firstWhole !== undefined && lastWhole !== undefined) {
    if (notBefore(firstWhole, lastWhole)) return { months: null, days: [{ from, to }] };
  }
  const days: DaySpan[] = [];
  if (from !== undefined && from !== firstWhole) days.push({ from, to: lastOfMonth(from) });
  if (to !== undefined && lastWhole !== undefined && lastWhole <= to) days.push({ from: lastWhole, to });
  return { months: { from: firstWhole ?? null, until: lastWhole ?? null }, days };
}

/**
 * The whole calendar months of a closed range as day spans ('2026-01-01'..'2026-01-31', ...), and the
 * days at its ends that do not make a whole month: `splitByMonths` with every month listed, for figures
 * kept per month. An empty range gives neither.
 */
export function wholeMonthsOf(range: DaySpan): { months: DaySpan[]; days: DaySpan[] } {
  const split = splitByMonths(range);
  const months: DaySpan[] = [];
  const until = split.months?.until;
  for (let m = split.months?.from; m && until && notBefore(until, m) && m !== until; m = nextMonthStart(m)) {
    months.push({ from: m, to: lastOfMonth(m) });
  }
  return { months, days: split.days };
}
