import { companies, companyLogos, type Executor } from '@tawi/db';
import { DEFAULT_LANGUAGE, type Language } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import { downloadDisposition } from './document-file-name';
import { PDF_FONT, PDF_FONT_BOLD, printOnlyDrawable, useEmbeddedFonts } from './pdf-fonts';

export { PDF_FONT, PDF_FONT_BOLD } from './pdf-fonts';

export const PDF_MARGIN = 50;
export const PDF_WIDTH = 595.28 - 2 * PDF_MARGIN;
const BOLD = PDF_FONT_BOLD;

/**
 * Lays out an A4 document with `draw` and returns its bytes. Text is set in the embedded DejaVu Sans
 * (any Latin name prints as written); characters it lacks print as '?'.
 */
export function renderPdf(
  title: string,
  draw: (doc: PDFKit.PDFDocument) => void,
  layout: 'portrait' | 'landscape' = 'portrait',
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout, margin: PDF_MARGIN, info: { Title: title } });
  useEmbeddedFonts(doc);
  printOnlyDrawable(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

export interface Letterhead {
  name: string;
  kraPin: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  logo: { contentType: string; data: Buffer } | null;
  /** The language the company's documents print in (Settings, business profile). */
  language: Language;
}

/** The business profile printed at the top of every document, and the language it prints in. */
export async function letterheadOf(db: Executor, companyId: string): Promise<Letterhead> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const [logo] = await db
    .select({ contentType: companyLogos.contentType, data: companyLogos.data })
    .from(companyLogos)
    .where(eq(companyLogos.companyId, companyId));
  return {
    name: company?.name ?? '',
    kraPin: company?.kraPin ?? null,
    address: company?.address ?? null,
    phone: company?.phone ?? null,
    email: company?.email ?? null,
    logo: logo && ['image/png', 'image/jpeg'].includes(logo.contentType) ? logo : null,
    language: company?.language ?? DEFAULT_LANGUAGE,
  };
}

/** Logo, business name, KRA PIN and contacts on the left; the document title and facts on the right. */
export function drawLetterhead(
  doc: PDFKit.PDFDocument,
  head: Letterhead,
  title: string,
  facts: [string, string][],
) {
  const width = doc.page.width - 2 * PDF_MARGIN;
  const top = doc.y;
  let x = PDF_MARGIN;
  if (head.logo) {
    doc.image(head.logo.data, PDF_MARGIN, top, { fit: [60, 60] });
    x += 70;
  }
  doc.font(BOLD).fontSize(14).text(head.name, x, top, { width: 260 });
  doc.font(PDF_FONT).fontSize(9);
  for (const line of [head.kraPin && `KRA PIN: ${head.kraPin}`, head.address, head.phone, head.email]) {
    if (line) doc.text(line, x, doc.y, { width: 260 });
  }
  const left = doc.y;
  // the title on one line: long ones ('CUSTOMER STATEMENT') are set smaller rather than wrapped
  doc.font(BOLD).fontSize(16);
  doc.fontSize(Math.min(16, (16 * (width - 300)) / doc.widthOfString(title)));
  doc.text(title, PDF_MARGIN + 300, top, { width: width - 300, align: 'right' });
  doc.font(PDF_FONT).fontSize(9);
  for (const [label, value] of facts) doc.text(`${label}: ${value}`, { width: width - 300, align: 'right' });
  doc.y = Math.max(left, doc.y, top + 60) + 16;
  doc.x = PDF_MARGIN;
}

/** A table with a bold header row; `right` lists the columns aligned right (amounts). */
export function drawTable(doc: PDFKit.PDFDocument, header: string[], rows: string[][], right: number[] = []) {
  const cell = (text: string, i: number, bold = false): PDFKit.Mixins.CellOptions => ({
    text,
    ...(right.includes(i) && { align: { x: 'right' } }),
    ...(bold && { font: { src: BOLD } }),
  });
  doc.fontSize(8.5);
  doc.table({
    data: [header.map((h, i) => cell(h, i, true)), ...rows.map((r) => r.map((c, i) => cell(c, i)))],
  });
  doc.moveDown();
}

/** Label and value lines aligned right (totals). */
export function drawTotals(doc: PDFKit.PDFDocument, lines: [string, string, boolean?][]) {
  for (const [label, value, bold] of lines) {
    doc.font(bold ? BOLD : PDF_FONT).fontSize(10);
    doc.text(`${label}  ${value}`, PDF_MARGIN, doc.y, { width: PDF_WIDTH, align: 'right' });
  }
  doc.font(PDF_FONT);
}

/** Sends a PDF download named `filename`. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply.type('application/pdf').header('content-disposition', downloadDisposition(filename)).send(pdf);
}
