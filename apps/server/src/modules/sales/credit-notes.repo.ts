import type { CreditNote, CreditNoteListQuery } from '@tawi/contracts';
import { creditNotes, customers, type Executor, invoices } from '@tawi/db';
import { Money, type TaxCategoryCode } from '@tawi/domain';
import { type AnyColumn, and, asc, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { creditNoteUses } from './credit-note-uses.repo';
import { isUuid } from './invoices.repo';
import { likeNeedle } from './receipts.repo';

const selectCreditNotes = (db: Executor) =>
  db
    .select({ note: creditNotes, customerName: customers.name, invoiceNumber: invoices.invoiceNumber })
    .from(creditNotes)
    .innerJoin(
      customers,
      and(eq(customers.companyId, creditNotes.companyId), eq(customers.id, creditNotes.customerId)),
    )
    .innerJoin(
      invoices,
      and(eq(invoices.companyId, creditNotes.companyId), eq(invoices.id, creditNotes.invoiceId)),
    );

type Row = Awaited<ReturnType<ReturnType<typeof selectCreditNotes>['where']>>[number];

async function toCreditNotes(db: Executor, companyId: string, rows: Row[]): Promise<CreditNote[]> {
  if (rows.length === 0) return [];
  const uses = await creditNoteUses(
    db,
    companyId,
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
      .map((l) => ({
        lineNo: l.lineNo,
        invoiceLineNo: l.invoiceLineNo,
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
    applied: Money.of(n.total).minus(n.unapplied).minus(n.refunded).toNumber(),
    unapplied: Number(n.unapplied),
    refunded: Number(n.refunded),
    allocations: uses.allocations.filter((a) => a.creditNoteId === n.id).map(({ creditNoteId, ...a }) => a),
    refunds: uses.refunds.filter((r) => r.creditNoteId === n.id).map(({ creditNoteId, ...r }) => r),
    createdAt: n.createdAt.toISOString(),
  }));
}

/** A credit note by id or CN number, or 404. */
export async function findCreditNote(db: Executor, companyId: string, idOrNumber: string) {
  const rows = await selectCreditNotes(db).where(
    and(
      eq(creditNotes.companyId, companyId),
      isUuid(idOrNumber)
        ? eq(creditNotes.id, idOrNumber)
        : sql`upper(${creditNotes.creditNoteNumber}) = upper(${idOrNumber})`,
    ),
  );
  const [found] = await toCreditNotes(db, companyId, rows);
  if (!found) throw notFound('Credit note');
  return found;
}

const SORTS: Record<string, AnyColumn> = {
  date: creditNotes.date,
  creditNoteNumber: creditNotes.creditNoteNumber,
  customerName: customers.name,
  total: creditNotes.total,
  unapplied: creditNotes.unapplied,
};

/** `sort` = a field of CREDIT_NOTE_SORTS, `-field` descending; newest first by default. */
function orderOf(sort: string | undefined) {
  const field = sort?.replace(/^-/, '') ?? '';
  const column = SORTS[field];
  if (!column) return [desc(creditNotes.date), desc(creditNotes.creditNoteNumber)];
  const dir = sort?.startsWith('-') ? desc : asc;
  return [dir(column), dir(creditNotes.creditNoteNumber)];
}

/** Credit notes of the branch: search by CN or invoice number or customer, open or used credit. */
export async function listCreditNotes(
  db: Executor,
  companyId: string,
  branchId: string,
  q: CreditNoteListQuery,
) {
  const needle = q.search ? likeNeedle(q.search) : null;
  const where = and(
    eq(creditNotes.companyId, companyId),
    eq(creditNotes.branchId, branchId),
    q.customerId ? eq(creditNotes.customerId, q.customerId) : undefined,
    q.invoiceId ? eq(creditNotes.invoiceId, q.invoiceId) : undefined,
    q.credit === 'open' ? gt(creditNotes.unapplied, '0') : undefined,
    q.credit === 'used' ? eq(creditNotes.unapplied, '0') : undefined,
    needle
      ? or(
          sql`lower(${creditNotes.creditNoteNumber}) like ${needle}`,
          sql`lower(${invoices.invoiceNumber}) like ${needle}`,
          sql`lower(${customers.name}) like ${needle}`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectCreditNotes(db)
      .where(where)
      .orderBy(...orderOf(q.sort))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: count() })
      .from(creditNotes)
      .innerJoin(
        customers,
        and(eq(customers.companyId, creditNotes.companyId), eq(customers.id, creditNotes.customerId)),
      )
      .innerJoin(
        invoices,
        and(eq(invoices.companyId, creditNotes.companyId), eq(invoices.id, creditNotes.invoiceId)),
      )
      .where(where),
  ]);
  return {
    items: await toCreditNotes(db, companyId, rows),
    total: Number(total?.n ?? 0),
    page: q.page,
    limit: q.limit,
  };
}
