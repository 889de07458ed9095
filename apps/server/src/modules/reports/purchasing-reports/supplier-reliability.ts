import { type Executor, purchaseOrderItems, purchaseOrders, purchaseReceipts, suppliers } from '@tawi/db';
import { eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import { inBranches } from '../../../platform/branch-columns';
import { keyedJoin, liveOf, ofCompany } from '../../../platform/company-rows';
import type { ReportRange } from '../report-range';
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

/** The orders the report counts: dated in the period (not canceled or deleted) in the branches. */
function ordersOf(companyId: string, range: ReportRange) {
  return liveOf(
    purchaseOrders,
    companyId,
    ne(purchaseOrders.status, 'Canceled'),
    gte(purchaseOrders.date, range.from),
    lte(purchaseOrders.date, range.to),
    inBranches(purchaseOrders.branchId, range),
  );
}

/**
 * Per order of `orders`: whether every line is received in full, and the value ordered and received at
 * the order's prices (one grouped read of their lines).
 */
function lineFigures(db: Executor, companyId: string, orders: SQL) {
  const i = purchaseOrderItems;
  return db
    .select({
      orderId: sql<string>`${i.orderId}`.as('lines_order_id'),
      complete: sql<boolean>`bool_and(${i.receivedQty} >= ${i.qty})`.as('complete'),
      ordered: sql<string>`sum(${i.qty} * ${i.unitPrice})`.as('ordered'),
      received: sql<string>`sum(${i.receivedQty} * ${i.unitPrice})`.as('received'),
    })
    .from(i)
    .where(ofCompany(i, companyId, sql`${i.orderId} in ${orders}`))
    .groupBy(i.orderId)
    .as('order_lines');
}

/** Per order of `orders`: when its goods last came (receipts not voided). */
function lastReceipts(db: Executor, companyId: string, orders: SQL) {
  const r = purchaseReceipts;
  return db
    .select({
      orderId: sql<string>`${r.orderId}`.as('receipts_order_id'),
      last: sql<string>`max(${r.date})`.as('last_received'),
    })
    .from(r)
    .where(ofCompany(r, companyId, ne(r.status, 'Voided'), sql`${r.orderId} in ${orders}`))
    .groupBy(r.orderId)
    .as('order_receipts');
}

/**
 * API.md `supplier-reliability`: per supplier, the purchase orders dated in the period (not canceled)
 * in the branches; `onTimeReceipts` those whose goods last arrived on or before the order's expected
 * date (an order without one: received at all); `completeReceipts` those received in full (every
 * line's received quantity >= ordered); `onTimePercent` = on time / orders and `fillRatePercent` =
 * the value received / the value ordered (at the order's prices), one decimal.
 */
export const supplierReliability: TableReportLoader<unknown, Row> = async ({ db, ctx, range }) => {
  const inReport = ordersOf(ctx.companyId, range);
  const orderIds = sql`(select ${purchaseOrders.id} from ${purchaseOrders} where ${inReport})`;
  const lines = lineFigures(db, ctx.companyId, orderIds);
  const receipts = lastReceipts(db, ctx.companyId, orderIds);
  const onTime = sql`${receipts.last} <= coalesce(${purchaseOrders.expectedDate}, ${receipts.last})`;
  const rows = await db
    .select({
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      orders: sql<number>`count(*)::int`,
      onTime: sql<number>`count(*) filter (where ${onTime})::int`,
      complete: sql<number>`count(*) filter (where ${lines.complete})::int`,
      ordered: sql<string>`coalesce(sum(${lines.ordered}), 0)::text`,
      received: sql<string>`coalesce(sum(${lines.received}), 0)::text`,
    })
    .from(purchaseOrders)
    .innerJoin(suppliers, keyedJoin(suppliers, purchaseOrders, purchaseOrders.supplierId))
    .leftJoin(lines, eq(lines.orderId, purchaseOrders.id))
    .leftJoin(receipts, eq(receipts.orderId, purchaseOrders.id))
    .where(inReport)
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
