import type { Estimate } from '@tawi/contracts';
import { customers, type Executor, estimateLines, estimates, salesOrders } from '@tawi/db';
import { estimateStatus, type StoredEstimateStatus, type TaxCategoryCode, todayIn } from '@tawi/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { isUuid } from './invoices.repo';

type Row = {
  estimate: typeof estimates.$inferSelect;
  customerName: string;
  salesOrderId: string | null;
  salesOrderNumber: string | null;
};

/** Estimates with their customer's name and the sales order converted from them (at most one, convertEstimate). */
const selectEstimates = (db: Executor) =>
  db
    .select({
      estimate: estimates,
      customerName: customers.name,
      salesOrderId: salesOrders.id,
      salesOrderNumber: salesOrders.orderNumber,
    })
    .from(estimates)
    .innerJoin(
      customers,
      and(eq(customers.companyId, estimates.companyId), eq(customers.id, estimates.customerId)),
    )
    .leftJoin(
      salesOrders,
      and(eq(salesOrders.companyId, estimates.companyId), eq(salesOrders.estimateId, estimates.id)),
    );

async function toEstimates(db: Executor, companyId: string, rows: Row[]): Promise<Estimate[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(estimateLines)
    .where(
      and(
        eq(estimateLines.companyId, companyId),
        inArray(
          estimateLines.estimateId,
          rows.map((r) => r.estimate.id),
        ),
      ),
    )
    .orderBy(asc(estimateLines.lineNo));
  const today = todayIn();
  return rows.map(({ estimate: e, customerName, salesOrderId, salesOrderNumber }) => ({
    id: e.id,
    estimateNumber: e.estimateNumber,
    customerId: e.customerId,
    customerName,
    branchId: e.branchId,
    date: e.date,
    validUntil: e.validUntil,
    status: estimateStatus(e.status as StoredEstimateStatus, e.validUntil, today),
    subtotal: Number(e.subtotal),
    taxTotal: Number(e.taxTotal),
    total: Number(e.total),
    taxByCategory: e.taxByCategory as Estimate['taxByCategory'],
    notes: e.notes,
    invoiceId: e.invoiceId,
    salesOrderId,
    salesOrderNumber,
    lines: lines
      .filter((l) => l.estimateId === e.id)
      .map((l) => ({
        lineNo: l.lineNo,
        productId: l.productId,
        description: l.description,
        qty: Number(l.qty),
        unitPrice: Number(l.unitPrice),
        discount: Number(l.discount),
        taxCategory: l.taxCategory as TaxCategoryCode,
        priceIncludesTax: l.priceIncludesTax,
        amount: Number(l.amount),
        taxAmount: Number(l.taxAmount),
        lineTotal: Number(l.lineTotal),
      })),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  }));
}

export const estimateKey = (idOrNumber: string) =>
  isUuid(idOrNumber)
    ? eq(estimates.id, idOrNumber)
    : sql`upper(${estimates.estimateNumber}) = upper(${idOrNumber})`;

/** A live estimate by id or EST number, or 404. */
export async function findEstimate(db: Executor, companyId: string, idOrNumber: string): Promise<Estimate> {
  const rows = await selectEstimates(db).where(
    and(eq(estimates.companyId, companyId), eq(estimates.isDeleted, false), estimateKey(idOrNumber)),
  );
  const [found] = await toEstimates(db, companyId, rows);
  if (!found) throw notFound('Estimate');
  return found;
}

export async function listEstimates(
  db: Executor,
  companyId: string,
  branchId: string,
  q: { page: number; limit: number; customerId?: string | undefined; status?: string | undefined },
) {
  const today = todayIn();
  const statusFilter: SQL | undefined =
    q.status === 'Expired'
      ? and(inArray(estimates.status, ['Draft', 'Sent']), sql`${estimates.validUntil} < ${today}`)
      : q.status === 'Draft' || q.status === 'Sent'
        ? and(eq(estimates.status, q.status), sql`${estimates.validUntil} >= ${today}`)
        : q.status
          ? eq(estimates.status, q.status)
          : undefined;
  const where = and(
    eq(estimates.companyId, companyId),
    eq(estimates.branchId, branchId),
    eq(estimates.isDeleted, false),
    q.customerId ? eq(estimates.customerId, q.customerId) : undefined,
    statusFilter,
  );
  const [rows, [total]] = await Promise.all([
    selectEstimates(db)
      .where(where)
      .orderBy(desc(estimates.date), desc(estimates.estimateNumber))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(estimates).where(where),
  ]);
  return {
    items: await toEstimates(db, companyId, rows),
    total: Number(total?.n ?? 0),
    page: q.page,
    limit: q.limit,
  };
}
