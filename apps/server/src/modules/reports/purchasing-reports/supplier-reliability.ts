import { purchaseOrderItems, purchaseOrders, purchaseReceipts, suppliers } from '@tawi/db';
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { inBranches } from '../../../platform/branch-columns';
import type { TableReportLoader } from '../tables/table-report';

type Row = {
  supplierId: string;
  supplierName: string;
  orders: number;
  onTimeReceipts: number;
  completeReceipts: number;
  onTimePercent: number | null;
  fillRatePercent: number | null;
};

/**
 * Per order: when its goods last came (receipts not voided), whether every line is received in full,
 * and the value ordered and received at the order's prices.
 */
const lastReceived = sql`(select max(${purchaseReceipts.date}) from ${purchaseReceipts}
  where ${purchaseReceipts.companyId} = ${purchaseOrders.companyId}
    and ${purchaseReceipts.orderId} = ${purchaseOrders.id}
    and ${purchaseReceipts.status} <> 'Voided')`;
const lines = (expression: ReturnType<typeof sql>) => sql`(select ${expression} from ${purchaseOrderItems}
  where ${purchaseOrderItems.companyId} = ${purchaseOrders.companyId}
    and ${purchaseOrderItems.orderId} = ${purchaseOrders.id})`;
const complete = lines(sql`bool_and(${purchaseOrderItems.receivedQty} >= ${purchaseOrderItems.qty})`);
const ordered = lines(sql`sum(${purchaseOrderItems.qty} * ${purchaseOrderItems.unitPrice})`);
const received = lines(sql`sum(${purchaseOrderItems.receivedQty} * ${purchaseOrderItems.unitPrice})`);

/**
 * API.md `supplier-reliability`: per supplier, the purchase orders dated in the period (not canceled)
 * in the branches; `onTimeReceipts` those whose goods last arrived on or before the order's expected
 * date (an order without one: received at all); `completeReceipts` those received in full (every
 * line's received quantity >= ordered); `onTimePercent` = on time / orders and `fillRatePercent` =
 * the value received / the value ordered (at the order's prices), one decimal.
 */
export const supplierReliability: TableReportLoader<unknown, Row> = async ({ db, ctx, range }) => {
  const onTime = sql`${lastReceived} <= coalesce(${purchaseOrders.expectedDate}, ${lastReceived})`;
  const rows = await db
    .select({
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      orders: sql<number>`count(*)::int`,
      onTime: sql<number>`count(*) filter (where ${onTime})::int`,
      complete: sql<number>`count(*) filter (where ${complete})::int`,
      ordered: sql<string>`coalesce(sum(${ordered}), 0)::text`,
      received: sql<string>`coalesce(sum(${received}), 0)::text`,
    })
    .from(purchaseOrders)
    .innerJoin(
      suppliers,
      and(eq(suppliers.companyId, purchaseOrders.companyId), eq(suppliers.id, purchaseOrders.supplierId)),
    )
    .where(
      and(
        eq(purchaseOrders.companyId, ctx.companyId),
        eq(purchaseOrders.isDeleted, false),
        ne(purchaseOrders.status, 'Canceled'),
        gte(purchaseOrders.date, range.from),
        lte(purchaseOrders.date, range.to),
        inBranches(purchaseOrders.branchId, range),
      ),
    )
    .groupBy(suppliers.id, suppliers.name);
  const sum = (values: (string | number)[]) => values.reduce<number>((n, v) => n + Number(v), 0);
  const orders = sum(rows.map((r) => r.orders));
  const onTimeReceipts = sum(rows.map((r) => r.onTime));
  return {
    rows: rows.map((r) => ({
      supplierId: r.supplierId,
      supplierName: r.supplierName,
      orders: r.orders,
      onTimeReceipts: r.onTime,
      completeReceipts: r.complete,
      onTimePercent: percent(r.onTime, r.orders),
      fillRatePercent: percent(Number(r.received), Number(r.ordered)),
    })),
    // the percentages over every order, not an average of the suppliers'
    totals: {
      orders,
      onTimeReceipts,
      completeReceipts: sum(rows.map((r) => r.complete)),
      onTimePercent: percent(onTimeReceipts, orders) ?? 0,
      fillRatePercent: percent(sum(rows.map((r) => r.received)), sum(rows.map((r) => r.ordered))) ?? 0,
    },
  };
};

/** `part` of `whole` in percent, one decimal; null of nothing. */
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
