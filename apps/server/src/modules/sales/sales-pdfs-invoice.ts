import type { Database } from '@tawi/db';
import { formatDate, formatKes } from '@tawi/domain';
import { assertBranchAccess } from '../../platform/branch-scope';
import { drawLetterhead, renderPdf } from '../../platform/pdf';
import type { RequestContext } from '../../platform/request-context';
import { findCustomerRow } from './customers.repo';
import { findInvoice } from './invoices.repo';
import { drawEtimsBlock } from './sales-pdfs-etims';
import {
  drawNote,
  drawParty,
  drawPaymentInstructions,
  drawPricedBody,
  sellerProfileOf,
} from './sales-pdfs-parts';

/**
 * The tax invoice: letterhead with the seller's KRA PIN, the buyer with theirs, lines with tax
 * codes, taxable amount and VAT per tax category A-E, totals, what is paid and still owed, and how
 * to pay (the paybill account is the invoice number unless Settings fix one), and its KRA eTIMS
 * control-unit data with the verification QR code.
 */
export async function invoicePdf(db: Database, ctx: RequestContext, id: string) {
  const invoice = await findInvoice(db, ctx.companyId, id);
  assertBranchAccess(ctx, invoice.branchId);
  const customer = await findCustomerRow(db, ctx.companyId, invoice.customerId).catch(() => null);
  const seller = await sellerProfileOf(db, ctx.companyId);
  const title = invoice.status === 'Draft' ? 'DRAFT INVOICE' : 'TAX INVOICE';
  const settled = invoice.amountPaid || invoice.amountCredited;
  const pdf = await renderPdf(`Invoice ${invoice.invoiceNumber}`, (doc) => {
    drawLetterhead(doc, seller.head, title, [
      ['Number', invoice.invoiceNumber],
      ['Date', formatDate(invoice.date)],
      ['Due', formatDate(invoice.dueDate)],
      ['Status', invoice.status],
    ]);
    drawParty(doc, 'Bill to', { ...customer, name: invoice.customerName, kraPin: invoice.buyerKraPin });
    drawPricedBody(
      doc,
      invoice,
      settled
        ? [
            ['Paid', formatKes(invoice.amountPaid)],
            ['Credited', formatKes(invoice.amountCredited)],
            ['Balance due', formatKes(invoice.outstanding), true],
          ]
        : [],
    );
    if (invoice.status !== 'Void' && invoice.outstanding > 0) {
      drawPaymentInstructions(doc, seller.paymentInstructions, invoice.invoiceNumber);
    }
    drawNote(doc, 'Notes', invoice.notes);
    drawEtimsBlock(doc, invoice.etims);
  });
  return { pdf, filename: `${invoice.invoiceNumber}.pdf` };
}
