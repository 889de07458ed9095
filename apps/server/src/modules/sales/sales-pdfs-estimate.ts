import type { Database } from '@tawi/db';
import { formatDate } from '@tawi/domain';
import { assertRecordBranch } from '../../platform/branch-scope';
import { companyChargesVat } from '../../platform/company-vat';
import { documentFileName } from '../../platform/document-file-name';
import { drawLetterhead, renderPdf } from '../../platform/pdf';
import { drawParty } from '../../platform/pdf-parts';
import type { RequestContext } from '../../platform/request-context';
import { findCustomerRow } from './customers.repo';
import { findEstimate } from './estimates.repo';
import { drawNote, drawPaymentInstructions, drawPricedBody, sellerProfileOf } from './sales-pdfs-parts';

/** The estimate (quotation): as the invoice, valid until its date, with how to pay. */
export async function estimatePdf(db: Database, ctx: RequestContext, id: string) {
  const estimate = await findEstimate(db, ctx.companyId, id);
  assertRecordBranch(ctx, estimate);
  const customer = await findCustomerRow(db, ctx.companyId, estimate.customerId).catch(() => null);
  const seller = await sellerProfileOf(db, ctx.companyId);
  const chargesVat = await companyChargesVat(db, ctx.companyId, estimate.date);
  const { labels } = seller;
  const words = labels.estimate;
  const pdf = await renderPdf(`Estimate ${estimate.estimateNumber}`, (doc) => {
    drawLetterhead(doc, seller.head, words.title, [
      [labels.number, estimate.estimateNumber],
      [labels.date, formatDate(estimate.date)],
      [words.validUntil, formatDate(estimate.validUntil)],
      [labels.status, words.status[estimate.status]],
    ]);
    drawParty(doc, words.preparedFor, { ...customer, name: estimate.customerName });
    drawPricedBody(doc, estimate, labels, chargesVat);
    drawPaymentInstructions(doc, seller.paymentInstructions, estimate.estimateNumber, labels);
    drawNote(doc, labels.notes, estimate.notes);
  });
  return {
    pdf,
    filename: documentFileName(['Estimate', estimate.estimateNumber, estimate.customerName], 'pdf'),
  };
}
