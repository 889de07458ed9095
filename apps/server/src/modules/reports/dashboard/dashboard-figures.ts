import type { DashboardKpi } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import { AGING_KEYS, addDays, Money, shiftVatPeriod, vatPeriodOf } from '@tawi/domain';
import { AppError } from '../../../platform/app-error';
import type { RequestContext } from '../../../platform/request-context';
import { inventorySummary } from '../../inventory';
import { agingOfBuckets, type OpenInvoiceBucket, openInvoiceBuckets } from '../../sales';
import { getVatSummary } from '../../tax';
import { branchesOf, type ReportRange } from '../report-range';
import { billsDue } from './dashboard.repo';
import type { DashboardPeriod } from './dashboard-period';

const previousDay = (period: DashboardPeriod) => addDays(period.current.from, -1);

/**
 * `overdueReceivables`: what the issued invoices of the branches still owed at the end of `to` past
 * their due date (the receivables aging's overdue buckets, `openInvoiceBuckets`); `previous` at
 * `from - 1`. Also the aging buckets at `to` and how many invoices are overdue.
 */
export async function receivableFigures(db: Executor, companyId: string, period: DashboardPeriod) {
  const branchIds = branchesOf(period.current);
  const asOf = period.current.to;
  const [now, before] = await Promise.all([
    openInvoiceBuckets(db, companyId, { asOf, branchIds }),
    openInvoiceBuckets(db, companyId, { asOf: previousDay(period), branchIds }),
  ]);
  const overdue = (rows: readonly OpenInvoiceBucket[]) => rows.filter((r) => r.bucket !== AGING_KEYS.Current);
  const owed = (rows: readonly OpenInvoiceBucket[]) =>
    Money.sum(overdue(rows).map((r) => r.outstanding)).toNumber();
  return {
    overdueReceivables: { value: owed(now), previous: owed(before) },
    overdueInvoices: overdue(now).reduce((n, r) => n + r.invoices, 0),
    aging: agingOfBuckets(now),
  };
}

/**
 * `payablesDueThisWeek`: what the bills of the branches, open today, owe that falls due by 7 days
 * after `to` (overdue ones included); `previous`: the same by 7 days after `from - 1`. Counts today's
 * payments against both (bills keep no dated history of what they owed).
 */
export async function payableFigures(db: Executor, companyId: string, period: DashboardPeriod) {
  const before = previousDay(period);
  const [now, then] = await Promise.all([
    billsDue(db, companyId, period.current, period.current.to, addDays(period.current.to, 7)),
    billsDue(db, companyId, period.current, before, addDays(before, 7)),
  ]);
  return {
    payablesDueThisWeek: { value: Money.of(now.owed).toNumber(), previous: Money.of(then.owed).toNumber() },
    billsDueCount: now.count,
  };
}

/**
 * `stockValue`: the inventory of the branches at average cost at the end of `to` (the inventory
 * summary as at that day, which adds up to the inventory account); `lowStockCount`: the products held
 * at or below their reorder level plus those stocked and now out, per branch (`lowStock + outOfStock`
 * of that summary). `previous`: both at the end of `from - 1`.
 */
export async function stockFigures(db: Executor, ctx: RequestContext, range: ReportRange, before: string) {
  const scoped = { ...ctx, branchIds: branchesOf(range) ?? ctx.branchIds };
  const [now, then] = await Promise.all([
    inventorySummary(db, scoped, range.to),
    inventorySummary(db, scoped, before),
  ]);
  const low = (s: typeof now) => s.company.lowStock + s.company.outOfStock;
  return {
    stockValue: { value: now.company.stockValue, previous: then.company.stockValue },
    lowStockCount: { value: low(now), previous: low(then) },
  };
}

/**
 * `vatDue`: the net VAT (output less input, from the VAT summary) of the last month completed by `to`,
 * when not yet filed (filed: 0); due the 20th of the next month (KENYA.md; VAT Act 2013 s.28(1): return
 * and payment by the 20th day of the following month; `vatDueDate` moves it to a working day).
 * `previous`: the month before. A VAT return covers the whole company, so only a user who reaches
 * every branch sees it (undefined otherwise), whatever the branch filter.
 */
export async function vatFigures(
  db: Executor,
  ctx: RequestContext,
  to: string,
): Promise<{ vatDue: DashboardKpi; vatDueDate: string; vatPeriod: string } | undefined> {
  const period = shiftVatPeriod(vatPeriodOf(to), -1);
  const dueOf = (s: Awaited<ReturnType<typeof getVatSummary>> | undefined) =>
    !s || s.status === 'Filed' ? 0 : s.netVat;
  // no summary: a role that may not read VAT (forbidden), or a month the company was not VAT-registered
  const summary = (month: string) =>
    getVatSummary(db, ctx, month).catch((e: unknown) => {
      if (e instanceof AppError && (e.code === 'forbidden' || e.code === 'not-found')) return undefined;
      throw e;
    });
  const [last, before] = await Promise.all([summary(period), summary(shiftVatPeriod(period, -1))]);
  if (!last) return undefined;
  return {
    vatDue: { value: dueOf(last), previous: dueOf(before) },
    vatDueDate: last.dueDate,
    vatPeriod: period,
  };
}
