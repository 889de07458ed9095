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
import { and, asc, between, eq, ne, notInArray, sql } from 'drizzle-orm';

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
}

const categoryOf = (code: string): TaxCategoryCode => {
  if (!isTaxCategoryCode(code)) throw new Error(`unknown tax category ${code}`);
  return code;
};

function toTransaction(kind: VatTransaction['kind'], row: Row, sign = 1): VatTransaction {
  return {
    ...row,
    kind,
    category: categoryOf(row.category),
    amount: Money.of(row.amount).times(sign).toNumber(),
    vat: Money.of(row.vat).times(sign).toNumber(),
  };
}

const described = (column: unknown, lineNo: unknown) =>
  sql<string>`string_agg(${column}, ', ' order by ${lineNo})`;

/**
 * Issued invoices dated in the range (not Draft, not Void), one row per invoice and tax category,
 * with the buyer's PIN as the invoice recorded it (else the customer's).
 */
async function invoiceRows(db: Executor, companyId: string, range: Range): Promise<VatTransaction[]> {
  const rows = await db
    .select({
      documentId: invoices.id,
      number: invoices.invoiceNumber,
      date: invoices.date,
      partyName: customers.name,
      partyPin: sql<string | null>`coalesce(${invoices.buyerKraPin}, ${customers.kraPin})`,
      description: described(invoiceLines.description, invoiceLines.lineNo),
      category: invoiceLines.taxCategory,
      amount: sql<string>`sum(${invoiceLines.amount})`,
      vat: sql<string>`sum(${invoiceLines.taxAmount})`,
      relatedNumber: sql<string | null>`null`,
      relatedDate: sql<string | null>`null`,
    })
    .from(invoices)
    .innerJoin(
      invoiceLines,
      and(eq(invoiceLines.companyId, invoices.companyId), eq(invoiceLines.invoiceId, invoices.id)),
    )
    .innerJoin(
      customers,
      and(eq(customers.companyId, invoices.companyId), eq(customers.id, invoices.customerId)),
    )
    .where(
      and(
        eq(invoices.companyId, companyId),
        between(invoices.date, range.from, range.to),
        notInArray(invoices.status, ['Draft', 'Void']),
      ),
    )
    .groupBy(invoices.id, customers.id, invoiceLines.taxCategory)
    .orderBy(asc(invoices.date), asc(invoices.invoiceNumber), asc(invoiceLines.taxCategory));
  return rows.map((r) => toTransaction('invoice', r));
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
      and(
        eq(creditNoteLines.companyId, creditNotes.companyId),
        eq(creditNoteLines.creditNoteId, creditNotes.id),
      ),
    )
    .innerJoin(
      invoices,
      and(eq(invoices.companyId, creditNotes.companyId), eq(invoices.id, creditNotes.invoiceId)),
    )
    .innerJoin(
      customers,
      and(eq(customers.companyId, creditNotes.companyId), eq(customers.id, creditNotes.customerId)),
    )
    .where(and(eq(creditNotes.companyId, companyId), between(creditNotes.date, range.from, range.to)))
    .groupBy(creditNotes.id, invoices.id, customers.id, creditNoteLines.taxCategory)
    .orderBy(asc(creditNotes.date), asc(creditNotes.creditNoteNumber), asc(creditNoteLines.taxCategory));
  return rows.map((r) => toTransaction('credit-note', r, -1));
}

/** Bills dated in the range, not Void; the number is the supplier's invoice number when recorded. */
async function billRows(db: Executor, companyId: string, range: Range): Promise<VatTransaction[]> {
  const rows = await db
    .select({
      documentId: bills.id,
      number: sql<string>`coalesce(${bills.supplierInvoiceNumber}, ${bills.billNumber})`,
      date: bills.date,
      partyName: suppliers.name,
      partyPin: suppliers.kraPin,
      description: described(billLines.description, billLines.lineNo),
      category: billLines.taxCategory,
      amount: sql<string>`sum(${billLines.amount})`,
      vat: sql<string>`sum(${billLines.taxAmount})`,
      relatedNumber: sql<string | null>`null`,
      relatedDate: sql<string | null>`null`,
    })
    .from(bills)
    .innerJoin(billLines, and(eq(billLines.companyId, bills.companyId), eq(billLines.billId, bills.id)))
    .innerJoin(suppliers, and(eq(suppliers.companyId, bills.companyId), eq(suppliers.id, bills.supplierId)))
    .where(
      and(
        eq(bills.companyId, companyId),
        between(bills.date, range.from, range.to),
        ne(bills.status, 'Void'),
      ),
    )
    .groupBy(bills.id, suppliers.id, billLines.taxCategory)
    .orderBy(asc(bills.date), asc(bills.billNumber), asc(billLines.taxCategory));
  return rows.map((r) => toTransaction('bill', r));
}

/**
 * The documents behind a VAT period, every branch, by date: sales (invoices and credit notes) and
 * purchases (bills). A voided document leaves its period: if the period was filed, its summary then shows that
 * today's figures differ from those filed.
 */
export async function vatTransactions(db: Executor, companyId: string, range: Range) {
  const [sold, credited, bought] = await Promise.all([
    invoiceRows(db, companyId, range),
    creditNoteRows(db, companyId, range),
    billRows(db, companyId, range),
  ]);
  // by date; on one day invoices before credit notes (the sort is stable)
  const sales = [...sold, ...credited].sort((a, b) => a.date.localeCompare(b.date));
  return { sales, purchases: bought };
}
