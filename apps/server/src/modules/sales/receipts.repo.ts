import type { CustomerReceipt, receiptListQuery } from '@tawi/contracts';
import { customerReceipts, customers, type Executor, invoices, receiptAllocations } from '@tawi/db';
import { asc, count, desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { oneOrNotFound } from '../../platform/app-error';
import { keyedJoin, ofBranch, ofCompany, ofDocuments } from '../../platform/company-rows';
import { documentKey } from '../../platform/document-key';
import { containsAny } from '../../platform/like-pattern';
import { givenEquals } from '../../platform/list-filters';
import { sqlPage } from '../../platform/sql-page';

const ofCustomer = keyedJoin(customers, customerReceipts, customerReceipts.customerId);

type Row = { receipt: typeof customerReceipts.$inferSelect; customerName: string };
type Method = CustomerReceipt['paymentMethod'];

const selectReceipts = (db: Executor) =>
  db
    .select({ receipt: customerReceipts, customerName: customers.name })
    .from(customerReceipts)
    .innerJoin(customers, ofCustomer);

async function toReceipts(db: Executor, companyId: string, rows: Row[]): Promise<CustomerReceipt[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.receipt.id);
  const allocations = await db
    .select({ allocation: receiptAllocations, invoiceNumber: invoices.invoiceNumber })
    .from(receiptAllocations)
    .innerJoin(invoices, keyedJoin(invoices, receiptAllocations, receiptAllocations.invoiceId))
    .where(ofDocuments(receiptAllocations, companyId, receiptAllocations.receiptId, ids))
    .orderBy(asc(invoices.invoiceNumber));
  return rows.map(({ receipt: r, customerName }) => ({
    id: r.id,
    receiptNumber: r.receiptNumber,
    status: r.status as CustomerReceipt['status'],
    voidedAt: r.voidedAt?.toISOString() ?? null,
    voidReason: r.voidReason,
    customerId: r.customerId,
    customerName,
    branchId: r.branchId,
    amount: Number(r.amount),
    unallocated: Number(r.unallocated),
    vatWithheld: Number(r.vatWithheld),
    withholdingCertificateNumber: r.withholdingCertificateNumber,
    withholdingCertificateDate: r.withholdingCertificateDate,
    paymentMethod: r.method as Method,
    reference: r.reference,
    bankAccountId: r.bankAccountId,
    date: r.date,
    notes: r.notes,
    invoices: allocations
      .filter((a) => a.allocation.receiptId === r.id)
      .map((a) => ({
        invoiceId: a.allocation.invoiceId,
        invoiceNumber: a.invoiceNumber,
        amount: Number(a.allocation.amount),
      })),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** A receipt by id or RCT number, or 404. */
export async function findReceipt(db: Executor, companyId: string, idOrNumber: string) {
  const rows = await selectReceipts(db).where(
    ofCompany(
      customerReceipts,
      companyId,
      documentKey(customerReceipts.id, customerReceipts.receiptNumber, idOrNumber),
    ),
  );
  return oneOrNotFound(await toReceipts(db, companyId, rows), 'Receipt');
}

export async function listReceipts(
  db: Executor,
  companyId: string,
  branchId: string,
  q: z.infer<typeof receiptListQuery>,
) {
  const where = ofBranch(
    customerReceipts,
    companyId,
    branchId,
    givenEquals(customerReceipts.customerId, q.customerId),
    containsAny(q.search, [
      customerReceipts.receiptNumber,
      sql`coalesce(${customerReceipts.reference}, '')`,
      customers.name,
    ]),
  );
  return sqlPage(
    q,
    selectReceipts(db)
      .where(where)
      .orderBy(desc(customerReceipts.date), desc(customerReceipts.receiptNumber)),
    db.select({ n: count() }).from(customerReceipts).innerJoin(customers, ofCustomer).where(where),
    (rows) => toReceipts(db, companyId, rows),
  );
}
