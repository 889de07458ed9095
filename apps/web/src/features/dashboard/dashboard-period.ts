import { addDays } from '@tawi/domain';

/** The periods the dashboard offers (their words: `periods` of the dashboard text); the address keeps the chosen one (`?period=`). */
export const DASHBOARD_PERIODS = ['this-month', 'last-month', 'this-quarter', 'this-year'] as const;
export type DashboardPeriodKey = (typeof DASHBOARD_PERIODS)[number];

export const isDashboardPeriod = (s: string): s is DashboardPeriodKey =>
  DASHBOARD_PERIODS.some((p) => p === s);

const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/**
 * The days of a period as of `today` (YYYY-MM-DD, the company's day): this month / quarter / year to
 * date, or the whole of last month.
 */
export function dashboardRange(key: DashboardPeriodKey, today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (key) {
    case 'this-month':
      return { from: monthStart(year, month), to: today };
    case 'last-month': {
      const to = addDays(monthStart(year, month), -1);
      return { from: `${to.slice(0, 7)}-01`, to };
    }
    case 'this-quarter':
      return { from: monthStart(year, month - ((month - 1) % 3)), to: today };
    case 'this-year':
      return { from: monthStart(year, 1), to: today };
  }
}

/** The change from `previous` to `value` in percent (one decimal), or null when there was nothing before. */
export function changePercent(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / Math.abs(previous)) * 1000) / 10;
}
