import type { Estimate, estimateListQuery } from '@tawi/contracts';
import { customers, type Executor, estimateLines, estimates, salesOrders } from '@tawi/db';
import { estimateStatus, type StoredEstimateStatus, todayIn } from '@tawi/domain';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { oneOrNotFound } from '../../platform/app-error';
import { keyedJoin, liveOf, ofBranch, sameCompany } from '../../platform/company-rows';
import { documentKey } from '../../platform/document-key';
import { documentLines } from '../../platform/document-lines';
import { containsPattern } from '../../platform/like-pattern';
import { givenEquals } from '../../platform/list-filters';
import { sortedBy, sqlPage } from '../../platform/sql-page';
import { salesLineOut } from './sales-line-out';

type EstimateListQuery = z.infer<typeof estimateListQuery>;

const ofCustomer = keyedJoin(customers, estimates, estimates.customerId);

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
    .innerJoin(customers, ofCustomer)
    .leftJoin(salesOrders, sameCompany(salesOrders, estimates, eq(salesOrders.estimateId, estimates.id)));

async function toEstimates(db: Executor, companyId: string, rows: Row[]): Promise<Estimate[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.estimate.id);
  const lines = await documentLines(db, companyId, estimateLines, estimateLines.estimateId, ids);
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
    lines: lines.filter((l) => l.estimateId === e.id).map(salesLineOut),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  }));
}

export const estimateKey = (idOrNumber: string) =>
  documentKey(estimates.id, estimates.estimateNumber, idOrNumber);

/** A live estimate by id or EST number, or 404. */
export async function findEstimate(db: Executor, companyId: string, idOrNumber: string): Promise<Estimate> {
  const rows = await selectEstimates(db).where(liveOf(estimates, companyId, estimateKey(idOrNumber)));
  return oneOrNotFound(await toEstimates(db, companyId, rows), 'Estimate');
}

/** The shown status: Expired is a Draft or Sent one past its validity date, which the others are not. */
function statusFilter(status: string | undefined): SQL | undefined {
  const today = todayIn();
  if (status === 'Expired')
    return and(inArray(estimates.status, ['Draft', 'Sent']), sql`${estimates.validUntil} < ${today}`);
  if (status === 'Draft' || status === 'Sent')
    return and(eq(estimates.status, status), sql`${estimates.validUntil} >= ${today}`);
  return status ? eq(estimates.status, status) : undefined;
}

/** The EST number or the customer's name contains `search` (any case). */
function searchFilter(search: string | undefined): SQL | undefined {
  const needle = containsPattern(search);
  if (!needle) return undefined;
  return or(
    sql`lower(${estimates.estimateNumber}) like ${needle}`,
    sql`lower(${customers.name}) like ${needle}`,
  );
}

const BY_NUMBER = sql`${estimates.estimateNumber}`;
const SORTS: Record<string, SQL> = {
  estimateNumber: BY_NUMBER,
  customerName: sql`lower(${customers.name})`,
  date: sql`${estimates.date}`,
  validUntil: sql`${estimates.validUntil}`,
  total: sql`${estimates.total}`,
};

/**
 * One page of the branch's estimates, newest first or by `sort` (a field of SORTS, `-` for
 * descending); search over the EST number and the customer's name.
 */
export async function listEstimates(
  db: Executor,
  companyId: string,
  branchId: string,
  q: Pick<EstimateListQuery, 'page' | 'limit' | 'customerId' | 'status' | 'search' | 'sort'>,
) {
  const where = ofBranch(
    estimates,
    companyId,
    branchId,
    eq(estimates.isDeleted, false),
    givenEquals(estimates.customerId, q.customerId),
    statusFilter(q.status),
    searchFilter(q.search),
  );
  return sqlPage(
    q,
    selectEstimates(db)
      .where(where)
      .orderBy(...sortedBy(q.sort, SORTS, BY_NUMBER, [desc(estimates.date), desc(estimates.estimateNumber)])),
    db.select({ n: count() }).from(estimates).innerJoin(customers, ofCustomer).where(where),
    (rows) => toEstimates(db, companyId, rows),
  );
}
