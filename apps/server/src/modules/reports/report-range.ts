import { companies, type Executor } from '@tawi/db';
import { financialYearStart, todayIn } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { fieldError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';

/**
 * A report's period, both days inclusive (YYYY-MM-DD), and its branch scope: `branchId` (one branch)
 * or `branchIds` (several); neither: every branch of the company.
 */
export interface ReportRange {
  from: string;
  to: string;
  branchId?: string | undefined;
  branchIds?: readonly string[] | undefined;
}

/** The company's financial year start month and time zone (defaults for a company not found). */
export async function companyCalendar(db: Executor, companyId: string) {
  const [row] = await db
    .select({ financialYearStartMonth: companies.financialYearStartMonth, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { financialYearStartMonth: 1, timeZone: 'Africa/Nairobi' };
}

/** The branches a report reads: `branchId` if given, else `branchIds`; undefined means all. */
export function branchesOf(range: ReportRange): readonly string[] | undefined {
  return range.branchId ? [range.branchId] : range.branchIds;
}

/**
 * `to` defaults to today in the company's time zone; `from` to the first day of the financial year
 * (companies.financial_year_start_month) containing `to`.
 */
export async function resolvePeriod(
  db: Executor,
  companyId: string,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<{ from: string; to: string }> {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const calendar = await companyCalendar(db, companyId);
  const to = query.to ?? todayIn(calendar.timeZone);
  const from = query.from ?? financialYearStart(to, calendar.financialYearStartMonth);
  if (from > to) throw fieldError('from', 'Must not be after to');
  return { from, to };
}

/**
 * The request's range: `branchId` (a branch the user reaches: every report's contract declares it, so
 * implement() refused any other with 403); without one, owners and administrators see every branch,
 * other users the branches assigned to them.
 */
export async function rangeOf(
  db: Executor,
  ctx: RequestContext,
  query: { from?: string | undefined; to?: string | undefined; branchId?: string | undefined },
): Promise<ReportRange> {
  const period = await resolvePeriod(db, ctx.companyId, query);
  if (query.branchId) return { ...period, branchId: query.branchId };
  return ctx.allBranches ? period : { ...period, branchIds: ctx.branchIds };
}
