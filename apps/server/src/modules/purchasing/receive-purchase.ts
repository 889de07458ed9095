import type { ReceiveGoods } from '@tawi/contracts';
import {
  type Database,
  type Executor,
  products,
  purchaseOrderItems,
  purchaseOrders,
  purchaseReceipts,
} from '@tawi/db';
import {
  checkIncoming,
  documentTotals,
  ETIMS_STOCK_IO_TYPES,
  Money,
  purchaseOrderStatus,
  type TaxCategoryCode,
  todayIn,
} from '@tawi/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError, fieldError, invalidState } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { assertBranchAccess } from '../../platform/branch-scope';
import { companyChargesVat } from '../../platform/company-vat';
import { nextDocumentNumber } from '../../platform/counters';
import { documentKey } from '../../platform/document-key';
import type { RequestContext } from '../../platform/request-context';
import { queueEtimsPurchase, queueEtimsStock } from '../etims';
import { addStock, lockStockRows } from '../inventory';
import { findBill } from './bills.repo';
import { raiseBill } from './raise-bill';
import { assertNewSupplierInvoice } from './supplier-invoice-guard';
import { findSupplierRow } from './suppliers.repo';

const purchaseNotFound = () => new AppError('purchase-not-found', 'Purchase Not Found');

/** The names of the products received, which the bill's lines carry. */
const productNames = (tx: Executor, companyId: string, ids: string[]) =>
  tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids)));

/** The order row locked for this transaction, by id or LPO number: concurrent receipts queue here. */
async function lockOrder(tx: Executor, companyId: string, idOrNumber: string) {
  const [order] = await tx
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.companyId, companyId),
        eq(purchaseOrders.isDeleted, false),
        documentKey(purchaseOrders.id, purchaseOrders.purchaseNumber, idOrNumber),
      ),
    )
    .for('update');
  if (!order) throw purchaseNotFound();
  const items = await tx
    .select({ item: purchaseOrderItems, sku: products.sku })
    .from(purchaseOrderItems)
    .innerJoin(
      products,
      and(
        eq(products.companyId, purchaseOrderItems.companyId),
        eq(products.id, purchaseOrderItems.productId),
      ),
    )
    .where(and(eq(purchaseOrderItems.companyId, companyId), eq(purchaseOrderItems.orderId, order.id)));
  return { order, items };
}

type Locked = Awaited<ReturnType<typeof lockOrder>>;

/** The incoming lines matched to order lines (by product id or sku), same item summed; refusals as the spec says. */
function matchIncoming({ items }: Locked, incoming: ReceiveGoods['items']) {
  const itemIdOf = (ref: string) =>
    items.find(
      (i) => i.item.productId === ref || i.item.id === ref || i.sku.toLowerCase() === ref.toLowerCase(),
    )?.item.productId ?? ref;
  const lines = incoming.map((l) => ({ itemId: itemIdOf(l.itemId), qty: l.qty }));
  const problem = checkIncoming(
    items.map((i) => ({ itemId: i.item.productId, qty: i.item.qty, receivedQty: i.item.receivedQty })),
    lines,
  );
  if (problem?.kind === 'items-not-found')
    throw new AppError('purchase-items-not-found', 'Purchase Items Not Found');
  if (problem?.kind === 'unknown-item')
    throw fieldError('items', `Item ${problem.itemId} is not on this order`);
  if (problem?.kind === 'exceeds-ordered') {
    const { kind: _, ...details } = problem;
    throw new AppError('incoming-exceeds-ordered', 'Incoming exceeds ordered', details);
  }
  return items.flatMap(({ item }) => {
    const qty = Money.sum(lines.filter((l) => l.itemId === item.productId).map((l) => l.qty));
    return qty.isPositive() ? [{ item, qty }] : [];
  });
}

/**
 * Receives goods against a purchase order, in one transaction (the spec's seven steps plus the
 * books): received quantities, stock in at the order price (average cost, lastReceivedAt), the
 * order's status (Received when every line is in, Partially Received when some is, Pending when
 * none), lastReceivedAt and totalReceived, a receipt GRN-nnnn with the delivery note, a bill
 * BILL-nnnn (Unpaid, due after the supplier's payment terms; both carry the supplier's invoice
 * number and date, the number once per supplier: 409 `duplicate-reference`), and the posting: inventory and VAT
 * input against accounts payable, which is the supplier's balance. A refusal changes nothing.
 */
export async function receivePurchase(
  db: Database,
  ctx: RequestContext,
  idOrNumber: string,
  input: ReceiveGoods,
) {
  const result = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, ctx.companyId, idOrNumber);
    const { order } = locked;
    assertBranchAccess(ctx, order.branchId);
    if (order.status === 'Canceled') throw invalidState('This purchase order is cancelled');
    const received = matchIncoming(locked, input.items);
    await lockStockRows(
      tx,
      ctx.companyId,
      received.map(({ item }) => ({ productId: item.productId, branchId: order.branchId })),
    );
    const supplier = await findSupplierRow(tx, ctx.companyId, order.supplierId);
    if (input.supplierInvoiceNumber) {
      await assertNewSupplierInvoice(tx, ctx.companyId, supplier, input.supplierInvoiceNumber);
    }
    const date = input.date ?? todayIn();
    // not VAT-registered on the date: the supplier's VAT is part of the stock's cost
    const claimsInputVat = await companyChargesVat(tx, ctx.companyId, date);
    const totals = documentTotals(
      received.map(({ item, qty }) => ({
        item,
        qty,
        unitPrice: item.unitPrice,
        taxCategory: item.taxCategory as TaxCategoryCode,
      })),
    );
    const receiptNumber = await nextDocumentNumber(tx, ctx.companyId, 'GRN');
    const source = {
      type: 'purchase-receipt',
      number: receiptNumber,
      reason: `Delivery note ${input.deliveryNoteNumber}`,
    };
    for (const line of totals.lines) {
      await tx
        .update(purchaseOrderItems)
        .set({ receivedQty: sql`${purchaseOrderItems.receivedQty} + ${line.qty.toFixed(3)}::numeric` })
        .where(and(eq(purchaseOrderItems.companyId, ctx.companyId), eq(purchaseOrderItems.id, line.item.id)));
      await addStock(
        tx,
        ctx,
        { productId: line.item.productId, branchId: order.branchId, kind: 'receipt', date, source },
        { qty: line.qty.toFixed(3), value: (claimsInputVat ? line.amount : line.lineTotal).toFixed() },
      );
    }
    const after = locked.items.map(({ item }) => ({
      qty: item.qty,
      receivedQty: Money.of(item.receivedQty).plus(received.find((r) => r.item.id === item.id)?.qty ?? 0),
    }));
    const status = purchaseOrderStatus(after);
    const now = new Date();
    await tx
      .update(purchaseOrders)
      .set({
        status,
        lastReceivedAt: now,
        totalReceived: sql`${purchaseOrders.totalReceived} + ${totals.subtotal.toFixed()}::numeric`,
        updatedAt: now,
      })
      .where(and(eq(purchaseOrders.companyId, ctx.companyId), eq(purchaseOrders.id, order.id)));
    const [receipt] = await tx
      .insert(purchaseReceipts)
      .values({
        companyId: ctx.companyId,
        branchId: order.branchId,
        orderId: order.id,
        receiptNumber,
        deliveryNoteNumber: input.deliveryNoteNumber,
        supplierInvoiceNumber: input.supplierInvoiceNumber ?? null,
        supplierInvoiceDate: input.supplierInvoiceDate ?? null,
        date,
        totalReceived: totals.subtotal.toFixed(),
        items: totals.lines.map((l) => ({
          itemId: l.item.productId,
          qty: Number(l.qty.toFixed(3)),
          amount: (claimsInputVat ? l.amount : l.lineTotal).toNumber(),
        })),
        createdBy: ctx.userId,
      })
      .returning();
    if (!receipt) throw new Error('receipt insert returned nothing');
    const names = await productNames(
      tx,
      ctx.companyId,
      totals.lines.map((l) => l.item.productId),
    );
    const { bill, billNumber } = await raiseBill(
      tx,
      ctx,
      {
        branchId: order.branchId,
        supplier,
        date,
        totals,
        claimsInputVat,
        supplierInvoiceNumber: input.supplierInvoiceNumber,
        supplierInvoiceDate: input.supplierInvoiceDate,
        orderId: order.id,
        receiptId: receipt.id,
      },
      totals.lines.map((l) => ({
        description: names.find((n) => n.id === l.item.productId)?.name ?? 'Goods received',
        productId: l.item.productId,
        orderItemId: l.item.id,
        qty: l.qty.toFixed(3),
        unitPrice: Money.of(l.unitPrice).toFixed(),
        taxCategory: l.taxCategory,
        amount: l.amount.toFixed(),
        taxAmount: l.taxAmount.toFixed(),
        lineTotal: l.lineTotal.toFixed(),
      })),
      [
        {
          account: { key: 'inventory' },
          amount: totals.subtotal,
          tax: totals.taxTotal,
          description: `Goods received ${receiptNumber}`,
        },
      ],
    );
    await queueEtimsStock(tx, ctx, {
      branchId: order.branchId,
      documentId: receipt.id,
      documentNumber: receiptNumber,
      date,
      type: ETIMS_STOCK_IO_TYPES.purchaseIn,
      party: { pin: supplier.kraPin, name: supplier.name },
      lines: totals.lines.map((l) => ({
        productId: l.item.productId,
        qty: l.qty.toFixed(3),
        unitCost: l.amount.dividedBy(l.qty).toFixed(6),
        taxCategory: l.taxCategory,
      })),
    });
    await queueEtimsPurchase(tx, ctx, bill.id);
    await recordAudit(tx, ctx, {
      action: 'create',
      entity: 'purchase-receipt',
      entityId: receipt.id,
      summary: `${receiptNumber} for ${order.purchaseNumber}: ${billNumber} ${totals.total.toFixed()}`,
      after: input,
    });
    return { receiptId: receipt.id, receiptNumber, status, billId: billNumber, billRowId: bill.id };
  });
  const { billRowId, ...rest } = result;
  return { ...rest, bill: await findBill(db, ctx.companyId, billRowId) };
}
