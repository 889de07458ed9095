import type { PurchaseOrder, purchaseOrderListQuery } from '@tawi/contracts';
import { type Executor, products, purchaseOrderItems, purchaseOrders, suppliers } from '@tawi/db';
import { computeLineTax, type PurchaseOrderStatus, type TaxCategoryCode } from '@tawi/domain';
import { asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { oneOrNotFound } from '../../platform/app-error';
import { keyedJoin, liveOf, ofBranch, ofDocuments } from '../../platform/company-rows';
import { documentKey } from '../../platform/document-key';
import { containsAny } from '../../platform/like-pattern';
import { givenEquals } from '../../platform/list-filters';
import { sqlPage } from '../../platform/sql-page';

type OrderRow = { order: typeof purchaseOrders.$inferSelect; supplierName: string };

/** The items of these orders with their products' SKU and name, in line order. */
function orderItemsOf(db: Executor, companyId: string, orderIds: string[]) {
  return db
    .select({ item: purchaseOrderItems, sku: products.sku, name: products.name })
    .from(purchaseOrderItems)
    .innerJoin(products, keyedJoin(products, purchaseOrderItems, purchaseOrderItems.productId))
    .where(ofDocuments(purchaseOrderItems, companyId, purchaseOrderItems.orderId, orderIds))
    .orderBy(asc(purchaseOrderItems.lineNo));
}

type OrderItemRow = Awaited<ReturnType<typeof orderItemsOf>>[number];

/** An item as the API shows it, its tax worked out from quantity, price and category. */
function orderItemOf({ item: i, sku, name }: OrderItemRow): PurchaseOrder['items'][number] {
  const tax = computeLineTax({
    qty: i.qty,
    unitPrice: i.unitPrice,
    taxCategory: i.taxCategory as TaxCategoryCode,
  });
  return {
    id: i.id,
    itemId: i.productId,
    sku,
    name,
    qty: Number(i.qty),
    unitPrice: Number(i.unitPrice),
    taxCategory: i.taxCategory as TaxCategoryCode,
    receivedQty: Number(i.receivedQty),
    amount: tax.amount.toNumber(),
    taxAmount: tax.taxAmount.toNumber(),
    lineTotal: tax.lineTotal.toNumber(),
  };
}

async function withItems(db: Executor, companyId: string, rows: OrderRow[]): Promise<PurchaseOrder[]> {
  if (rows.length === 0) return [];
  const items = await orderItemsOf(
    db,
    companyId,
    rows.map((r) => r.order.id),
  );
  return rows.map(({ order: o, supplierName }) => ({
    id: o.id,
    purchaseId: o.purchaseNumber,
    supplierId: o.supplierId,
    supplierName,
    branchId: o.branchId,
    date: o.date,
    expectedDate: o.expectedDate,
    status: o.status as PurchaseOrderStatus,
    notes: o.notes,
    items: items.filter((i) => i.item.orderId === o.id).map(orderItemOf),
    subtotal: Number(o.subtotal),
    taxTotal: Number(o.taxTotal),
    total: Number(o.total),
    totalReceived: Number(o.totalReceived),
    lastReceivedAt: o.lastReceivedAt?.toISOString() ?? null,
    canceledAt: o.canceledAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  }));
}

const ofSupplier = keyedJoin(suppliers, purchaseOrders, purchaseOrders.supplierId);

const selectOrders = (db: Executor) =>
  db
    .select({ order: purchaseOrders, supplierName: suppliers.name })
    .from(purchaseOrders)
    .innerJoin(suppliers, ofSupplier);

/** An order by id or by its LPO number, or 404 (deleted ones too). */
export async function findPurchaseOrder(db: Executor, companyId: string, idOrNumber: string) {
  const rows = await selectOrders(db).where(
    liveOf(
      purchaseOrders,
      companyId,
      documentKey(purchaseOrders.id, purchaseOrders.purchaseNumber, idOrNumber),
    ),
  );
  return oneOrNotFound(await withItems(db, companyId, rows), 'Purchase order');
}

/** A page of the branch's orders, newest first; cancelled ones only when asked for. */
export async function listPurchaseOrders(
  db: Executor,
  companyId: string,
  branchId: string,
  q: z.infer<typeof purchaseOrderListQuery>,
) {
  const where: SQL | undefined = ofBranch(
    purchaseOrders,
    companyId,
    branchId,
    eq(purchaseOrders.isDeleted, false),
    givenEquals(purchaseOrders.supplierId, q.supplierId),
    givenEquals(purchaseOrders.status, q.status),
    q.status || q.includeCanceled ? undefined : ne(purchaseOrders.status, 'Canceled'),
    containsAny(q.search, [purchaseOrders.purchaseNumber, suppliers.name]),
  );
  return sqlPage(
    q,
    selectOrders(db)
      .where(where)
      .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.purchaseNumber)),
    db.select({ n: count() }).from(purchaseOrders).innerJoin(suppliers, ofSupplier).where(where),
    (rows) => withItems(db, companyId, rows),
  );
}
