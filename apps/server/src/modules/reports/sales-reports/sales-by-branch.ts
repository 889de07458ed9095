import { branches } from '@tawi/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { TableReportLoader } from '../tables/table-report';
import { profitOf } from './sales-by-product';
import { salesLinesBy } from './sales-lines';

/**
 * API.md `sales-by-branch` (location sales): net sales, cost of sales and gross profit per branch of the
 * scope (salesLinesBy: after voids and credit notes; sums to the P&L income and cost of sales).
 */
export const salesByBranch: TableReportLoader<unknown, ReturnType<typeof toRow>> = async ({
  db,
  ctx,
  range,
}) => {
  const sales = await salesLinesBy(db, ctx.companyId, range, 'branchId');
  const ids = [...sales.keys()].filter((id): id is string => id !== null);
  const named = ids.length
    ? await db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(and(eq(branches.companyId, ctx.companyId), inArray(branches.id, ids)))
    : [];
  const nameOf = new Map(named.map((b) => [b.id, b.name]));
  return {
    rows: [...sales].map(([branchId, s]) => toRow(branchId ?? '', nameOf.get(branchId ?? '') ?? '', s)),
  };
};

function toRow(branchId: string, branchName: string, s: Parameters<typeof profitOf>[0]) {
  return {
    branchId,
    branchName,
    netSales: s.netSales.toNumber(),
    costOfSales: s.costOfSales.toNumber(),
    grossProfit: profitOf(s).grossProfit.toNumber(),
  };
}
