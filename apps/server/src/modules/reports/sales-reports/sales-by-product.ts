import { products } from '@tawi/db';
import { Money } from '@tawi/domain';
import { inArray } from 'drizzle-orm';
import { ofCompany } from '../../../platform/company-rows';
import type { TableReportLoader } from '../tables/table-report';
import { type LineSales, salesLinesBy } from './sales-lines';

/** Lines without a product (services, free text) share one row. */
export const LINES_WITHOUT_PRODUCT = 'Services and other lines';

/**
 * API.md `sales-by-product`: quantity, net sales, cost of sales, gross profit and margin per product
 * (salesLinesBy: after voids and credit notes; sums to the P&L income and cost of sales).
 */
export const salesByProduct: TableReportLoader<unknown, ReturnType<typeof toRow>> = async ({
  db,
  ctx,
  range,
}) => {
  const sales = await salesLinesBy(db, ctx.companyId, range, 'productId');
  const ids = [...sales.keys()].filter((id): id is string => id !== null);
  const named = ids.length
    ? await db
        .select({ id: products.id, sku: products.sku, name: products.name })
        .from(products)
        .where(ofCompany(products, ctx.companyId, inArray(products.id, ids)))
    : [];
  const product = new Map(named.map((p) => [p.id, p]));
  const rows = [...sales].map(([productId, s]) => {
    const p = productId ? product.get(productId) : undefined;
    return toRow(productId, p?.sku ?? null, p?.name ?? LINES_WITHOUT_PRODUCT, s);
  });
  return { rows, totals: totalsOf(sales.values()) };
};

/** Gross profit and margin (% of net sales; null without net sales) of a figure. */
export function profitOf(s: Pick<LineSales, 'netSales' | 'costOfSales'>) {
  const grossProfit = s.netSales.minus(s.costOfSales);
  const marginPercent = s.netSales.isPositive()
    ? grossProfit.times(100).dividedBy(s.netSales).toNumber()
    : null;
  return { grossProfit, marginPercent };
}

function toRow(productId: string | null, sku: string | null, name: string, s: LineSales) {
  const { grossProfit, marginPercent } = profitOf(s);
  return {
    productId,
    sku,
    name,
    quantity: s.quantity,
    netSales: s.netSales.toNumber(),
    costOfSales: s.costOfSales.toNumber(),
    grossProfit: grossProfit.toNumber(),
    marginPercent,
  };
}

/** The sums, and the margin of the sums (not a sum of margins). */
function totalsOf(all: Iterable<LineSales>) {
  const list = [...all];
  const netSales = Money.sum(list.map((s) => s.netSales));
  const costOfSales = Money.sum(list.map((s) => s.costOfSales));
  const { grossProfit, marginPercent } = profitOf({ netSales, costOfSales });
  return {
    quantity: Math.round(list.reduce((n, s) => n + s.quantity, 0) * 1000) / 1000,
    netSales: netSales.toNumber(),
    costOfSales: costOfSales.toNumber(),
    grossProfit: grossProfit.toNumber(),
    ...(marginPercent !== null && { marginPercent }),
  };
}
