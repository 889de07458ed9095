import type { InvoicePayment } from '@tawi/contracts';
import {
  creditNoteAllocations,
  creditNotes,
  customerReceipts,
  type Executor,
  receiptAllocations,
} from '@tawi/db';
import { asc, eq, sql } from 'drizzle-orm';
import { keyedJoin, ofCompany } from '../../platform/company-rows';

type Method = NonNullable<InvoicePayment['method']>;

/** The receipts allocated to the invoice, a receipt's allocations summed into one row. */
function receiptsOnInvoice(db: Executor, companyId: string, invoiceId: string) {
  return db
    .select({
      id: customerReceipts.id,
      number: customerReceipts.receiptNumber,
      date: customerReceipts.date,
      method: customerReceipts.method,
      reference: customerReceipts.reference,
      status: customerReceipts.status,
      amount: sql<string>`sum(${receiptAllocations.amount})`,
    })
    .from(receiptAllocations)
    .innerJoin(
      customerReceipts,
      keyedJoin(customerReceipts, receiptAllocations, receiptAllocations.receiptId),
    )
    .where(ofCompany(receiptAllocations, companyId, eq(receiptAllocations.invoiceId, invoiceId)))
    .groupBy(customerReceipts.id);
}

/** Each use of a credit note on the invoice, with the note's number, in the order they were applied. */
function creditsOnInvoice(db: Executor, companyId: string, invoiceId: string) {
  return db
    .select({ allocation: creditNoteAllocations, number: creditNotes.creditNoteNumber })
    .from(creditNoteAllocations)
    .innerJoin(creditNotes, keyedJoin(creditNotes, creditNoteAllocations, creditNoteAllocations.creditNoteId))
    .where(ofCompany(creditNoteAllocations, companyId, eq(creditNoteAllocations.invoiceId, invoiceId)))
    .orderBy(asc(creditNoteAllocations.createdAt));
}

/**
 * What settled an invoice, oldest first: its receipts (a receipt's credit applied later is a second
 * allocation: summed into one row; a voided receipt stays listed as voided) and the credit notes
 * used on it (each use a row, on the day it was applied).
 */
export async function invoicePayments(
  db: Executor,
  companyId: string,
  invoiceId: string,
): Promise<InvoicePayment[]> {
  const receipts = await receiptsOnInvoice(db, companyId, invoiceId);
  const credits = await creditsOnInvoice(db, companyId, invoiceId);
  const rows: InvoicePayment[] = [
    ...receipts.map((r) => ({
      kind: 'receipt' as const,
      documentId: r.id,
      number: r.number,
      date: r.date,
      method: r.method as Method,
      reference: r.reference,
      amount: Number(r.amount),
      voided: r.status === 'Voided',
    })),
    ...credits.map(({ allocation: a, number }) => ({
      kind: 'credit-note' as const,
      documentId: a.creditNoteId,
      number,
      date: a.date,
      method: null,
      reference: null,
      amount: Number(a.amount),
      voided: false,
    })),
  ];
  return rows.sort((x, y) => x.date.localeCompare(y.date) || x.number.localeCompare(y.number));
}
