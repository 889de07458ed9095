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
import { eq, inArray, sql } from 'drizzle-orm';
import { AppError, fieldError, invalidState } from '../../platform/app-error';
import { auditCreate } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import { keyedJoin, liveOf, ofCompany } from '../../platform/company-rows';
import { companyChargesVat } from '../../platform/company-vat';
import { nextDocumentNumber } from '../../platform/counters';
import { documentKey } from '../../platform/document-key';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
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
    .where(ofCompany(products, companyId, inArray(products.id, ids)));

/** The order row locked for this transaction, by id or LPO number: concurrent receipts queue here. */
async function lockOrder(tx: Executor, companyId: string, idOrNumber: string) {
  const [order] = await tx
    .select()
    .from(purchaseOrders)
    .where(
      liveOf(
        purchaseOrders,
        companyId,
        documentKey(purchaseOrders.id, purchaseOrders.purchaseNumber, idOrNumber),
      ),
    )
    .for('update');
  if (!order) throw purchaseNotFound();
  const items = await tx
    .select({ item: purchaseOrderItems, sku: products.sku })
    .from(purchaseOrderItems)
    .innerJoin(products, keyedJoin(products, purchaseOrderItems, purchaseOrderItems.productId))
    .where(ofCompany(purchaseOrderItems, companyId, eq(purchaseOrderItems.orderId, order.id)));
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

/** A goods receipt being recorded: its order, supplier, date, numbers and totals. */
interface Receiving {
  order: Locked['order'];
  supplier: Awaited<ReturnType<typeof findSupplierRow>>;
  input: ReceiveGoods;
  date: string;
  /** Not VAT-registered on the date: the supplier's VAT is part of the stock's cost. */
  claimsInputVat: boolean;
  totals: ReceivedTotals;
  receiptNumber: string;
}

type Received = ReturnType<typeof matchIncoming>;
type ReceivedTotals = ReturnType<typeof totalsOf>;

/** The received lines' amounts and tax at the order's prices. */
function totalsOf(received: Received) {
  return documentTotals(
    received.map(({ item, qty }) => ({
      item,
      qty,
      unitPrice: item.unitPrice,
      taxCategory: item.taxCategory as TaxCategoryCode,
    })),
  );
}

/** Each line's received quantity moves on and its goods go into stock at the order price. */
async function receiveLines(tx: Executor, ctx: RequestContext, r: Receiving) {
  const source = {
    type: 'purchase-receipt',
    number: r.receiptNumber,
    reason: `Delivery note ${r.input.deliveryNoteNumber}`,
  };
  for (const line of r.totals.lines) {
    await tx
      .update(purchaseOrderItems)
      .set({ receivedQty: sql`${purchaseOrderItems.receivedQty} + ${line.qty.toFixed(3)}::numeric` })
      .where(ofCompany(purchaseOrderItems, ctx.companyId, eq(purchaseOrderItems.id, line.item.id)));
    await addStock(
      tx,
      ctx,
      { productId: line.item.productId, branchId: r.order.branchId, kind: 'receipt', date: r.date, source },
      { qty: line.qty.toFixed(3), value: (r.claimsInputVat ? line.amount : line.lineTotal).toFixed() },
    );
  }
}

/** The order's status and totalReceived after this receipt; its new status. */
async function stepOrderOn(
  tx: Executor,
  companyId: string,
  locked: Locked,
  received: Received,
  totals: ReceivedTotals,
) {
  const { order } = locked;
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
    .where(ofCompany(purchaseOrders, companyId, eq(purchaseOrders.id, order.id)));
  return status;
}

/** The receipt GRN-nnnn with its delivery note, supplier invoice and the items received. */
async function insertGoodsReceipt(tx: Executor, ctx: RequestContext, r: Receiving) {
  const receipt = await tx
    .insert(purchaseReceipts)
    .values({
      companyId: ctx.companyId,
      branchId: r.order.branchId,
      orderId: r.order.id,
      receiptNumber: r.receiptNumber,
      deliveryNoteNumber: r.input.deliveryNoteNumber,
      supplierInvoiceNumber: r.input.supplierInvoiceNumber ?? null,
      supplierInvoiceDate: r.input.supplierInvoiceDate ?? null,
      date: r.date,
      totalReceived: r.totals.subtotal.toFixed(),
      items: r.totals.lines.map((l) => ({
        itemId: l.item.productId,
        qty: Number(l.qty.toFixed(3)),
        amount: (r.claimsInputVat ? l.amount : l.lineTotal).toNumber(),
      })),
      createdBy: ctx.userId,
    })
    .returning()
    .then(returnedRow('receipt insert'));
  return receipt;
}

/** The receipt's bill: the goods on inventory, the VAT input, payable to the supplier. */
async function billGoodsReceipt(tx: Executor, ctx: RequestContext, r: Receiving, receiptId: string) {
  const names = await productNames(
    tx,
    ctx.companyId,
    r.totals.lines.map((l) => l.item.productId),
  );
  return raiseBill(
    tx,
    ctx,
    {
      branchId: r.order.branchId,
      supplier: r.supplier,
      date: r.date,
      totals: r.totals,
      claimsInputVat: r.claimsInputVat,
      supplierInvoiceNumber: r.input.supplierInvoiceNumber,
      supplierInvoiceDate: r.input.supplierInvoiceDate,
      orderId: r.order.id,
      receiptId,
    },
    r.totals.lines.map((l) => ({
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
        amount: r.totals.subtotal,
        tax: r.totals.taxTotal,
        description: `Goods received ${r.receiptNumber}`,
      },
    ],
  );
}

/** The stock the receipt brought in, queued for eTIMS. */
async function queueStockInEtims(tx: Executor, ctx: RequestContext, r: Receiving, receiptId: string) {
  await queueEtimsStock(tx, ctx, {
    branchId: r.order.branchId,
    documentId: receiptId,
    documentNumber: r.receiptNumber,
    date: r.date,
    type: ETIMS_STOCK_IO_TYPES.purchaseIn,
    party: { pin: r.supplier.kraPin, name: r.supplier.name },
    lines: r.totals.lines.map((l) => ({
      productId: l.item.productId,
      qty: l.qty.toFixed(3),
      unitCost: l.amount.dividedBy(l.qty).toFixed(6),
      taxCategory: l.taxCategory,
    })),
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
    assertRecordBranch(ctx, order);
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
    const totals = totalsOf(received);
    const receiptNumber = await nextDocumentNumber(tx, ctx.companyId, 'GRN');
    const r: Receiving = { order, supplier, input, date, claimsInputVat, totals, receiptNumber };
    await receiveLines(tx, ctx, r);
    const status = await stepOrderOn(tx, ctx.companyId, locked, received, totals);
    const receipt = await insertGoodsReceipt(tx, ctx, r);
    const { bill, billNumber } = await billGoodsReceipt(tx, ctx, r, receipt.id);
    await queueStockInEtims(tx, ctx, r, receipt.id);
    await queueEtimsPurchase(tx, ctx, bill.id);
    const summary = `${receiptNumber} for ${order.purchaseNumber}: ${billNumber} ${totals.total.toFixed()}`;
    await auditCreate(tx, ctx, 'purchase-receipt', receipt.id, summary, input);
    return { receiptId: receipt.id, receiptNumber, status, billId: billNumber, billRowId: bill.id };
  });
  const { billRowId, ...rest } = result;
  return { ...rest, bill: await findBill(db, ctx.companyId, billRowId) };
}
