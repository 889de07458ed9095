import { accountBalances, accounts, type Executor } from '@tawi/db';
import { Money } from '@tawi/domain';
import { gte, inArray, lte, sql } from 'drizzle-orm';
import { inBranches } from '../../../platform/branch-columns';
import { keyedJoin, ofCompany } from '../../../platform/company-rows';
import type { ReportRange } from '../report-range';
import type { TableReportLoader } from '../tables/table-report';
import { periodBuckets, type SalesInterval } from './period-buckets';

/**
 * Net sales per day of the range in its branches, from the ledger's daily balances: what invoices credit
 * to sales (their pre-tax amounts, at the invoice date; a void reverses it at the void date) less what
 * credit notes debit to sales returns, so it reads days x branches, never the documents' lines, and sums
 * to the P&L's sales for the same days (salesLinesBy gives the same from the lines).
 */
async function netSalesByDay(db: Executor, companyId: string, range: ReportRange) {
  const b = accountBalances;
  const rows = await db
    .select({ day: sql<string>`${b.day}::text`, net: sql<string>`sum(${b.credit} - ${b.debit})::text` })
    .from(b)
    .innerJoin(accounts, keyedJoin(accounts, b, b.accountId))
    .where(
      ofCompany(
        b,
        companyId,
        inArray(accounts.systemKey, ['sales', 'sales_returns']),
        gte(b.day, range.from),
        lte(b.day, range.to),
        inBranches(b.branchId, range),
      ),
    )
    .groupBy(b.day);
  return new Map(rows.map((r) => [r.day, Money.of(r.net)]));
}

/**
 * API.md `sales-by-period`: net sales (netSalesByDay) per day, week or month of the period, and
 * beside each the net sales of its bucket of the period before (periodBuckets). Every bucket is a row,
 * with or without sales.
 */
export const salesByPeriod: TableReportLoader<
  { interval: SalesInterval },
  ReturnType<typeof toRow>
> = async ({ db, ctx, range, query }) => {
  const buckets = periodBuckets(range.from, range.to, query.interval);
  const first = buckets[0];
  const last = buckets.at(-1);
  if (!first || !last) return { rows: [] };
  const [current, previous] = await Promise.all([
    netSalesByDay(db, ctx.companyId, range),
    netSalesByDay(db, ctx.companyId, { ...range, from: first.previousFrom, to: last.previousTo }),
  ]);
  const within = (days: typeof current, from: string, to: string) =>
    Money.sum([...days].filter(([day]) => day >= from && day <= to).map(([, net]) => net));
  return {
    rows: buckets.map((b) =>
      toRow(b.period, within(current, b.from, b.to), within(previous, b.previousFrom, b.previousTo)),
    ),
  };
};

function toRow(period: string, netSales: Money, previousNetSales: Money) {
  return { period, netSales: netSales.toNumber(), previousNetSales: previousNetSales.toNumber() };
}
