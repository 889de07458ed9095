import type { Database } from '@tawi/db';
import { formatDate, statusLabel } from '@tawi/domain';
import { assertBranchAccess } from '../../platform/branch-scope';
import { companyChargesVat } from '../../platform/company-vat';
import { documentFileName } from '../../platform/document-file-name';
import { drawLetterhead, renderPdf } from '../../platform/pdf';
import type { RequestContext } from '../../platform/request-context';
import { findCustomerRow } from './customers.repo';
import { findEstimate } from './estimates.repo';
import {
  drawNote,
  drawParty,
  drawPaymentInstructions,
  drawPricedBody,
  sellerProfileOf,
} from './sales-pdfs-parts';

/** The estimate (quotation): as the invoice, valid until its date, with how to pay. */
export async function estimatePdf(db: Database, ctx: RequestContext, id: string) {
  const estimate = await findEstimate(db, ctx.companyId, id);
  assertBranchAccess(ctx, estimate.branchId);
  const customer = await findCustomerRow(db, ctx.companyId, estimate.customerId).catch(() => null);
  const seller = await sellerProfileOf(db, ctx.companyId);
  const chargesVat = await companyChargesVat(db, ctx.companyId, estimate.date);
  const pdf = await renderPdf(`Estimate ${estimate.estimateNumber}`, (doc) => {
    drawLetterhead(doc, seller.head, 'ESTIMATE', [
      ['Number', estimate.estimateNumber],
      ['Date', formatDate(estimate.date)],
      ['Valid until', formatDate(estimate.validUntil)],
      ['Status', statusLabel(estimate.status)],
    ]);
    drawParty(doc, 'Prepared for', { ...customer, name: estimate.customerName });
    drawPricedBody(doc, estimate, [], chargesVat);
    drawPaymentInstructions(doc, seller.paymentInstructions, estimate.estimateNumber);
    drawNote(doc, 'Notes', estimate.notes);
  });
  return {
    pdf,
    filename: documentFileName(['Estimate', estimate.estimateNumber, estimate.customerName], 'pdf'),
  };
}
