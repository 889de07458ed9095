import type { CreditNote, CreditNoteListQuery } from '@tawi/contracts';
import { creditNotes, customers, type Executor, invoices } from '@tawi/db';
import { Money } from '@tawi/domain';
import { type AnyColumn, count, desc, eq, gt } from 'drizzle-orm';
import { oneOrNotFound } from '../../platform/app-error';
import { keyedJoin, ofBranch, ofCompany } from '../../platform/company-rows';
import { documentKey } from '../../platform/document-key';
import { containsAny } from '../../platform/like-pattern';
import { givenEquals } from '../../platform/list-filters';
import { sortedBy, sqlPage } from '../../platform/sql-page';
import { documentEtimsOf, NOT_REQUIRED } from '../etims';
import { creditNoteUses } from './credit-note-uses.repo';
import { salesLineOut } from './sales-line-out';

const ofCustomer = keyedJoin(customers, creditNotes, creditNotes.customerId);
const ofInvoice = keyedJoin(invoices, creditNotes, creditNotes.invoiceId);

const selectCreditNotes = (db: Executor) =>
  db
    .select({ note: creditNotes, customerName: customers.name, invoiceNumber: invoices.invoiceNumber })
    .from(creditNotes)
    .innerJoin(customers, ofCustomer)
    .innerJoin(invoices, ofInvoice);

type Row = Awaited<ReturnType<ReturnType<typeof selectCreditNotes>['where']>>[number];

async function toCreditNotes(db: Executor, companyId: string, rows: Row[]): Promise<CreditNote[]> {
  if (rows.length === 0) return [];
  const uses = await creditNoteUses(
    db,
    companyId,
    rows.map((r) => r.note.id),
  );
  const etims = await documentEtimsOf(
    db,
    companyId,
    'credit-note',
    rows.map((r) => r.note.id),
  );
  return rows.map(({ note: n, customerName, invoiceNumber }) => ({
    id: n.id,
    creditNoteNumber: n.creditNoteNumber,
    invoiceId: n.invoiceId,
    invoiceNumber,
    customerId: n.customerId,
    customerName,
    branchId: n.branchId,
    date: n.date,
    reason: n.reason,
    returnStock: n.returnStock,
    subtotal: Number(n.subtotal),
    taxTotal: Number(n.taxTotal),
    total: Number(n.total),
    taxByCategory: n.taxByCategory as CreditNote['taxByCategory'],
    lines: uses.lines
      .filter((l) => l.creditNoteId === n.id)
      .map((l) => ({ ...salesLineOut(l), invoiceLineNo: l.invoiceLineNo })),
    applied: Money.of(n.total).minus(n.unapplied).minus(n.refunded).toNumber(),
    unapplied: Number(n.unapplied),
    refunded: Number(n.refunded),
    allocations: uses.allocations.filter((a) => a.creditNoteId === n.id).map(({ creditNoteId, ...a }) => a),
    refunds: uses.refunds.filter((r) => r.creditNoteId === n.id).map(({ creditNoteId, ...r }) => r),
    etims: etims.get(n.id) ?? NOT_REQUIRED,
    createdAt: n.createdAt.toISOString(),
  }));
}

/** A credit note by id or CN number, or 404. */
export async function findCreditNote(db: Executor, companyId: string, idOrNumber: string) {
  const rows = await selectCreditNotes(db).where(
    ofCompany(creditNotes, companyId, documentKey(creditNotes.id, creditNotes.creditNoteNumber, idOrNumber)),
  );
  return oneOrNotFound(await toCreditNotes(db, companyId, rows), 'Credit note');
}

const SORTS: Record<string, AnyColumn> = {
  date: creditNotes.date,
  creditNoteNumber: creditNotes.creditNoteNumber,
  customerName: customers.name,
  total: creditNotes.total,
  unapplied: creditNotes.unapplied,
};

/** Credit notes of the branch: search by CN or invoice number or customer, open or used credit. */
export async function listCreditNotes(
  db: Executor,
  companyId: string,
  branchId: string,
  q: CreditNoteListQuery,
) {
  const where = ofBranch(
    creditNotes,
    companyId,
    branchId,
    givenEquals(creditNotes.customerId, q.customerId),
    givenEquals(creditNotes.invoiceId, q.invoiceId),
    q.credit === 'open' ? gt(creditNotes.unapplied, '0') : undefined,
    q.credit === 'used' ? eq(creditNotes.unapplied, '0') : undefined,
    containsAny(q.search, [creditNotes.creditNoteNumber, invoices.invoiceNumber, customers.name]),
  );
  return sqlPage(
    q,
    selectCreditNotes(db)
      .where(where)
      .orderBy(
        ...sortedBy(q.sort, SORTS, creditNotes.creditNoteNumber, [
          desc(creditNotes.date),
          desc(creditNotes.creditNoteNumber),
        ]),
      ),
    db
      .select({ n: count() })
      .from(creditNotes)
      .innerJoin(customers, ofCustomer)
      .innerJoin(invoices, ofInvoice)
      .where(where),
    (rows) => toCreditNotes(db, companyId, rows),
  );
}
