import type { VatTransaction } from '@tawi/contracts';
import {
  billLines,
  bills,
  creditNoteLines,
  creditNotes,
  customers,
  type Executor,
  invoiceLines,
  invoices,
  suppliers,
} from '@tawi/db';
import { isTaxCategoryCode, Money, type TaxCategoryCode } from '@tawi/domain';
import { and, asc, between, eq, isNotNull, not, sql } from 'drizzle-orm';
import { keyedJoin, ofCompany, sameCompany } from '../../platform/company-rows';

export interface Range {
  from: string;
  to: string;
}

interface Row {
  documentId: string;
  number: string;
  date: string;
  partyName: string;
  partyPin: string | null;
  description: string;
  category: string;
  amount: string;
  vat: string;
  relatedNumber: string | null;
  relatedDate: string | null;
  partyDocumentDate?: string | null;
}

const categoryOf = (code: string): TaxCategoryCode => {
  if (!isTaxCategoryCode(code)) throw new Error(`unknown tax category ${code}`);
  return code;
};

function toTransaction(kind: VatTransaction['kind'], row: Row, sign = 1): VatTransaction {
  return {
    ...row,
    partyDocumentDate: row.partyDocumentDate ?? null,
    kind,
    category: categoryOf(row.category),
    amount: Money.of(row.amount).times(sign).toNumber(),
    vat: Money.of(row.vat).times(sign).toNumber(),
  };
}

const described = (column: unknown, lineNo: unknown) =>
  sql<string>`string_agg(${column}, ', ' order by ${lineNo})`;

/** A document and its void in one month cancel out: neither is listed (or counted) there. */
const voidedInItsMonth = (t: typeof invoices | typeof bills) =>
  sql`(${t.status} = 'Void' and (${t.voidDate} is null or date_trunc('month', ${t.date}) = date_trunc('month', ${t.voidDate})))`;

/** A void in a later month than its document: counted negatively there, on its own date. */
const voidedLaterIn = (t: typeof invoices | typeof bills, range: Range) =>
  and(
    eq(t.status, 'Void'),
    between(t.voidDate, range.from, range.to),
    sql`date_trunc('month', ${t.date}) <> date_trunc('month', ${t.voidDate})`,
  );

/**
 * What posted in the range, one row per invoice and tax category, with the buyer's PIN as the
 * invoice recorded it (else the customer's): `issued` invoices (not Draft) dated in the range, or
 * the `voided` ones whose void is dated in the range (naming the invoice, like a credit note).
 */
async function invoiceRows(
  db: Executor,
  companyId: string,
  range: Range,
  side: 'issued' | 'voided',
): Promise<VatTransaction[]> {
  const voided = side === 'voided';
  const date = voided ? sql<string>`${invoices.voidDate}` : invoices.date;
  const rows = await db
    .select({
      documentId: invoices.id,
      number: invoices.invoiceNumber,
      date,
      partyName: customers.name,
      partyPin: sql<string | null>`coalesce(${invoices.buyerKraPin}, ${customers.kraPin})`,
      description: described(invoiceLines.description, invoiceLines.lineNo),
      category: invoiceLines.taxCategory,
      amount: sql<string>`sum(${invoiceLines.amount})`,
      vat: sql<string>`sum(${invoiceLines.taxAmount})`,
      relatedNumber: voided ? invoices.invoiceNumber : sql<string | null>`null`,
      relatedDate: voided ? invoices.date : sql<string | null>`null`,
    })
    .from(invoices)
    .innerJoin(invoiceLines, sameCompany(invoiceLines, invoices, eq(invoiceLines.invoiceId, invoices.id)))
    .innerJoin(customers, keyedJoin(customers, invoices, invoices.customerId))
    .where(
      ofCompany(
        invoices,
        companyId,
        isNotNull(invoices.issuedAt),
        voided
          ? voidedLaterIn(invoices, range)
          : and(between(invoices.date, range.from, range.to), not(voidedInItsMonth(invoices))),
      ),
    )
    .groupBy(invoices.id, customers.id, invoiceLines.taxCategory)
    .orderBy(asc(date), asc(invoices.invoiceNumber), asc(invoiceLines.taxCategory));
  return rows.map((r) => (voided ? toTransaction('invoice-void', r, -1) : toTransaction('invoice', r)));
}

/** Credit notes dated in the range, negative, naming the invoice they correct. */
async function creditNoteRows(db: Executor, companyId: string, range: Range): Promise<VatTransaction[]> {
  const rows = await db
    .select({
      documentId: creditNotes.id,
      number: creditNotes.creditNoteNumber,
      date: creditNotes.date,
      partyName: customers.name,
      partyPin: sql<string | null>`coalesce(${invoices.buyerKraPin}, ${customers.kraPin})`,
      description: described(creditNoteLines.description, creditNoteLines.lineNo),
      category: creditNoteLines.taxCategory,
      amount: sql<string>`sum(${creditNoteLines.amount})`,
      vat: sql<string>`sum(${creditNoteLines.taxAmount})`,
      relatedNumber: invoices.invoiceNumber,
      relatedDate: invoices.date,
    })
    .from(creditNotes)
    .innerJoin(
      creditNoteLines,
      sameCompany(creditNoteLines, creditNotes, eq(creditNoteLines.creditNoteId, creditNotes.id)),
    )
    .innerJoin(invoices, keyedJoin(invoices, creditNotes, creditNotes.invoiceId))
    .innerJoin(customers, keyedJoin(customers, creditNotes, creditNotes.customerId))
    .where(ofCompany(creditNotes, companyId, between(creditNotes.date, range.from, range.to)))
    .groupBy(creditNotes.id, invoices.id, customers.id, creditNoteLines.taxCategory)
    .orderBy(asc(creditNotes.date), asc(creditNotes.creditNoteNumber), asc(creditNoteLines.taxCategory));
  return rows.map((r) => toTransaction('credit-note', r, -1));
}

/**
 * Bills dated in the range, or (`voided`) bills whose void is dated in the range, negative; the
 * number is the supplier's invoice number when recorded, `partyDocumentDate` its date.
 */
async function billRows(
  db: Executor,
  companyId: string,
  range: Range,
  side: 'billed' | 'voided',
): Promise<VatTransaction[]> {
  const voided = side === 'voided';
  const number = sql<string>`coalesce(${bills.supplierInvoiceNumber}, ${bills.billNumber})`;
  const date = voided ? sql<string>`${bills.voidDate}` : bills.date;
  const rows = await db
    .select({
      documentId: bills.id,
      number,
      date,
      partyName: suppliers.name,
      partyPin: suppliers.kraPin,
      description: described(billLines.description, billLines.lineNo),
      category: billLines.taxCategory,
      amount: sql<string>`sum(${billLines.amount})`,
      vat: sql<string>`sum(${billLines.taxAmount})`,
      relatedNumber: voided ? number : sql<string | null>`null`,
      relatedDate: voided
        ? sql<string>`coalesce(${bills.supplierInvoiceDate}, ${bills.date})`
        : sql<string | null>`null`,
      // a void is dated itself, like a credit note; it names the invoice and its date
      partyDocumentDate: voided ? sql<string | null>`null` : bills.supplierInvoiceDate,
    })
    .from(bills)
    .innerJoin(billLines, sameCompany(billLines, bills, eq(billLines.billId, bills.id)))
    .innerJoin(suppliers, keyedJoin(suppliers, bills, bills.supplierId))
    .where(
      ofCompany(
        bills,
        companyId,
        voided
          ? voidedLaterIn(bills, range)
          : and(between(bills.date, range.from, range.to), not(voidedInItsMonth(bills))),
      ),
    )
    .groupBy(bills.id, suppliers.id, billLines.taxCategory)
    .orderBy(asc(date), asc(bills.billNumber), asc(billLines.taxCategory));
  return rows.map((r) => (voided ? toTransaction('bill-void', r, -1) : toTransaction('bill', r)));
}

/** By date; on one day invoices, then voids, then credit notes (the sort is stable). */
const byDate = (rows: VatTransaction[]) => rows.sort((a, b) => a.date.localeCompare(b.date));

/**
 * What posted in a VAT period, every branch, by date: sales (invoices, credit notes, voids of
 * invoices of earlier months, negative) and purchases (bills, voids of bills of earlier months,
 * negative). A void never changes the month of its document: it counts in its own month, so a
 * filed month keeps its figures.
 */
export async function vatTransactions(db: Executor, companyId: string, range: Range) {
  const [sold, unsold, credited, bought, unbought] = await Promise.all([
    invoiceRows(db, companyId, range, 'issued'),
    invoiceRows(db, companyId, range, 'voided'),
    creditNoteRows(db, companyId, range),
    billRows(db, companyId, range, 'billed'),
    billRows(db, companyId, range, 'voided'),
  ]);
  return { sales: byDate([...sold, ...unsold, ...credited]), purchases: byDate([...bought, ...unbought]) };
}
