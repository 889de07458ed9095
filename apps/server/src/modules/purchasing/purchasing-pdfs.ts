import type { Database } from '@tawi/db';
import { formatDate, formatKes, statusLabel, TAX_CATEGORIES } from '@tawi/domain';
import { documentFileName } from '../../platform/document-file-name';
import {
  drawLetterhead,
  drawTable,
  drawTotals,
  letterheadOf,
  PDF_FONT,
  PDF_FONT_BOLD,
  renderPdf,
} from '../../platform/pdf';
import type { RequestContext } from '../../platform/request-context';
import { findPurchaseOrder } from './purchase-orders.repo';
import { supplierStatement } from './supplier-statement';
import { findSupplierRow } from './suppliers.repo';

const taxLabel = (code: string) => {
  const category = TAX_CATEGORIES.find((c) => c.code === code);
  return category ? `${code} (${Number(category.rate) * 100}%)` : code;
};
const qty = (n: number) => n.toLocaleString('en-KE', { maximumFractionDigits: 3 });

/** The order as sent to the supplier: letterhead, supplier, lines with tax codes, totals with VAT. */
export async function purchaseOrderPdf(db: Database, ctx: RequestContext, id: string) {
  const order = await findPurchaseOrder(db, ctx.companyId, id);
  const supplier = await findSupplierRow(db, ctx.companyId, order.supplierId);
  const head = await letterheadOf(db, ctx.companyId);
  const pdf = await renderPdf(`Purchase order ${order.purchaseId}`, (doc) => {
    drawLetterhead(doc, head, 'PURCHASE ORDER', [
      ['Number', order.purchaseId],
      ['Date', formatDate(order.date)],
      ...(order.expectedDate ? ([['Expected', formatDate(order.expectedDate)]] as [string, string][]) : []),
      ['Status', statusLabel(order.status)],
    ]);
    doc.font(PDF_FONT_BOLD).fontSize(10).text('Supplier');
    doc.font(PDF_FONT).fontSize(9);
    for (const line of [
      supplier.name,
      supplier.kraPin && `KRA PIN: ${supplier.kraPin}`,
      supplier.address,
      supplier.phone,
      supplier.email,
    ]) {
      if (line) doc.text(line);
    }
    doc.moveDown();
    drawTable(
      doc,
      ['#', 'SKU', 'Item', 'Qty', 'Unit price', 'Tax', 'Amount'],
      order.items.map((item, i) => [
        String(i + 1),
        item.sku,
        item.name,
        qty(item.qty),
        formatKes(item.unitPrice),
        taxLabel(item.taxCategory),
        formatKes(item.amount),
      ]),
      [3, 4, 6],
    );
    drawTotals(doc, [
      ['Subtotal', formatKes(order.subtotal)],
      ['VAT', formatKes(order.taxTotal)],
      ['Total', formatKes(order.total), true],
    ]);
    if (order.notes) doc.moveDown().fontSize(9).text(`Notes: ${order.notes}`);
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
  const pdf = await renderPdf(`Statement ${statement.supplierName}`, (doc) => {
    drawLetterhead(doc, head, 'SUPPLIER STATEMENT', [
      ['Supplier', statement.supplierName],
      ['Period', `${formatDate(statement.from)} - ${formatDate(statement.to)}`],
    ]);
    drawTable(
      doc,
      ['Date', 'Type', 'Number', 'Description', 'Debit', 'Credit', 'Balance'],
      [
        ['', '', '', 'Opening balance', '', '', formatKes(statement.openingBalance)],
        ...statement.lines.map((l) => [
          formatDate(l.date),
          l.type,
          l.number,
          l.description,
          l.debit ? formatKes(l.debit) : '',
          l.credit ? formatKes(l.credit) : '',
          formatKes(l.balance),
        ]),
      ],
      [4, 5, 6],
    );
    drawTotals(doc, [['Balance owed', formatKes(statement.closingBalance), true]]);
  });
  return {
    pdf,
    filename: documentFileName(['Statement', statement.supplierName, statement.to], 'pdf'),
  };
}
