import { TAX_CATEGORIES } from '@tawi/domain';
import { PDF_FONT, PDF_FONT_BOLD } from './pdf-fonts';

/** A tax code with its rate, as a document line prints it: 'B (16%)'. */
export const taxLabel = (code: string) => {
  const category = TAX_CATEGORIES.find((c) => c.code === code);
  return category ? `${code} (${Number(category.rate) * 100}%)` : code;
};

/** A quantity with up to 3 decimals: '1,250.5'. */
export const qtyText = (n: number) => n.toLocaleString('en-KE', { maximumFractionDigits: 3 });

/** A titled block of the other party's details: name, KRA PIN, address and contacts (blanks skipped). */
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
