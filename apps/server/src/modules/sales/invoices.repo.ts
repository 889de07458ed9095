import type { Invoice, InvoiceListQuery } from '@tawi/contracts';
import { customers, type Executor, invoiceLines, invoices } from '@tawi/db';
import {
  invoiceOutstanding,
  invoiceStatus,
  type PaymentTermCode,
  type StoredInvoiceStatus,
  todayIn,
} from '@tawi/domain';
import { count, desc } from 'drizzle-orm';
import { oneOrNotFound } from '../../platform/app-error';
import { keyedJoin, ofBranch, ofCompany } from '../../platform/company-rows';
import { keptDocumentCount } from '../../platform/document-counts';
import { documentKey } from '../../platform/document-key';
import { documentLines } from '../../platform/document-lines';
import { dueStatusFilter } from '../../platform/document-list';
import { containsAny } from '../../platform/like-pattern';
import { datedWithin, givenEquals } from '../../platform/list-filters';
import { sqlPage } from '../../platform/sql-page';
import { documentEtimsOf, NOT_REQUIRED } from '../etims';
import { salesLineOut } from './sales-line-out';

type InvoiceRow = { invoice: typeof invoices.$inferSelect; customerName: string };
type CategoryTotals = Invoice['taxByCategory'];

const ofCustomer = keyedJoin(customers, invoices, invoices.customerId);

const selectInvoices = (db: Executor) =>
  db
    .select({ invoice: invoices, customerName: customers.name })
    .from(invoices)
    .innerJoin(customers, ofCustomer);

async function toInvoices(db: Executor, companyId: string, rows: InvoiceRow[]): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.invoice.id);
  const lines = await documentLines(db, companyId, invoiceLines, invoiceLines.invoiceId, ids);
  const etims = await documentEtimsOf(db, companyId, 'invoice', ids);
  const today = todayIn();
  return rows.map(({ invoice: i, customerName }) => ({
    id: i.id,
    invoiceNumber: i.invoiceNumber,
    customerId: i.customerId,
    customerName,
    buyerKraPin: i.buyerKraPin,
    branchId: i.branchId,
    date: i.date,
    paymentTerms: i.paymentTerms as PaymentTermCode,
    dueDate: i.dueDate,
    status: invoiceStatus(i.status as StoredInvoiceStatus, i.dueDate, today),
    subtotal: Number(i.subtotal),
    taxTotal: Number(i.taxTotal),
    total: Number(i.total),
    amountPaid: Number(i.amountPaid),
    amountCredited: Number(i.amountCredited),
    outstanding:
      i.status === 'Void' || i.status === 'Draft'
        ? 0
        : invoiceOutstanding(i.total, i.amountPaid, i.amountCredited).toNumber(),
    taxByCategory: i.taxByCategory as CategoryTotals,
    notes: i.notes,
    lines: lines.filter((l) => l.invoiceId === i.id).map(salesLineOut),
    voidDate: i.voidDate,
    voidReason: i.voidReason,
    etims: etims.get(i.id) ?? NOT_REQUIRED,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  }));
}

/** The condition picking an invoice by id or INV number. */
export const invoiceKey = (idOrNumber: string) =>
  documentKey(invoices.id, invoices.invoiceNumber, idOrNumber);

/** An invoice by id or INV number, or 404. */
export async function findInvoice(db: Executor, companyId: string, idOrNumber: string): Promise<Invoice> {
  const rows = await selectInvoices(db).where(ofCompany(invoices, companyId, invoiceKey(idOrNumber)));
  return oneOrNotFound(await toInvoices(db, companyId, rows), 'Invoice');
}

/** Invoices of the branch with filters; Overdue means unpaid or part-paid with the due date passed. */
export async function listInvoices(db: Executor, companyId: string, branchId: string, q: InvoiceListQuery) {
  const statusFilter = dueStatusFilter(invoices, q);
  const where = ofBranch(
    invoices,
    companyId,
    branchId,
    givenEquals(invoices.customerId, q.customerId),
    statusFilter,
    datedWithin(invoices.date, q.from, q.to),
    containsAny(q.search, [invoices.invoiceNumber, customers.name]),
  );
  const filtered = q.customerId || statusFilter || q.from || q.to || q.search;
  const counted = !filtered
    ? keptDocumentCount(db, companyId, branchId, 'invoices')
    : q.search
      ? db.select({ n: count() }).from(invoices).innerJoin(customers, ofCustomer).where(where)
      : db.select({ n: count() }).from(invoices).where(where);
  return sqlPage(
    q,
    selectInvoices(db).where(where).orderBy(desc(invoices.date), desc(invoices.invoiceNumber)),
    counted,
    (rows) => toInvoices(db, companyId, rows),
  );
}
