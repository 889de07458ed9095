import type { Database } from '@tawi/db';
import { formatDate } from '@tawi/domain';
import { assertRecordBranch } from '../../platform/branch-scope';
import { companyChargesVat } from '../../platform/company-vat';
import { documentFileName } from '../../platform/document-file-name';
import { drawLetterhead, renderPdf } from '../../platform/pdf';
import { drawParty } from '../../platform/pdf-parts';
import type { RequestContext } from '../../platform/request-context';
import { findCreditNote } from './credit-notes.repo';
import { findCustomerRow } from './customers.repo';
import { findInvoice } from './invoices.repo';
import { drawEtimsBlock } from './sales-pdfs-etims';
import { drawNote, drawPaymentInstructions, drawPricedBody, sellerProfileOf } from './sales-pdfs-parts';

/**
 * The credit note against its invoice: the buyer's KRA PIN as on the invoice, the credited lines
 * with their tax codes, totals per tax category, and how to pay any balance still owed.
 */
export async function creditNotePdf(db: Database, ctx: RequestContext, id: string) {
  const note = await findCreditNote(db, ctx.companyId, id);
  assertRecordBranch(ctx, note);
  const invoice = await findInvoice(db, ctx.companyId, note.invoiceId);
  const customer = await findCustomerRow(db, ctx.companyId, note.customerId).catch(() => null);
  const seller = await sellerProfileOf(db, ctx.companyId);
  // VAT as its invoice charged it
  const chargesVat = await companyChargesVat(db, ctx.companyId, invoice.date);
  const { labels } = seller;
  const words = labels.creditNote;
  const pdf = await renderPdf(`Credit note ${note.creditNoteNumber}`, (doc) => {
    drawLetterhead(doc, seller.head, words.title, [
      [labels.number, note.creditNoteNumber],
      [labels.date, formatDate(note.date)],
      [words.invoice, note.invoiceNumber],
      [words.stockReturned, note.returnStock ? words.yes : words.no],
    ]);
    drawParty(doc, words.creditTo, { ...customer, name: note.customerName, kraPin: invoice.buyerKraPin });
    drawPricedBody(doc, note, labels, chargesVat);
    drawNote(doc, words.reason, note.reason);
    drawEtimsBlock(doc, note.etims, labels.etims);
    if (invoice.status !== 'Void' && invoice.outstanding > 0) {
      const title = words.balanceStillDue(invoice.invoiceNumber);
      drawPaymentInstructions(doc, seller.paymentInstructions, invoice.invoiceNumber, labels, title);
    }
  });
  return {
    pdf,
    filename: documentFileName(['Credit note', note.creditNoteNumber, note.customerName], 'pdf'),
  };
}
