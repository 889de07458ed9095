import type { DocumentEtims } from '@tawi/contracts';
import { formatDate } from '@tawi/domain';
import QRCode from 'qrcode';
import { PDF_FONT, PDF_FONT_BOLD } from '../../platform/pdf';
import type { DocumentLabels } from './document-labels';

const QR_SIZE = 90;

/** The QR code of `text`, drawn as black squares (KRA's verification link on a signed receipt). */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = QR_SIZE / modules.size;
  doc.save().fillColor('black');
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell).fill();
    }
  }
  doc.restore();
}

const signedTime = (iso: string) => {
  const at = new Date(iso);
  const time = at.toLocaleTimeString('en-GB', { timeZone: 'Africa/Nairobi', hour12: false });
  return `${formatDate(at.toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' }))} ${time}`;
};

/**
 * The control-unit block KRA requires on an eTIMS invoice or credit note (KENYA.md "eTIMS"): the CU
 * invoice number, receipt numbers, internal data, signature and when KRA signed it, with a QR code of
 * KRA's verification link. A document queued or refused says it is not signed yet; one issued while
 * the company's eTIMS was off carries nothing. `labels`: its words, in the document's language.
 */
export function drawEtimsBlock(
  doc: PDFKit.PDFDocument,
  etims: DocumentEtims,
  labels: DocumentLabels['etims'],
) {
  if (etims.status === 'not-required') return;
  doc.moveDown().font(PDF_FONT_BOLD).fontSize(10).text('KRA eTIMS', { width: 300 });
  doc.font(PDF_FONT).fontSize(8.5);
  if (etims.status !== 'sent' || !etims.signature) {
    const why = etims.status === 'failed' ? labels.refused(etims.error) : labels.queued;
    doc.text(why, { width: 300 });
    return;
  }
  const top = doc.y;
  const x = doc.page.margins.left;
  const rows = [
    `${labels.cuInvoiceNumber}: ${etims.controlUnitId ? `${etims.controlUnitId}/` : ''}${etims.invoiceNumber ?? ''}`,
    `${labels.receiptNumber}: ${etims.receiptNumber ?? ''} / ${etims.totalReceiptNumber ?? ''}`,
    `${labels.internalData}: ${etims.internalData ?? ''}`,
    `${labels.receiptSignature}: ${etims.signature}`,
    etims.signedAt ? `${labels.signed}: ${signedTime(etims.signedAt)}` : '',
  ].filter(Boolean);
  for (const row of rows) doc.text(row, x + QR_SIZE + 12, undefined, { width: 300 });
  if (etims.qrUrl) drawQrCode(doc, etims.qrUrl, x, top);
  doc.y = Math.max(doc.y, top + QR_SIZE + 4);
  doc.x = x;
}
