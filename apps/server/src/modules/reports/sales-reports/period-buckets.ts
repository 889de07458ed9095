import { addDays, daysPastDue } from '@tawi/domain';

export type SalesInterval = 'day' | 'week' | 'month';

/** One row of sales by period: its days, and the days of the period before it is set against. */
export interface PeriodBucket {
  /** `YYYY-MM-DD` (a day, or a week's first day in the period: weeks run Monday to Sunday), or `YYYY-MM`. */
  period: string;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The same day `months` months away, the month's last day when it has no such day (31 Jan + 1 = 28 Feb). */
export function addMonths(day: string, months: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const date = Math.min(Number(day.slice(8, 10)), lastDayOfMonth(year, month));
  return `${pad(year, 4)}-${pad(month)}-${pad(date)}`;
}

const monthEnd = (day: string) =>
  `${day.slice(0, 8)}${pad(lastDayOfMonth(Number(day.slice(0, 4)), Number(day.slice(5, 7))))}`;
/** Sunday ending the Monday-to-Sunday week of `day`. */
const weekEnd = (day: string) => addDays(day, (7 - new Date(`${day}T00:00:00Z`).getUTCDay()) % 7);

/**
 * The period from..to cut into days, weeks (Monday to Sunday) or calendar months, each clipped to the
 * period, and each set against the same-length period just before, bucket by bucket: day and week
 * buckets against the days as many days earlier as the period is long; month buckets against the same
 * days as many months earlier as the period spans (a whole month against the whole month), so the
 * months of a whole-month period meet the months just before it.
 */
export function periodBuckets(from: string, to: string, interval: SalesInterval): PeriodBucket[] {
  const days = daysPastDue(from, to) + 1;
  const months =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7)) +
    1;
  const out: PeriodBucket[] = [];
  for (let start = from; start <= to; ) {
    const natural = interval === 'day' ? start : interval === 'week' ? weekEnd(start) : monthEnd(start);
    const end = natural < to ? natural : to;
    if (interval === 'month') {
      const previousTo = end === monthEnd(end) ? monthEnd(addMonths(end, -months)) : addMonths(end, -months);
      out.push({
        period: start.slice(0, 7),
        from: start,
        to: end,
        previousFrom: addMonths(start, -months),
        previousTo,
      });
    } else {
      out.push({
        period: start,
        from: start,
        to: end,
        previousFrom: addDays(start, -days),
        previousTo: addDays(end, -days),
      });
    }
    start = addDays(end, 1);
  }
  return out;
}
