import type { RequestContext } from '../../../platform/request-context';
import { branchesOf } from '../report-range';
import type { DashboardPeriod } from './dashboard-period';

/**
 * What a cached answer depends on besides the books: the company, the period, the branches read and
 * the user's permissions (what the answer shows, costs included).
 */
export function dashboardCacheKey(ctx: RequestContext, period: DashboardPeriod): string {
  // no branch in the range: every branch the user reaches (the stock figures read ctx.branchIds)
  const branches = [...(branchesOf(period.current) ?? ctx.branchIds)].sort().join(',');
  const permissions = [...ctx.permissions].sort().join(',');
  return [ctx.companyId, period.current.from, period.current.to, branches, permissions].join('|');
}
