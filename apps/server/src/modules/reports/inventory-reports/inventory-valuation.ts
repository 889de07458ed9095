import { stockItemsAsOf } from '../../inventory';
import { branchesOf } from '../report-range';
import type { TableReportLoader } from '../tables/table-report';

/**
 * API.md `inventory-valuation`: quantity and value at cost of each product in each branch at the end of
 * `asOf` (the kit's `to`), from the stock movements dated up to it (the inventory summary's `items`);
 * per branch and in total it equals the inventory account as at that day.
 */
export const inventoryValuation: TableReportLoader<
  unknown,
  Awaited<ReturnType<typeof stockItemsAsOf>>[number]
> = async ({ db, ctx, range }) => ({
  rows: await stockItemsAsOf(db, ctx.companyId, range.to, branchesOf(range)),
});
