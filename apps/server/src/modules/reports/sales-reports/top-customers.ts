import { customerSales, customerTiers } from '../../sales';
import type { TableReportLoader } from '../tables/table-report';
import { toSalesRow } from './sales-by-customer';

/**
 * API.md `top-customers`: sales by customer (customerSales) biggest first, ten a page unless `limit`
 * says otherwise, with each customer's tier as at the period's end (customerTier: their net sales of
 * every branch over the twelve months to then).
 */
export const topCustomers: TableReportLoader<unknown, ReturnType<typeof toRow>> = async ({
  db,
  ctx,
  range,
}) => {
  const sales = await customerSales(db, ctx.companyId, range);
  const tiers = await customerTiers(
    db,
    ctx.companyId,
    range.to,
    sales.map((s) => s.customerId),
  );
  return { rows: sales.map((s) => toRow(s, tiers.get(s.customerId) ?? null)) };
};

function toRow(s: Parameters<typeof toSalesRow>[0], tier: string | null) {
  return { ...toSalesRow(s), tier };
}
