import type { CreditNote } from '@tawi/contracts';
import { creditNoteLines, creditNotes, customers, type Executor, invoices } from '@tawi/db';
import type { TaxCategoryCode } from '@tawi/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { isUuid } from './invoices.repo';

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
  const lines = await db
    .select()
    .from(creditNoteLines)
    .where(
      and(
        eq(creditNoteLines.companyId, companyId),
        inArray(
          creditNoteLines.creditNoteId,
          rows.map((r) => r.note.id),
        ),
      ),
    )
    .orderBy(asc(creditNoteLines.lineNo));
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
    lines: lines
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

export async function listCreditNotes(
  db: Executor,
  companyId: string,
  branchId: string,
  q: { page: number; limit: number; customerId?: string | undefined; invoiceId?: string | undefined },
) {
  const where = and(
    eq(creditNotes.companyId, companyId),
    eq(creditNotes.branchId, branchId),
    q.customerId ? eq(creditNotes.customerId, q.customerId) : undefined,
    q.invoiceId ? eq(creditNotes.invoiceId, q.invoiceId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectCreditNotes(db)
      .where(where)
      .orderBy(desc(creditNotes.date), desc(creditNotes.creditNoteNumber))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(creditNotes).where(where),
  ]);
  return {
    items: await toCreditNotes(db, companyId, rows),
    total: Number(total?.n ?? 0),
    page: q.page,
    limit: q.limit,
  };
}
