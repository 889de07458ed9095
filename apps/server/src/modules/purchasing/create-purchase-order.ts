import type { PurchaseOrderCreate } from '@tawi/contracts';
import { type Database, purchaseOrderItems, purchaseOrders } from '@tawi/db';
import { documentTotals, todayIn } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { fieldError, invalidState } from '../../platform/app-error';
import { auditCreate, auditUpdate } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { nextDocumentNumber } from '../../platform/counters';
import { lockedRow } from '../../platform/locked-row';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { productIdsOf } from '../inventory';
import { findPurchaseOrder } from './purchase-orders.repo';
import { findSupplierRow } from './suppliers.repo';

/** The stored lines of an order: its items in order, each with its product. */
export function orderItemRows(
  companyId: string,
  orderId: string,
  items: PurchaseOrderCreate['items'],
  productIds: readonly string[],
) {
  return items.map((item, i) => ({
    companyId,
    orderId,
    lineNo: i + 1,
    productId: productIds[i] ?? '',
    qty: String(item.qty),
    unitPrice: String(item.unitPrice),
    taxCategory: item.taxCategory,
  }));
}

/** An order's supplier: one of the company's, still active (409 otherwise). */
export async function activeSupplier(db: Database, companyId: string, id: string) {
  const supplier = await findSupplierRow(db, companyId, id);
  if (!supplier.isActive) throw invalidState('This supplier is inactive');
  return supplier;
}

/** A Pending order LPO-nnnn to an active supplier, with its totals including VAT per line. */
export async function createPurchaseOrder(db: Database, ctx: RequestContext, input: PurchaseOrderCreate) {
  const branchId = scopedBranchId(ctx, input.branchId);
  const date = input.date ?? todayIn();
  if (input.expectedDate && input.expectedDate < date) {
    throw fieldError('expectedDate', 'On or after the order date');
  }
  const supplier = await activeSupplier(db, ctx.companyId, input.supplierId);
  const productIds = await productIdsOf(
    db,
    ctx.companyId,
    input.items.map((i) => i.itemId),
  );
  const totals = documentTotals(input.items);
  const id = await db.transaction(async (tx) => {
    const purchaseNumber = await nextDocumentNumber(tx, ctx.companyId, 'LPO');
    const order = await tx
      .insert(purchaseOrders)
      .values({
        companyId: ctx.companyId,
        branchId,
        purchaseNumber,
        supplierId: supplier.id,
        date,
        expectedDate: input.expectedDate ?? null,
        notes: input.notes ?? null,
        subtotal: totals.subtotal.toFixed(),
        taxTotal: totals.taxTotal.toFixed(),
        total: totals.total.toFixed(),
        createdBy: ctx.userId,
      })
      .returning()
      .then(returnedRow('purchase order insert'));
    await tx
      .insert(purchaseOrderItems)
      .values(orderItemRows(ctx.companyId, order.id, input.items, productIds));
    await auditCreate(tx, ctx, 'purchase-order', order.id, purchaseNumber, input);
    return order.id;
  });
  return findPurchaseOrder(db, ctx.companyId, id);
}

/** Cancels an order while nothing of it is received (409 otherwise). */
export async function cancelPurchaseOrder(db: Database, ctx: RequestContext, id: string) {
  const order = await findPurchaseOrder(db, ctx.companyId, id);
  await db.transaction(async (tx) => {
    const locked = await lockedRow(tx, ctx.companyId, purchaseOrders, order.id);
    if (locked?.status !== 'Pending')
      throw invalidState(`A purchase order that is ${locked?.status} cannot be cancelled`);
    const now = new Date();
    await tx
      .update(purchaseOrders)
      .set({ status: 'Canceled', canceledAt: now, updatedAt: now })
      .where(ofCompany(purchaseOrders, ctx.companyId, eq(purchaseOrders.id, order.id)));
    await auditUpdate(tx, ctx, 'purchase-order', order.id, `${order.purchaseId} cancelled`);
  });
  return findPurchaseOrder(db, ctx.companyId, order.id);
}
