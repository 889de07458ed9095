import type { SalesOrder, SalesOrderListQuery, SalesOrderStatus } from '@tawi/contracts';
import {
  customers,
  type Executor,
  estimates,
  invoices,
  products,
  salesOrderLines,
  salesOrders,
} from '@tawi/db';
import { invoiceStatus, Money, type StoredInvoiceStatus, todayIn } from '@tawi/domain';
import { asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { oneOrNotFound } from '../../platform/app-error';
import { keyedJoin, ofBranch, ofCompany, ofDocuments } from '../../platform/company-rows';
import { documentKey } from '../../platform/document-key';
import { containsAny } from '../../platform/like-pattern';
import { datedWithin, givenEquals } from '../../platform/list-filters';
import { sortedBy, sqlPage } from '../../platform/sql-page';
import { salesLineOut } from './sales-line-out';

type Row = {
  order: typeof salesOrders.$inferSelect;
  customerName: string;
  estimateNumber: string | null;
};

const ofCustomer = keyedJoin(customers, salesOrders, salesOrders.customerId);

const selectOrders = (db: Executor) =>
  db
    .select({ order: salesOrders, customerName: customers.name, estimateNumber: estimates.estimateNumber })
    .from(salesOrders)
    .innerJoin(customers, ofCustomer)
    .leftJoin(estimates, keyedJoin(estimates, salesOrders, salesOrders.estimateId));

const linesOf = (db: Executor, companyId: string, ids: string[]) =>
  db
    .select({ line: salesOrderLines, sku: products.sku })
    .from(salesOrderLines)
    .leftJoin(products, keyedJoin(products, salesOrderLines, salesOrderLines.productId))
    .where(ofDocuments(salesOrderLines, companyId, salesOrderLines.salesOrderId, ids))
    .orderBy(asc(salesOrderLines.lineNo));

const invoicesOf = (db: Executor, companyId: string, ids: string[]) =>
  db
    .select({
      id: invoices.id,
      salesOrderId: invoices.salesOrderId,
      invoiceNumber: invoices.invoiceNumber,
      date: invoices.date,
      dueDate: invoices.dueDate,
      total: invoices.total,
      status: invoices.status,
    })
    .from(invoices)
    .where(ofCompany(invoices, companyId, inArray(invoices.salesOrderId, ids)))
    .orderBy(asc(invoices.invoiceNumber));

type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

function toLine({ line: l, sku }: LineRow, canceled: boolean) {
  return {
    ...salesLineOut(l),
    sku,
    qtyInvoiced: Number(l.qtyInvoiced),
    qtyRemaining: canceled ? 0 : Number(Money.of(l.qty).minus(l.qtyInvoiced).toFixed(3)),
  };
}

async function toSalesOrders(db: Executor, companyId: string, rows: Row[]): Promise<SalesOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const [lines, linked] = await Promise.all([linesOf(db, companyId, ids), invoicesOf(db, companyId, ids)]);
  const today = todayIn();
  return rows.map(({ order: o, customerName, estimateNumber }) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    customerId: o.customerId,
    customerName,
    branchId: o.branchId,
    date: o.date,
    deliveryDate: o.deliveryDate,
    status: o.status as SalesOrderStatus,
    subtotal: Number(o.subtotal),
    taxTotal: Number(o.taxTotal),
    total: Number(o.total),
    taxByCategory: o.taxByCategory as SalesOrder['taxByCategory'],
    notes: o.notes,
    estimateId: o.estimateId,
    estimateNumber,
    lines: lines.filter((l) => l.line.salesOrderId === o.id).map((l) => toLine(l, o.status === 'Canceled')),
    invoices: linked
      .filter((i) => i.salesOrderId === o.id)
      .map((i) => ({
        id: i.id,
        invoiceNumber: i.invoiceNumber,
        date: i.date,
        total: Number(i.total),
        status: invoiceStatus(i.status as StoredInvoiceStatus, i.dueDate, today),
      })),
    canceledAt: o.canceledAt?.toISOString() ?? null,
    cancelReason: o.cancelReason,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  }));
}

/** The condition picking an order by id or SO number. */
export const salesOrderKey = (idOrNumber: string) =>
  documentKey(salesOrders.id, salesOrders.orderNumber, idOrNumber);

/** A sales order by id or SO number, or 404. */
export async function findSalesOrder(db: Executor, companyId: string, idOrNumber: string) {
  const rows = await selectOrders(db).where(ofCompany(salesOrders, companyId, salesOrderKey(idOrNumber)));
  return oneOrNotFound(await toSalesOrders(db, companyId, rows), 'Sales order');
}

/** The order an estimate was converted into, if any. */
export async function salesOrderOfEstimate(db: Executor, companyId: string, estimateId: string) {
  const [row] = await db
    .select({ id: salesOrders.id, orderNumber: salesOrders.orderNumber })
    .from(salesOrders)
    .where(ofCompany(salesOrders, companyId, eq(salesOrders.estimateId, estimateId)));
  return row;
}

const BY_NUMBER = sql`${salesOrders.orderNumber}`;
const SORTS: Record<string, SQL> = {
  date: sql`${salesOrders.date}`,
  orderNumber: BY_NUMBER,
  customerName: sql`lower(${customers.name})`,
  deliveryDate: sql`${salesOrders.deliveryDate}`,
  total: sql`${salesOrders.total}`,
  status: sql`${salesOrders.status}`,
};

/** One page of the branch's orders; search over the SO number and the customer's name. */
export async function listSalesOrders(
  db: Executor,
  companyId: string,
  branchId: string,
  q: SalesOrderListQuery,
) {
  const where = ofBranch(
    salesOrders,
    companyId,
    branchId,
    givenEquals(salesOrders.customerId, q.customerId),
    givenEquals(salesOrders.status, q.status),
    datedWithin(salesOrders.date, q.from, q.to),
    containsAny(q.search, [salesOrders.orderNumber, customers.name]),
  );
  return sqlPage(
    q,
    selectOrders(db)
      .where(where)
      .orderBy(
        ...sortedBy(q.sort, SORTS, BY_NUMBER, [desc(salesOrders.date), desc(salesOrders.orderNumber)]),
      ),
    db.select({ n: count() }).from(salesOrders).innerJoin(customers, ofCustomer).where(where),
    (rows) => toSalesOrders(db, companyId, rows),
  );
}
