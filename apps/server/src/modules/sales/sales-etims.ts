import {
  creditNoteLines,
  type creditNotes,
  customers,
  type Executor,
  invoiceLines,
  type invoices,
} from '@tawi/db';
import { ETIMS_CREDIT_NOTE_REASONS, ETIMS_PAYMENT_TYPES, type TaxCategoryCode } from '@tawi/domain';
import { asc, eq } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { invoiceWentToEtims, queueEtimsSale, type SaleLineForEtims } from '../etims';

type InvoiceRow = typeof invoices.$inferSelect;
type CreditNoteRow = typeof creditNotes.$inferSelect;
type StoredLine = typeof invoiceLines.$inferSelect | typeof creditNoteLines.$inferSelect;

const lineOf = (l: StoredLine): SaleLineForEtims => ({
  productId: l.productId,
  description: l.description,
  qty: l.qty,
  unitPrice: l.unitPrice,
  discount: l.discount,
  taxCategory: l.taxCategory as TaxCategoryCode,
  priceIncludesTax: l.priceIncludesTax,
});

/** The buyer as KRA is told: the PIN on the invoice (else the customer's), name and phone. */
async function buyerOf(tx: Executor, invoice: InvoiceRow) {
  const [c] = await tx
    .select({ name: customers.name, phone: customers.phone, pin: customers.kraPin })
    .from(customers)
    .where(ofCompany(customers, invoice.companyId, eq(customers.id, invoice.customerId)));
  return { pin: invoice.buyerKraPin ?? c?.pin ?? null, name: c?.name ?? 'Customer', phone: c?.phone ?? null };
}

async function invoiceLinesOf(tx: Executor, invoice: InvoiceRow) {
  const rows = await tx
    .select()
    .from(invoiceLines)
    .where(ofCompany(invoiceLines, invoice.companyId, eq(invoiceLines.invoiceId, invoice.id)))
    .orderBy(asc(invoiceLines.lineNo));
  return rows.map(lineOf);
}

/**
 * Tells KRA of an issued invoice (queued in the issuing transaction when the company's eTIMS is
 * ready): a sale on credit, the customer paying later. Also used to send one issued before eTIMS was on.
 */
export async function queueInvoiceEtims(tx: Executor, ctx: RequestContext, invoice: InvoiceRow) {
  return queueEtimsSale(tx, ctx, {
    documentType: 'invoice',
    documentId: invoice.id,
    documentNumber: invoice.invoiceNumber,
    branchId: invoice.branchId,
    date: invoice.date,
    taxDate: invoice.date,
    buyer: await buyerOf(tx, invoice),
    paymentType: ETIMS_PAYMENT_TYPES.credit,
    lines: await invoiceLinesOf(tx, invoice),
  });
}

/**
 * A voided invoice that KRA holds goes back to KRA as a refund receipt of all of it (KRA has no void:
 * a signed sale is undone by a credit note); one KRA never had stays untold.
 */
export async function queueInvoiceVoidEtims(
  tx: Executor,
  ctx: RequestContext,
  invoice: InvoiceRow,
  date: string,
) {
  if (!(await invoiceWentToEtims(tx, ctx.companyId, invoice.id))) return false;
  return queueEtimsSale(tx, ctx, {
    documentType: 'invoice-void',
    documentId: invoice.id,
    documentNumber: `${invoice.invoiceNumber}-VOID`,
    branchId: invoice.branchId,
    date,
    invoiceId: invoice.id,
    taxDate: invoice.date,
    buyer: await buyerOf(tx, invoice),
    paymentType: ETIMS_PAYMENT_TYPES.credit,
    creditNoteReason: ETIMS_CREDIT_NOTE_REASONS.refund,
    lines: await invoiceLinesOf(tx, invoice),
  });
}

/**
 * A credit note goes to KRA as a refund receipt (`rcptTyCd` R) of its invoice, whose KRA invoice
 * number it carries; of an invoice KRA never had (issued before eTIMS was on) it stays untold.
 */
export async function queueCreditNoteEtims(
  tx: Executor,
  ctx: RequestContext,
  invoice: InvoiceRow,
  note: CreditNoteRow,
) {
  if (!(await invoiceWentToEtims(tx, ctx.companyId, invoice.id))) return false;
  const lines = await tx
    .select()
    .from(creditNoteLines)
    .where(ofCompany(creditNoteLines, ctx.companyId, eq(creditNoteLines.creditNoteId, note.id)))
    .orderBy(asc(creditNoteLines.lineNo));
  return queueEtimsSale(tx, ctx, {
    documentType: 'credit-note',
    documentId: note.id,
    documentNumber: note.creditNoteNumber,
    branchId: note.branchId,
    date: note.date,
    invoiceId: invoice.id,
    taxDate: invoice.date,
    buyer: await buyerOf(tx, invoice),
    paymentType: ETIMS_PAYMENT_TYPES.credit,
    creditNoteReason: ETIMS_CREDIT_NOTE_REASONS.refund,
    lines: lines.map(lineOf),
  });
}
