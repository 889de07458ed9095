import { addDays, addMonths, financialYearStart, isIsoDate } from '@tawi/domain';

/**
 * The period shortcuts of every report (their words: `periods` of the reports text; the address keeps
 * the chosen one as `?period=`).
 */
export const REPORT_PERIODS = [
  'this-month',
  'last-month',
  'this-quarter',
  'last-quarter',
  'this-year',
  'last-year',
  'custom',
] as const;
export type ReportPeriodKey = (typeof REPORT_PERIODS)[number];

export const isReportPeriod = (s: string | null): s is ReportPeriodKey => REPORT_PERIODS.some((p) => p === s);

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/**
 * The days of a shortcut as of `today` (the company's day): this month, quarter and financial year run
 * to today; last month, quarter and financial year are whole. Quarters are calendar quarters.
 */
export function reportPeriodRange(
  key: Exclude<ReportPeriodKey, 'custom'>,
  today: string,
  financialYearStartMonth: number,
): { from: string; to: string } {
  const quarterStart = addMonths(monthStart(today), -((Number(today.slice(5, 7)) - 1) % 3));
  const yearStart = financialYearStart(today, financialYearStartMonth);
  switch (key) {
    case 'this-month':
      return { from: monthStart(today), to: today };
    case 'last-month':
      return { from: addMonths(monthStart(today), -1), to: addDays(monthStart(today), -1) };
    case 'this-quarter':
      return { from: quarterStart, to: today };
    case 'last-quarter':
      return { from: addMonths(quarterStart, -3), to: addDays(quarterStart, -1) };
    case 'this-year':
      return { from: yearStart, to: today };
    case 'last-year':
      return { from: addMonths(yearStart, -12), to: addDays(yearStart, -1) };
  }
}

/**
 * The period an address names: `?period=` a shortcut, or custom `from` and `to`; neither: this
 * financial year to today.
 */
export function periodFromSearch(
  search: URLSearchParams,
  today: string,
  financialYearStartMonth: number,
): { period: ReportPeriodKey; from: string; to: string } {
  const named = search.get('period');
  const from = search.get('from');
  const to = search.get('to');
  if (!isReportPeriod(named) || named === 'custom') {
    if (from && to && isIsoDate(from) && isIsoDate(to)) return { period: 'custom', from, to };
    return { period: 'this-year', ...reportPeriodRange('this-year', today, financialYearStartMonth) };
  }
  return { period: named, ...reportPeriodRange(named, today, financialYearStartMonth) };
}
