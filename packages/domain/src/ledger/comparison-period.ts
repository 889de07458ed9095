import { addDays } from '../dates';

/** What a financial report is compared with (API.md: `compare=previous-period|previous-year`). */
export const REPORT_COMPARISONS = ['previous-period', 'previous-year'] as const;
export type ReportComparison = (typeof REPORT_COMPARISONS)[number];

export interface Period {
  from: string;
  to: string;
}

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysInMonth = (index: number) =>
  new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
const isMonthEnd = (date: string) => Number(date.slice(8, 10)) === daysInMonth(monthIndex(date));

/** `date` moved by whole months; a day the target month lacks, or a month end, becomes its last day. */
export function addMonths(date: string, months: number): string {
  const index = monthIndex(date) + months;
  const last = daysInMonth(index);
  const day = isMonthEnd(date) ? last : Math.min(Number(date.slice(8, 10)), last);
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}-${pad(day)}`;
}

const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The period a report is compared with. `previous-year`: the same days a year earlier (29 February and
 * month ends become the month's last day). `previous-period`: the period just before, as long: whole
 * months stay whole months (Q2 -> Q1, February -> January), otherwise the same number of days.
 */
export function comparisonPeriod(period: Period, kind: ReportComparison): Period {
  if (kind === 'previous-year') return { from: addMonths(period.from, -12), to: addMonths(period.to, -12) };
  const to = addDays(period.from, -1);
  if (period.from.endsWith('-01') && isMonthEnd(period.to)) {
    const months = monthIndex(period.to) - monthIndex(period.from) + 1;
    return { from: addMonths(period.from, -months), to };
  }
  return { from: addDays(to, -daysFrom(period.from, period.to)), to };
}
