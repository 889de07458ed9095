import type { Executor } from '@tawi/db';
import { addDays, daysPastDue, todayIn } from '@tawi/domain';
import type { RequestContext } from '../../../platform/request-context';
import { companyCalendar, type ReportRange, rangeOf } from '../report-range';

/** The dashboard's period and the previous period of equal length, ending the day before it starts. */
export interface DashboardPeriod {
  current: ReportRange;
  previous: ReportRange;
}

/**
 * `to` defaults to today in the company's time zone, `from` to the first day of `to`'s month (this month
 * to date). Branch scope as every report (`rangeOf`): `branchId` must be one the user reaches (else
 * 403); none: every branch the user reaches.
 */
export async function dashboardPeriod(
  db: Executor,
  ctx: RequestContext,
  query: { from?: string | undefined; to?: string | undefined; branchId?: string | undefined },
): Promise<DashboardPeriod> {
  const to = query.to ?? todayIn((await companyCalendar(db, ctx.companyId)).timeZone);
  const from = query.from ?? `${to.slice(0, 7)}-01`;
  const current = await rangeOf(db, ctx, { ...query, from, to });
  const days = daysPastDue(from, to) + 1;
  const previousTo = addDays(from, -1);
  const previous = { ...current, from: addDays(previousTo, 1 - days), to: previousTo };
  return { current, previous };
}
