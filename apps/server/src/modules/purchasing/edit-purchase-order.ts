import type { PurchaseOrderUpdate } from '@tawi/contracts';
import { type Database, type Executor, purchaseOrderItems, purchaseOrders } from '@tawi/db';
import { documentTotals } from '@tawi/domain';
import { eq, type SQL } from 'drizzle-orm';
import { fieldError, invalidState } from '../../platform/app-error';
import { auditUpdate } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { productIdsOf } from '../inventory';
import { activeSupplier, createPurchaseOrder, orderItemRows } from './create-purchase-order';
import { findPurchaseOrder } from './purchase-orders.repo';

/** The order locked: 409 `invalid-state` unless it is Pending. */
async function lockPendingOrder(tx: Executor, own: SQL) {
  const [locked] = await tx
    .select({ status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(own)
    .for('update');
  if (locked?.status !== 'Pending')
    throw invalidState(`A purchase order that is ${locked?.status} cannot be edited; only a Pending one can`);
}

/** Every line of the order replaced by `items`. */
async function replaceOrderItems(
  tx: Executor,
  companyId: string,
  orderId: string,
  items: NonNullable<PurchaseOrderUpdate['items']>,
  productIds: Awaited<ReturnType<typeof productIdsOf>>,
) {
  await tx
    .delete(purchaseOrderItems)
    .where(ofCompany(purchaseOrderItems, companyId, eq(purchaseOrderItems.orderId, orderId)));
  await tx.insert(purchaseOrderItems).values(orderItemRows(companyId, orderId, items, productIds));
}

/**
 * Edits a Pending order (nothing received, not cancelled; 409 `invalid-state` otherwise) in one
 * transaction under the order's lock: its supplier, dates, notes, and `items` replacing every line.
 */
export async function updatePurchaseOrder(
  db: Database,
  ctx: RequestContext,
  idOrNumber: string,
  input: PurchaseOrderUpdate,
) {
  const found = await findPurchaseOrder(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  const date = input.date ?? found.date;
  const expectedDate = input.expectedDate === undefined ? found.expectedDate : input.expectedDate;
  if (expectedDate && expectedDate < date) throw fieldError('expectedDate', 'On or after the order date');
  if (input.supplierId && input.supplierId !== found.supplierId) {
    await activeSupplier(db, ctx.companyId, input.supplierId);
  }
  const productIds = input.items
    ? await productIdsOf(
        db,
        ctx.companyId,
        input.items.map((i) => i.itemId),
      )
    : [];
  const totals = input.items ? documentTotals(input.items) : null;
  await db.transaction(async (tx) => {
    const own = ofCompany(purchaseOrders, ctx.companyId, eq(purchaseOrders.id, found.id));
    await lockPendingOrder(tx, own);
    await tx
      .update(purchaseOrders)
      .set({
        ...(input.supplierId && { supplierId: input.supplierId }),
        date,
        expectedDate: expectedDate ?? null,
        ...(input.notes !== undefined && { notes: input.notes }),
        ...(totals && {
          subtotal: totals.subtotal.toFixed(),
          taxTotal: totals.taxTotal.toFixed(),
          total: totals.total.toFixed(),
        }),
        updatedAt: new Date(),
      })
      .where(own);
    if (input.items) await replaceOrderItems(tx, ctx.companyId, found.id, input.items, productIds);
    await auditUpdate(tx, ctx, 'purchase-order', found.id, found.purchaseId, { before: found, after: input });
  });
  return findPurchaseOrder(db, ctx.companyId, found.id);
}

/** A new Pending order LPO-nnnn with the same supplier, branch, notes and items, dated today. */
export async function clonePurchaseOrder(db: Database, ctx: RequestContext, idOrNumber: string) {
  const found = await findPurchaseOrder(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  return createPurchaseOrder(db, ctx, {
    supplierId: found.supplierId,
    branchId: found.branchId,
    notes: found.notes,
    items: found.items.map((i) => ({
      itemId: i.itemId,
      qty: i.qty,
      unitPrice: i.unitPrice,
      taxCategory: i.taxCategory,
    })),
  });
}
