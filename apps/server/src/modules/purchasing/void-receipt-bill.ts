import { type bills, type Executor, purchaseOrderItems, purchaseOrders, purchaseReceipts } from '@tawi/db';
import { goodsBillVoidPosting, Money, purchaseOrderStatus } from '@tawi/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';
import { companyChargesVat } from '../../platform/company-vat';
import { lockedRow } from '../../platform/locked-row';
import type { RequestContext } from '../../platform/request-context';
import { removeStock } from '../inventory';
import { postDocument } from '../ledger';

type BillRow = typeof bills.$inferSelect;
type ReceivedItem = { itemId: string; qty: number; amount: number };

type ReceiptRow = typeof purchaseReceipts.$inferSelect;
type OrderRow = typeof purchaseOrders.$inferSelect;

/** The receipt that raised the bill and its order, locked. */
async function loadReceiptAndOrder(tx: Executor, ctx: RequestContext, bill: BillRow) {
  const [receipt] = await tx
    .select()
    .from(purchaseReceipts)
    .where(ofCompany(purchaseReceipts, ctx.companyId, eq(purchaseReceipts.id, bill.receiptId ?? '')));
  if (!receipt) throw new Error(`bill ${bill.billNumber} has no receipt`);
  const order = await lockedRow(tx, ctx.companyId, purchaseOrders, receipt.orderId);
  if (!order) throw new Error(`receipt ${receipt.receiptNumber} has no order`);
  return { receipt, order };
}

/** The received goods out of the branch at average cost; what they left at. */
async function returnReceivedGoods(
  tx: Executor,
  ctx: RequestContext,
  bill: BillRow,
  { receipt, order, items }: { receipt: ReceiptRow; order: OrderRow; items: ReceivedItem[] },
  date: string,
): Promise<Money> {
  let leftAtAverage = Money.zero();
  for (const item of items) {
    const move = await removeStock(
      tx,
      ctx,
      {
        productId: item.itemId,
        branchId: order.branchId,
        kind: 'return',
        date,
        sku: item.itemId,
        source: {
          type: 'bill-void',
          id: bill.id,
          number: bill.billNumber,
          reason: `Goods of ${receipt.receiptNumber} returned`,
        },
      },
      item.qty,
    );
    leftAtAverage = leftAtAverage.plus(Money.of(move.value).neg());
  }
  return leftAtAverage;
}

/** The order's received quantities, status and total received step back by the receipt's. */
async function stepBackOrder(
  tx: Executor,
  ctx: RequestContext,
  { receipt, order, items }: { receipt: ReceiptRow; order: OrderRow; items: ReceivedItem[] },
) {
  const orderItems = await tx
    .select()
    .from(purchaseOrderItems)
    .where(ofCompany(purchaseOrderItems, ctx.companyId, eq(purchaseOrderItems.orderId, order.id)))
    .orderBy(asc(purchaseOrderItems.lineNo));
  for (const item of items) {
    let back = Money.of(item.qty);
    for (const line of orderItems.filter((l) => l.productId === item.itemId)) {
      const take = Money.of(line.receivedQty).lt(back) ? Money.of(line.receivedQty) : back;
      if (!take.isPositive()) continue;
      line.receivedQty = Money.of(line.receivedQty).minus(take).toFixed(3);
      back = back.minus(take);
      await tx
        .update(purchaseOrderItems)
        .set({ receivedQty: line.receivedQty })
        .where(ofCompany(purchaseOrderItems, ctx.companyId, eq(purchaseOrderItems.id, line.id)));
    }
  }
  await tx
    .update(purchaseOrders)
    .set({
      status: purchaseOrderStatus(orderItems),
      totalReceived: sql`${purchaseOrders.totalReceived} - ${receipt.totalReceived}::numeric`,
      updatedAt: new Date(),
    })
    .where(ofCompany(purchaseOrders, ctx.companyId, eq(purchaseOrders.id, order.id)));
}

/**
 * Voids a bill raised by a goods receipt: the goods go back (stock out of the branch at average
 * cost; 422 `insufficient-stock` when they are no longer all there), the order's received
 * quantities, status and total received step back, the receipt is marked Voided, and one entry
 * (`goodsBillVoidPosting`) undoes the bill: payables debited, VAT input and inventory credited, and the difference between
 * what the goods came in at and what they leave at (average cost moved since) to stock adjustments.
 * Runs in the caller's transaction, the bill already locked; everything is dated `date`.
 */
export async function voidReceiptBill(
  tx: Executor,
  ctx: RequestContext,
  bill: BillRow,
  date: string,
): Promise<void> {
  const { receipt, order } = await loadReceiptAndOrder(tx, ctx, bill);
  const items = (receipt.items as ReceivedItem[]).slice().sort((a, b) => a.itemId.localeCompare(b.itemId));
  const leftAtAverage = await returnReceivedGoods(tx, ctx, bill, { receipt, order, items }, date);
  await stepBackOrder(tx, ctx, { receipt, order, items });
  await tx
    .update(purchaseReceipts)
    .set({ status: 'Voided' })
    .where(ofCompany(purchaseReceipts, ctx.companyId, eq(purchaseReceipts.id, receipt.id)));
  await postDocument(tx, ctx, {
    branchId: bill.branchId,
    date,
    memo: `Void of bill ${bill.billNumber}: goods of ${receipt.receiptNumber} returned`,
    source: { type: 'bill-void', id: bill.id },
    ...(bill.entryId && { reversalOfId: bill.entryId }),
    lines: goodsBillVoidPosting({
      number: bill.billNumber,
      branchId: bill.branchId,
      supplierId: bill.supplierId,
      subtotal: bill.subtotal,
      taxTotal: bill.taxTotal,
      total: bill.totalAmount,
      leftAtAverage,
      claimsInputVat: await companyChargesVat(tx, ctx.companyId, bill.date),
    }),
  });
}
