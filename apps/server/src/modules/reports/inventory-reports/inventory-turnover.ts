import { type Executor, products, stockMonthTotals, stockMovements } from '@tawi/db';
import { daysBefore, daysPastDue, Money, type MonthSplit, splitByMonths } from '@tawi/domain';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import { inBranches } from '../../../platform/branch-columns';
import { ofCompany } from '../../../platform/company-rows';
import { inMonthsOf, onDaysOf } from '../../../platform/month-split-where';
import { sumByKey } from '../../../platform/sum-by-key';
import type { ReportRange } from '../report-range';
import type { TableReportLoader } from '../tables/table-report';

type Row = {
  productId: string;
  sku: string;
  name: string;
  costOfSales: number;
  averageStockValue: number;
  turnover: number | null;
  daysOfCover: number | null;
};

/** Per product: stock value at the start of the period and at its end, and the cost of sales in it. */
type Figures = { opening: Money; closing: Money; sold: Money };

const k = stockMonthTotals;
const m = stockMovements;
const NONE = sql`false`;

/** The kept months of a split, in the monthly totals (none: false). */
const keptMonths = (split: MonthSplit | null): SQL => inMonthsOf(split, k.month) ?? NONE;

/** The days of a split that are not whole months, read from the movements (none: false). */
const movementDays = (split: MonthSplit | null): SQL => onDaysOf(split, m.date) ?? NONE;

/**
 * Per product of the branches, the stock value before `from` and up to `to` and the cost of sales of
 * the period (the cost of the stock sold less customer returns, as the cost of sales account books it):
 * whole months from the kept monthly totals (stock_month_totals), the days of the two edge months from
 * the movements, so the cost does not grow with the years of movements.
 */
async function stockFigures(db: Executor, companyId: string, range: ReportRange) {
  const before = daysBefore(range.from);
  const splits = {
    opening: before ? splitByMonths(before) : null,
    closing: splitByMonths({ to: range.to }),
    sold: splitByMonths(range),
  };
  const sums = <C extends SQL>(column: (part: keyof Figures) => C, where: (s: MonthSplit | null) => SQL) => ({
    opening: sql<string>`coalesce(sum(${column('opening')}) filter (where ${where(splits.opening)}), 0)::text`,
    closing: sql<string>`coalesce(sum(${column('closing')}) filter (where ${where(splits.closing)}), 0)::text`,
    sold: sql<string>`coalesce(sum(${column('sold')}) filter (where ${where(splits.sold)}), 0)::text`,
  });
  const any = (where: (s: MonthSplit | null) => SQL) =>
    or(where(splits.opening), where(splits.closing), where(splits.sold));
  const [kept, days] = await Promise.all([
    db
      .select({
        productId: k.productId,
        ...sums((p) => (p === 'sold' ? sql`${k.sold}` : sql`${k.value}`), keptMonths),
      })
      .from(k)
      .where(ofCompany(k, companyId, inBranches(k.branchId, range), any(keptMonths)))
      .groupBy(k.productId),
    db
      .select({
        productId: m.productId,
        ...sums(
          (p) =>
            p === 'sold' ? sql`tawi_sold_value(${m.kind}, ${m.sourceType}, ${m.value})` : sql`${m.value}`,
          movementDays,
        ),
      })
      .from(m)
      .where(ofCompany(m, companyId, inBranches(m.branchId, range), any(movementDays)))
      .groupBy(m.productId),
  ]);
  return sumByKey<string, Figures>(
    [...kept, ...days].map((r) => [
      r.productId,
      { opening: Money.of(r.opening), closing: Money.of(r.closing), sold: Money.of(r.sold) },
    ]),
    { opening: Money.zero(), closing: Money.zero(), sold: Money.zero() },
    (f, r) => ({
      opening: f.opening.plus(r.opening),
      closing: f.closing.plus(r.closing),
      sold: f.sold.plus(r.sold),
    }),
  );
}

/**
 * API.md `inventory-turnover`, per product over the branches: `costOfSales` of the period (stockFigures),
 * `averageStockValue` = (value at the start + value at the end) / 2, `turnover` = cost of sales / average
 * stock value, and `daysOfCover` = the value at the end / the cost of sales per day of the period; each
 * null when its divisor is not positive. Products with neither are left out.
 */
export const inventoryTurnover: TableReportLoader<unknown, Row> = async ({ db, ctx, range }) => {
  const figures = await stockFigures(db, ctx.companyId, range);
  const ids = [...figures.keys()];
  const named = ids.length
    ? await db
        .select({ productId: products.id, sku: products.sku, name: products.name })
        .from(products)
        .where(ofCompany(products, ctx.companyId, inArray(products.id, ids)))
    : [];
  const days = daysPastDue(range.from, range.to) + 1;
  return {
    rows: named
      .map((p) => turnoverRow(p, figures.get(p.productId) as Figures, days))
      .filter((r) => r.costOfSales !== 0 || r.averageStockValue !== 0),
  };
};

function turnoverRow(p: { productId: string; sku: string; name: string }, f: Figures, days: number): Row {
  const average = f.opening.plus(f.closing).dividedBy(2);
  return {
    ...p,
    costOfSales: f.sold.toNumber(),
    averageStockValue: average.toNumber(),
    turnover: average.isPositive() ? round(f.sold.toNumber() / average.toNumber(), 100) : null,
    daysOfCover: f.sold.isPositive() ? round((f.closing.toNumber() * days) / f.sold.toNumber(), 10) : null,
  };
}

const round = (x: number, scale: number) => Math.round(x * scale) / scale;
