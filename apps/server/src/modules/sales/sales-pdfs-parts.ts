import { companies, type Executor, type PaymentInstructions } from '@tawi/db';
import { formatKes, TAX_CATEGORY_CODES, type TaxCategoryCode } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import {
  drawTable,
  drawTotals,
  type Letterhead,
  letterheadOf,
  PDF_FONT,
  PDF_FONT_BOLD,
} from '../../platform/pdf';
import { qtyText, taxLabel } from '../../platform/pdf-parts';
import type { DocumentLabels } from './document-labels';
import { DOCUMENT_LABELS } from './document-labels-by-language';

/**
 * The seller's letterhead, how customers pay them and the labels in the language their documents
 * print in (Settings, business profile).
 */
export interface SellerProfile {
  head: Letterhead;
  paymentInstructions: PaymentInstructions | null;
  labels: DocumentLabels;
}

export async function sellerProfileOf(db: Executor, companyId: string): Promise<SellerProfile> {
  const [row] = await db
    .select({ paymentInstructions: companies.paymentInstructions })
    .from(companies)
    .where(eq(companies.id, companyId));
  const head = await letterheadOf(db, companyId);
  return {
    head,
    paymentInstructions: row?.paymentInstructions ?? null,
    labels: DOCUMENT_LABELS[head.language],
  };
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

/**
 * The lines with their tax codes, the taxable amount and VAT per tax category A-E used, then
 * subtotal, VAT and total; `more` adds lines under the total (paid, balance due). A document that
 * charges no VAT (`chargesVat` false: the seller was not VAT-registered on its date) shows no tax
 * codes or VAT table, and says why. `labels`: the words, in the document's language.
 */
export function drawPricedBody(
  doc: PDFKit.PDFDocument,
  d: PricedDocument,
  labels: DocumentLabels,
  chargesVat: boolean,
  more: [string, string, boolean?][] = [],
) {
  drawTable(
    doc,
    ['#', labels.description, labels.qty, labels.unitPrice, labels.discount, labels.tax, labels.amount],
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
      [labels.subtotal, formatKes(d.subtotal)],
      [labels.vat, labels.none],
      [labels.total, formatKes(d.total), true],
      ...more,
    ]);
    doc.moveDown(0.5).font(PDF_FONT).fontSize(9).text(labels.noVatCharged);
    return;
  }
  const used = TAX_CATEGORY_CODES.filter((c) => d.lines.some((l) => l.taxCategory === c));
  drawTable(
    doc,
    [labels.taxCategory, labels.taxableAmount, labels.vat],
    used.map((c) => [
      taxLabel(c),
      formatKes(d.taxByCategory[c]?.taxableAmount ?? 0),
      formatKes(d.taxByCategory[c]?.tax ?? 0),
    ]),
    [1, 2],
  );
  drawTotals(doc, [
    [labels.subtotal, formatKes(d.subtotal)],
    [labels.vat, formatKes(d.taxTotal)],
    [labels.total, formatKes(d.total), true],
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
  labels: DocumentLabels,
  title = labels.howToPay,
) {
  if (!p) return;
  const bank = [p.bankName, p.bankBranch && labels.bankBranch(p.bankBranch)].filter(Boolean).join(', ');
  const lines = [
    bank && `${labels.bank}: ${bank}`,
    p.accountName && `${labels.accountName}: ${p.accountName}`,
    p.accountNumber && `${labels.accountNumber}: ${p.accountNumber}`,
    p.mpesaPaybill && labels.mpesaPaybill(p.mpesaPaybill, p.mpesaAccountNumber ?? reference),
    p.mpesaTill && `${labels.mpesaTill}: ${p.mpesaTill}`,
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
