import { companies, type Executor, type PaymentInstructions } from '@tawi/db';
import { formatKes, TAX_CATEGORIES, TAX_CATEGORY_CODES, type TaxCategoryCode } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import {
  drawTable,
  drawTotals,
  type Letterhead,
  letterheadOf,
  PDF_FONT,
  PDF_FONT_BOLD,
} from '../../platform/pdf';

export const taxLabel = (code: string) => {
  const category = TAX_CATEGORIES.find((c) => c.code === code);
  return category ? `${code} (${Number(category.rate) * 100}%)` : code;
};
export const qtyText = (n: number) => n.toLocaleString('en-KE', { maximumFractionDigits: 3 });

/** The seller's letterhead and how customers pay them (Settings, business profile). */
export interface SellerProfile {
  head: Letterhead;
  paymentInstructions: PaymentInstructions | null;
}

export async function sellerProfileOf(db: Executor, companyId: string): Promise<SellerProfile> {
  const [row] = await db
    .select({ paymentInstructions: companies.paymentInstructions })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { head: await letterheadOf(db, companyId), paymentInstructions: row?.paymentInstructions ?? null };
}

/** A titled block of the customer's details: name, KRA PIN, address and contacts (blanks skipped). */
export function drawParty(
  doc: PDFKit.PDFDocument,
  title: string,
  party: {
    name: string;
    kraPin?: string | null;
    address?: string | null;
    phone?: string | null;
    email?: string | null;
  },
) {
  doc.font(PDF_FONT_BOLD).fontSize(10).text(title);
  doc.font(PDF_FONT).fontSize(9);
  for (const line of [
    party.name,
    party.kraPin && `KRA PIN: ${party.kraPin}`,
    party.address,
    party.phone,
    party.email,
  ]) {
    if (line) doc.text(line);
  }
  doc.moveDown();
}

interface PricedLine {
  lineNo: number;
  description: string;
  qty: number;
  unitPrice: number;
  discount: number;
  taxCategory: string;
  amount: number;
}

interface PricedDocument {
  lines: PricedLine[];
  taxByCategory: Partial<Record<TaxCategoryCode, { taxableAmount: number; tax: number }>>;
  subtotal: number;
  taxTotal: number;
  total: number;
}

/** Said on a document of a seller not VAT-registered on its date. */
export const NO_VAT_CHARGED = 'Not VAT-registered: no VAT is charged on this document.';

/**
 * The lines with their tax codes, the taxable amount and VAT per tax category A-E used, then
 * subtotal, VAT and total; `more` adds lines under the total (paid, balance due). A document that
 * charges no VAT (`chargesVat` false: the seller was not VAT-registered on its date) shows no tax
 * codes or VAT table, and says why.
 */
export function drawPricedBody(
  doc: PDFKit.PDFDocument,
  d: PricedDocument,
  more: [string, string, boolean?][] = [],
  chargesVat = true,
) {
  drawTable(
    doc,
    ['#', 'Description', 'Qty', 'Unit price', 'Discount', 'Tax', 'Amount'],
    d.lines.map((l) => [
      String(l.lineNo),
      l.description,
      qtyText(l.qty),
      formatKes(l.unitPrice),
      l.discount ? formatKes(l.discount) : '',
      chargesVat ? taxLabel(l.taxCategory) : '—',
      formatKes(l.amount),
    ]),
    [2, 3, 4, 6],
  );
  if (!chargesVat) {
    drawTotals(doc, [
      ['Subtotal', formatKes(d.subtotal)],
      ['VAT', 'None'],
      ['Total', formatKes(d.total), true],
      ...more,
    ]);
    doc.moveDown(0.5).font(PDF_FONT).fontSize(9).text(NO_VAT_CHARGED);
    return;
  }
  const used = TAX_CATEGORY_CODES.filter((c) => d.lines.some((l) => l.taxCategory === c));
  drawTable(
    doc,
    ['Tax category', 'Taxable amount', 'VAT'],
    used.map((c) => [
      taxLabel(c),
      formatKes(d.taxByCategory[c]?.taxableAmount ?? 0),
      formatKes(d.taxByCategory[c]?.tax ?? 0),
    ]),
    [1, 2],
  );
  drawTotals(doc, [
    ['Subtotal', formatKes(d.subtotal)],
    ['VAT', formatKes(d.taxTotal)],
    ['Total', formatKes(d.total), true],
    ...more,
  ]);
}

/**
 * How to pay: the bank account, the M-Pesa paybill with the account number to enter (the one set
 * in Settings, else `reference`, e.g. the invoice number) and the till. Nothing when none is set.
 */
export function drawPaymentInstructions(
  doc: PDFKit.PDFDocument,
  p: PaymentInstructions | null,
  reference: string,
  title = 'How to pay',
) {
  if (!p) return;
  const bank = [p.bankName, p.bankBranch && `${p.bankBranch} branch`].filter(Boolean).join(', ');
  const lines = [
    bank && `Bank: ${bank}`,
    p.accountName && `Account name: ${p.accountName}`,
    p.accountNumber && `Account number: ${p.accountNumber}`,
    p.mpesaPaybill && `M-Pesa paybill: ${p.mpesaPaybill}, account: ${p.mpesaAccountNumber ?? reference}`,
    p.mpesaTill && `M-Pesa till: ${p.mpesaTill}`,
    p.note,
  ].filter((l): l is string => Boolean(l));
  if (lines.length === 0) return;
  doc.moveDown().font(PDF_FONT_BOLD).fontSize(10).text(title, { width: 300 });
  doc.font(PDF_FONT).fontSize(9);
  for (const line of lines) doc.text(line, { width: 300 });
}

/** Free text under the document (notes, reason). */
export function drawNote(doc: PDFKit.PDFDocument, label: string, text: string | null | undefined) {
  if (text) doc.moveDown().font(PDF_FONT).fontSize(9).text(`${label}: ${text}`);
}
