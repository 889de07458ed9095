import type { Database } from '@tawi/db';
import { formatDate, formatKes, TAX_CATEGORIES, TAX_CATEGORY_CODES } from '@tawi/domain';
import { assertBranchAccess } from '../../platform/branch-scope';
import { drawLetterhead, drawTable, drawTotals, letterheadOf, renderPdf } from '../../platform/pdf';
import type { RequestContext } from '../../platform/request-context';
import { customerStatement } from './customer-statement';
import { findCustomerRow } from './customers.repo';
import { findInvoice } from './invoices.repo';

const taxLabel = (code: string) => {
  const category = TAX_CATEGORIES.find((c) => c.code === code);
  return category ? `${code} (${Number(category.rate) * 100}%)` : code;
};
const qty = (n: number) => n.toLocaleString('en-KE', { maximumFractionDigits: 3 });

/**
 * The tax invoice: letterhead with the seller's KRA PIN, the buyer with theirs, lines with tax
 * codes, taxable amount and VAT per tax category A-E, totals, what is paid and still owed.
 */
export async function invoicePdf(db: Database, ctx: RequestContext, id: string) {
  const invoice = await findInvoice(db, ctx.companyId, id);
  assertBranchAccess(ctx, invoice.branchId);
  const customer = await findCustomerRow(db, ctx.companyId, invoice.customerId).catch(() => null);
  const head = await letterheadOf(db, ctx.companyId);
  const title = invoice.status === 'Draft' ? 'DRAFT INVOICE' : 'TAX INVOICE';
  const pdf = await renderPdf(`Invoice ${invoice.invoiceNumber}`, (doc) => {
    drawLetterhead(doc, head, title, [
      ['Number', invoice.invoiceNumber],
      ['Date', formatDate(invoice.date)],
      ['Due', formatDate(invoice.dueDate)],
      ['Status', invoice.status],
    ]);
    doc.font('Helvetica-Bold').fontSize(10).text('Bill to');
    doc.font('Helvetica').fontSize(9);
    for (const line of [
      invoice.customerName,
      invoice.buyerKraPin && `KRA PIN: ${invoice.buyerKraPin}`,
      customer?.address,
      customer?.phone,
      customer?.email,
    ]) {
      if (line) doc.text(line);
    }
    doc.moveDown();
    drawTable(
      doc,
      ['#', 'Description', 'Qty', 'Unit price', 'Discount', 'Tax', 'Amount'],
      invoice.lines.map((l) => [
        String(l.lineNo),
        l.description,
        qty(l.qty),
        formatKes(l.unitPrice),
        l.discount ? formatKes(l.discount) : '',
        taxLabel(l.taxCategory),
        formatKes(l.amount),
      ]),
      [2, 3, 4, 6],
    );
    const used = TAX_CATEGORY_CODES.filter((c) => invoice.lines.some((l) => l.taxCategory === c));
    drawTable(
      doc,
      ['Tax category', 'Taxable amount', 'VAT'],
      used.map((c) => [
        taxLabel(c),
        formatKes(invoice.taxByCategory[c]?.taxableAmount ?? 0),
        formatKes(invoice.taxByCategory[c]?.tax ?? 0),
      ]),
      [1, 2],
    );
    drawTotals(doc, [
      ['Subtotal', formatKes(invoice.subtotal)],
      ['VAT', formatKes(invoice.taxTotal)],
      ['Total', formatKes(invoice.total), true],
      ...(invoice.amountPaid || invoice.amountCredited
        ? ([
            ['Paid', formatKes(invoice.amountPaid)],
            ['Credited', formatKes(invoice.amountCredited)],
            ['Balance due', formatKes(invoice.outstanding), true],
          ] as [string, string, boolean?][])
        : []),
    ]);
    if (invoice.notes) doc.moveDown().fontSize(9).text(`Notes: ${invoice.notes}`);
  });
  return { pdf, filename: `${invoice.invoiceNumber}.pdf` };
}

/** The customer statement as a PDF: opening balance, documents with a running balance, aging. */
export async function customerStatementPdf(
  db: Database,
  ctx: RequestContext,
  customerId: string,
  q: { from?: string | undefined; to?: string | undefined },
) {
  const statement = await customerStatement(db, ctx.companyId, customerId, q);
  const head = await letterheadOf(db, ctx.companyId);
  const pdf = await renderPdf(`Statement ${statement.customerName}`, (doc) => {
    drawLetterhead(doc, head, 'CUSTOMER STATEMENT', [
      ['Customer', statement.customerName],
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
    const a = statement.aging;
    drawTable(
      doc,
      ['Current', '1-30 Days', '31-60 Days', '61-90 Days', 'Over 90 Days', 'Total'],
      [[a.current, a.days1to30, a.days31to60, a.days61to90, a.over90, a.total].map((n) => formatKes(n))],
      [0, 1, 2, 3, 4, 5],
    );
    drawTotals(doc, [['Balance due', formatKes(statement.closingBalance), true]]);
  });
  return {
    pdf,
    filename: `statement-${statement.customerName.replace(/[^A-Za-z0-9]+/g, '-')}-${statement.to}.pdf`,
  };
}
