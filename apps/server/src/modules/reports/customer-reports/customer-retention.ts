import { type Executor, invoices } from '@tawi/db';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { inBranches } from '../../../platform/branch-columns';
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
  const cohortOf = await firstInvoiceMonths(db, ctx.companyId, { ...range, from: start });
  if (cohortOf.size === 0) return { rows: [] };
  const bought = await db
    .selectDistinct({
      customerId: invoices.customerId,
      month: sql<string>`to_char(${invoices.date}, 'YYYY-MM')`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, ctx.companyId),
        inArray(invoices.status, STANDING),
        gte(invoices.date, start),
        lte(invoices.date, range.to),
        inBranches(invoices.branchId, range),
        inArray(invoices.customerId, [...cohortOf.keys()]),
      ),
    );
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

/** Customers whose first standing invoice of the branches (ever) falls in the range: its month (YYYY-MM). */
async function firstInvoiceMonths(db: Executor, companyId: string, range: ReportRange) {
  const first = sql<string>`min(${invoices.date})::text`;
  const rows = await db
    .select({ customerId: invoices.customerId, first })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        inArray(invoices.status, STANDING),
        inBranches(invoices.branchId, range),
      ),
    )
    .groupBy(invoices.customerId)
    .having(and(gte(sql`min(${invoices.date})`, range.from), lte(sql`min(${invoices.date})`, range.to)));
  return new Map(rows.map((r) => [r.customerId, r.first.slice(0, 7)]));
}
