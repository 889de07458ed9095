import type { Invoice } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { formatDate, formatKes } from '@tawi/domain';
import { assertRecordBranch } from '../../platform/branch-scope';
import { companyChargesVat } from '../../platform/company-vat';
import { documentFileName } from '../../platform/document-file-name';
import { drawLetterhead, renderPdf } from '../../platform/pdf';
import { drawParty } from '../../platform/pdf-parts';
import type { RequestContext } from '../../platform/request-context';
import { findCustomerRow } from './customers.repo';
import { findInvoice } from './invoices.repo';
import { drawEtimsBlock } from './sales-pdfs-etims';
import { drawNote, drawPaymentInstructions, drawPricedBody, sellerProfileOf } from './sales-pdfs-parts';

/**
 * The tax invoice: letterhead with the seller's KRA PIN, the buyer with theirs, lines with tax
 * codes, taxable amount and VAT per tax category A-E, totals, what is paid and still owed, and how
 * to pay (the paybill account is the invoice number unless Settings fix one), and its KRA eTIMS
 * control-unit data with the verification QR code.
 */
export async function invoicePdf(db: Database, ctx: RequestContext, id: string) {
  const invoice = await findInvoice(db, ctx.companyId, id);
  assertRecordBranch(ctx, invoice);
  return printInvoice(db, ctx.companyId, invoice);
}

/** The invoice's PDF without a user's branch check (the payment reminder job mails it). */
export async function printInvoice(db: Database, companyId: string, invoice: Invoice) {
  const customer = await findCustomerRow(db, companyId, invoice.customerId).catch(() => null);
  const seller = await sellerProfileOf(db, companyId);
  // only a VAT-registered seller issues a tax invoice (VAT Act 2013 s.42)
  const chargesVat = await companyChargesVat(db, companyId, invoice.date);
  const labels = seller.labels;
  const words = labels.invoice;
  const kind = chargesVat ? words.taxTitle : words.title;
  const title = invoice.status === 'Draft' ? words.draftTitle : kind;
  const settled = invoice.amountPaid || invoice.amountCredited;
  const pdf = await renderPdf(`Invoice ${invoice.invoiceNumber}`, (doc) => {
    drawLetterhead(doc, seller.head, title, [
      [labels.number, invoice.invoiceNumber],
      [labels.date, formatDate(invoice.date)],
      [words.due, formatDate(invoice.dueDate)],
      [labels.status, words.status[invoice.status]],
    ]);
    drawParty(doc, words.billTo, { ...customer, name: invoice.customerName, kraPin: invoice.buyerKraPin });
    drawPricedBody(
      doc,
      invoice,
      labels,
      chargesVat,
      settled
        ? [
            [words.paid, formatKes(invoice.amountPaid)],
            [words.credited, formatKes(invoice.amountCredited)],
            [words.balanceDue, formatKes(invoice.outstanding), true],
          ]
        : [],
    );
    if (invoice.status !== 'Void' && invoice.outstanding > 0) {
      drawPaymentInstructions(doc, seller.paymentInstructions, invoice.invoiceNumber, labels);
    }
    drawNote(doc, labels.notes, invoice.notes);
    drawEtimsBlock(doc, invoice.etims, labels.etims);
  });
  return { pdf, filename: documentFileName(['Invoice', invoice.invoiceNumber, invoice.customerName], 'pdf') };
}
