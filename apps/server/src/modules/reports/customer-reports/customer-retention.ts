import { type Executor, invoices, journalDayCounts } from '@tawi/db';
import { eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { branchScopeKey, inBranches } from '../../../platform/branch-columns';
import { ofCompany } from '../../../platform/company-rows';
import { figuresByMonth } from '../../../platform/month-figures';
import type { ReportRange } from '../report-range';
import { addMonths } from '../sales-reports/period-buckets';
import type { TableReportLoader } from '../tables/table-report';

/** Months after the cohort's a row shows (month1..month12). */
export const RETENTION_MONTHS = 12;
const STANDING = ['Unpaid', 'PaidPartially', 'Paid'];

/**
 * API.md `customer-retention`: customers grouped by the month of their first invoice (issued, not voided,
 * of the branches), for each month of the period that has any; then, for N = 1..12, the percentage of
 * the cohort with an invoice in the Nth month after it, while that month is within the period (else
 * empty).
 */
export const customerRetention: TableReportLoader<unknown, Record<string, string | number | null>> = async ({
  db,
  ctx,
  range,
}) => {
  const start = `${range.from.slice(0, 7)}-01`;
  const lastMonth = range.to.slice(0, 7);
  const monthsOf = await buyingMonths(db, ctx.companyId, range);
  const cohortOf = new Map<string, string>();
  const bought: Array<{ customerId: string; month: string }> = [];
  for (const [customerId, months] of monthsOf) {
    const first = [...months].sort()[0];
    if (!first || first < start.slice(0, 7) || first > lastMonth) continue;
    cohortOf.set(customerId, first);
    for (const month of months) if (month >= first) bought.push({ customerId, month });
  }
  if (cohortOf.size === 0) return { rows: [] };
  const cohorts = new Map<string, { size: number; buyers: number[] }>();
  for (const month of cohortOf.values()) {
    const c = cohorts.get(month) ?? { size: 0, buyers: Array(RETENTION_MONTHS).fill(0) };
    cohorts.set(month, { ...c, size: c.size + 1 });
  }
  for (const b of bought) {
    const cohort = cohortOf.get(b.customerId);
    const after = cohort ? monthsBetween(cohort, b.month) : 0;
    const c = cohort && cohorts.get(cohort);
    if (c && after >= 1 && after <= RETENTION_MONTHS) c.buyers[after - 1] = (c.buyers[after - 1] ?? 0) + 1;
  }
  const rows = [...cohorts].map(([cohort, c]) => {
    const shares = c.buyers.map((n, i) => {
      const month = addMonths(`${cohort}-01`, i + 1).slice(0, 7);
      return [`month${i + 1}`, month <= lastMonth ? Math.round((n / c.size) * 10000) / 100 : null];
    });
    return { cohort, customers: c.size, ...Object.fromEntries(shares) };
  });
  return { rows };
};

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
const monthsBetween = (from: string, to: string) => monthIndex(to) - monthIndex(from);

type MonthsByCustomer = Map<string, ReadonlySet<string>>;

/**
 * Per customer, the months (YYYY-MM) with a standing invoice of the branches, from the first posting of
 * the books to the period's end: whole months from figuresByMonth (a void changes its invoice's month
 * without a posting dated in it, so voids mark the figures changed), the period's last days from the
 * invoices.
 */
async function buyingMonths(db: Executor, companyId: string, range: ReportRange): Promise<MonthsByCustomer> {
  const [first] = await db
    .select({ day: sql<string | null>`min(${journalDayCounts.day})::text` })
    .from(journalDayCounts)
    .where(eq(journalDayCounts.companyId, companyId));
  const from = first?.day && first.day < range.from ? first.day : range.from;
  return figuresByMonth(db, companyId, { from, to: range.to }, branchScopeKey(range), {
    name: 'buying-months',
    compute: async (span) => {
      const rows = await db
        .selectDistinct({
          customerId: invoices.customerId,
          month: sql<string>`to_char(${invoices.date}, 'YYYY-MM')`,
        })
        .from(invoices)
        .where(
          ofCompany(
            invoices,
            companyId,
            inArray(invoices.status, STANDING),
            gte(invoices.date, span.from),
            lte(invoices.date, span.to),
            inBranches(invoices.branchId, range),
          ),
        );
      return combineMonths(rows.map((r) => new Map([[r.customerId, new Set([r.month])]])));
    },
    combine: combineMonths,
  });
}

function combineMonths(parts: readonly MonthsByCustomer[]): MonthsByCustomer {
  const out = new Map<string, Set<string>>();
  for (const part of parts) {
    for (const [customerId, months] of part) {
      const all = out.get(customerId) ?? new Set<string>();
      for (const m of months) all.add(m);
      out.set(customerId, all);
    }
  }
  return out;
}
