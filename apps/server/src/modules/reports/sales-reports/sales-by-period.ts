import { Money } from '@tawi/domain';
import type { TableReportLoader } from '../tables/table-report';
import { periodBuckets, type SalesInterval } from './period-buckets';
import { salesLinesBy } from './sales-lines';

/**
 * API.md `sales-by-period`: net sales (salesLinesBy, per day) per day, week or month of the period, and
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
    salesLinesBy(db, ctx.companyId, range, 'date'),
    salesLinesBy(db, ctx.companyId, { ...range, from: first.previousFrom, to: last.previousTo }, 'date'),
  ]);
  const within = (days: typeof current, from: string, to: string) =>
    Money.sum(
      [...days].filter(([day]) => day !== null && day >= from && day <= to).map(([, s]) => s.netSales),
    );
  return {
    rows: buckets.map((b) =>
      toRow(b.period, within(current, b.from, b.to), within(previous, b.previousFrom, b.previousTo)),
    ),
  };
};

function toRow(period: string, netSales: Money, previousNetSales: Money) {
  return { period, netSales: netSales.toNumber(), previousNetSales: previousNetSales.toNumber() };
}
