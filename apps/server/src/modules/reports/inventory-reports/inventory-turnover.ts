import { products, stockMovements } from '@tawi/db';
import { daysPastDue, Money } from '@tawi/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import { inBranches } from '../../../platform/branch-columns';
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

/** Cost of goods sold, less what customers returned (credit notes, voided invoices); not returns to suppliers. */
const SOLD = sql`(${stockMovements.kind} = 'sale' or (${stockMovements.kind} = 'return' and ${stockMovements.sourceType} <> 'bill-void'))`;

/**
 * API.md `inventory-turnover`, per product over the branches: `costOfSales` of the period (the cost of
 * the stock sold less customer returns, as the cost of sales account books it), `averageStockValue` =
 * (value at the start + value at the end) / 2, `turnover` = cost of sales / average stock value, and
 * `daysOfCover` = the value at the end / the cost of sales per day of the period; each null when its
 * divisor is not positive. One aggregate over the movements dated up to `to`.
 */
export const inventoryTurnover: TableReportLoader<unknown, Row> = async ({ db, ctx, range }) => {
  const m = stockMovements;
  const rows = await db
    .select({
      productId: products.id,
      sku: products.sku,
      name: products.name,
      opening: sql<string>`coalesce(sum(${m.value}) filter (where ${m.date} < ${range.from}), 0)::text`,
      closing: sql<string>`sum(${m.value})::text`,
      sold: sql<string>`coalesce(-sum(${m.value}) filter (where ${m.date} >= ${range.from} and ${SOLD}), 0)::text`,
    })
    .from(m)
    .innerJoin(products, and(eq(products.companyId, m.companyId), eq(products.id, m.productId)))
    .where(and(eq(m.companyId, ctx.companyId), lte(m.date, range.to), inBranches(m.branchId, range)))
    .groupBy(products.id, products.sku, products.name);
  const days = daysPastDue(range.from, range.to) + 1;
  return {
    rows: rows
      .map((r) => turnoverRow(r, days))
      .filter((r) => r.costOfSales !== 0 || r.averageStockValue !== 0),
  };
};

function turnoverRow(
  r: { productId: string; sku: string; name: string; opening: string; closing: string; sold: string },
  days: number,
): Row {
  const sold = Money.of(r.sold);
  const closing = Money.of(r.closing);
  const average = Money.of(r.opening).plus(closing).dividedBy(2);
  return {
    productId: r.productId,
    sku: r.sku,
    name: r.name,
    costOfSales: sold.toNumber(),
    averageStockValue: average.toNumber(),
    turnover: average.isPositive() ? round(sold.toNumber() / average.toNumber(), 100) : null,
    daysOfCover: sold.isPositive() ? round((closing.toNumber() * days) / sold.toNumber(), 10) : null,
  };
}

const round = (x: number, scale: number) => Math.round(x * scale) / scale;
