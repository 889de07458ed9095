import type { Database } from '@tawi/db';
import { formatDate, formatKes } from '@tawi/domain';
import { documentFileName } from '../../platform/document-file-name';
import { drawLetterhead, drawTable, drawTotals, letterheadOf, PDF_FONT, renderPdf } from '../../platform/pdf';
import { drawParty, qtyText, taxLabel } from '../../platform/pdf-parts';
import { drawStatementLines, statementPeriod } from '../../platform/pdf-statement';
import type { RequestContext } from '../../platform/request-context';
import { findPurchaseOrder } from './purchase-orders.repo';
import { PURCHASING_LABELS } from './purchasing-labels';
import { supplierStatement } from './supplier-statement';
import { findSupplierRow } from './suppliers.repo';

/**
 * The order as sent to the supplier: letterhead, supplier, lines with tax codes, totals with VAT, in
 * the company's document language.
 */
export async function purchaseOrderPdf(db: Database, ctx: RequestContext, id: string) {
  const order = await findPurchaseOrder(db, ctx.companyId, id);
  const supplier = await findSupplierRow(db, ctx.companyId, order.supplierId);
  const head = await letterheadOf(db, ctx.companyId);
  const labels = PURCHASING_LABELS[head.language];
  const words = labels.purchaseOrder;
  const pdf = await renderPdf(`Purchase order ${order.purchaseId}`, (doc) => {
    drawLetterhead(doc, head, words.title, [
      [labels.number, order.purchaseId],
      [labels.date, formatDate(order.date)],
      ...(order.expectedDate
        ? ([[words.expected, formatDate(order.expectedDate)]] as [string, string][])
        : []),
      [labels.status, words.status[order.status]],
    ]);
    drawParty(doc, words.supplier, supplier);
    drawTable(
      doc,
      ['#', words.sku, words.item, labels.qty, labels.unitPrice, labels.tax, labels.amount],
      order.items.map((item, i) => [
        String(i + 1),
        item.sku,
        item.name,
        qtyText(item.qty),
        formatKes(item.unitPrice),
        taxLabel(item.taxCategory),
        formatKes(item.amount),
      ]),
      [3, 4, 6],
    );
    drawTotals(doc, [
      [labels.subtotal, formatKes(order.subtotal)],
      [labels.vat, formatKes(order.taxTotal)],
      [labels.total, formatKes(order.total), true],
    ]);
    if (order.notes) doc.moveDown().font(PDF_FONT).fontSize(9).text(`${labels.notes}: ${order.notes}`);
  });
  return { pdf, filename: documentFileName(['Purchase order', order.purchaseId, supplier.name], 'pdf') };
}

/** The supplier statement as a PDF: opening balance, bills and payments with a running balance. */
export async function supplierStatementPdf(
  db: Database,
  ctx: RequestContext,
  supplierId: string,
  q: { from?: string | undefined; to?: string | undefined },
) {
  const statement = await supplierStatement(db, ctx.companyId, supplierId, q);
  const head = await letterheadOf(db, ctx.companyId);
  const words = PURCHASING_LABELS[head.language].statement;
  const pdf = await renderPdf(`Statement ${statement.supplierName}`, (doc) => {
    drawLetterhead(doc, head, words.title, [
      [words.supplier, statement.supplierName],
      [words.period, statementPeriod(statement)],
    ]);
    drawStatementLines(doc, statement, words);
    drawTotals(doc, [[words.balanceOwed, formatKes(statement.closingBalance), true]]);
  });
  return {
    pdf,
    filename: documentFileName(['Statement', statement.supplierName, statement.to], 'pdf'),
  };
}
