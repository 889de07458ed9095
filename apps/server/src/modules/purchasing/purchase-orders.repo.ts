import type { PurchaseOrder } from '@tawi/contracts';
import { type Executor, products, purchaseOrderItems, purchaseOrders, suppliers } from '@tawi/db';
import { computeLineTax, type PurchaseOrderStatus, type TaxCategoryCode } from '@tawi/domain';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { containsPattern } from '../../platform/like-pattern';

type OrderRow = { order: typeof purchaseOrders.$inferSelect; supplierName: string };

async function withItems(db: Executor, companyId: string, rows: OrderRow[]): Promise<PurchaseOrder[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select({ item: purchaseOrderItems, sku: products.sku, name: products.name })
    .from(purchaseOrderItems)
    .innerJoin(
      products,
      and(
        eq(products.companyId, purchaseOrderItems.companyId),
        eq(products.id, purchaseOrderItems.productId),
      ),
    )
    .where(
      and(
        eq(purchaseOrderItems.companyId, companyId),
        inArray(
          purchaseOrderItems.orderId,
          rows.map((r) => r.order.id),
        ),
      ),
    )
    .orderBy(asc(purchaseOrderItems.lineNo));
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
    items: items
      .filter((i) => i.item.orderId === o.id)
      .map(({ item: i, sku, name }) => {
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
      }),
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

const selectOrders = (db: Executor) =>
  db
    .select({ order: purchaseOrders, supplierName: suppliers.name })
    .from(purchaseOrders)
    .innerJoin(
      suppliers,
      and(eq(suppliers.companyId, purchaseOrders.companyId), eq(suppliers.id, purchaseOrders.supplierId)),
    );

/** An order by id or by its LPO number, or 404 (deleted ones too). */
export async function findPurchaseOrder(db: Executor, companyId: string, idOrNumber: string) {
  const isUuid = /^[0-9a-f-]{36}$/i.test(idOrNumber);
  const rows = await selectOrders(db).where(
    and(
      eq(purchaseOrders.companyId, companyId),
      eq(purchaseOrders.isDeleted, false),
      isUuid
        ? eq(purchaseOrders.id, idOrNumber)
        : sql`upper(${purchaseOrders.purchaseNumber}) = upper(${idOrNumber})`,
    ),
  );
  const [found] = await withItems(db, companyId, rows);
  if (!found) throw notFound('Purchase order');
  return found;
}

/** A page of the branch's orders, newest first; cancelled ones only when asked for. */
export async function listPurchaseOrders(
  db: Executor,
  companyId: string,
  branchId: string,
  q: {
    page: number;
    limit: number;
    search?: string | undefined;
    supplierId?: string | undefined;
    status?: string | undefined;
    includeCanceled?: boolean | undefined;
  },
) {
  const needle = containsPattern(q.search);
  const where: SQL | undefined = and(
    eq(purchaseOrders.companyId, companyId),
    eq(purchaseOrders.branchId, branchId),
    eq(purchaseOrders.isDeleted, false),
    q.supplierId ? eq(purchaseOrders.supplierId, q.supplierId) : undefined,
    q.status ? eq(purchaseOrders.status, q.status) : undefined,
    q.status || q.includeCanceled ? undefined : ne(purchaseOrders.status, 'Canceled'),
    needle
      ? or(
          sql`lower(${purchaseOrders.purchaseNumber}) like ${needle}`,
          sql`lower(${suppliers.name}) like ${needle}`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.purchaseNumber))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: count() })
      .from(purchaseOrders)
      .innerJoin(
        suppliers,
        and(eq(suppliers.companyId, purchaseOrders.companyId), eq(suppliers.id, purchaseOrders.supplierId)),
      )
      .where(where),
  ]);
  return {
    items: await withItems(db, companyId, rows),
    total: Number(total?.n ?? 0),
    page: q.page,
    limit: q.limit,
  };
}
