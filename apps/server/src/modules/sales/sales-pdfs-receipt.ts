import type { Database } from '@tawi/db';
import { formatDate, formatKes } from '@tawi/domain';
import { assertRecordBranch } from '../../platform/branch-scope';
import { documentFileName } from '../../platform/document-file-name';
import { drawLetterhead, drawTable, drawTotals, renderPdf } from '../../platform/pdf';
import { drawParty } from '../../platform/pdf-parts';
import type { RequestContext } from '../../platform/request-context';
import { findCustomerRow } from './customers.repo';
import { DOCUMENT_LABELS } from './document-labels-by-language';
import { findReceipt } from './receipts.repo';
import { drawNote, sellerProfileOf } from './sales-pdfs-parts';

/** How a receipt was paid, in words (English: the reports' wording). */
export const METHODS: Record<string, string> = DOCUMENT_LABELS.en.receipt.method;

/** The receipt for a customer payment: how it was paid, the invoices it settles, any credit left; marked when voided. */
export async function receiptPdf(db: Database, ctx: RequestContext, id: string) {
  const receipt = await findReceipt(db, ctx.companyId, id);
  assertRecordBranch(ctx, receipt);
  const customer = await findCustomerRow(db, ctx.companyId, receipt.customerId).catch(() => null);
  const seller = await sellerProfileOf(db, ctx.companyId);
  const { labels } = seller;
  const words = labels.receipt;
  const pdf = await renderPdf(`Receipt ${receipt.receiptNumber}`, (doc) => {
    const voided = receipt.status === 'Voided';
    drawLetterhead(doc, seller.head, voided ? words.voidedTitle : words.title, [
      [labels.number, receipt.receiptNumber],
      [labels.date, formatDate(receipt.date)],
      [words.paidBy, words.method[receipt.paymentMethod]],
      ...(receipt.reference ? ([[words.reference, receipt.reference]] as [string, string][]) : []),
    ]);
    drawParty(doc, words.receivedFrom, { ...customer, name: receipt.customerName });
    if (receipt.invoices.length > 0) {
      drawTable(
        doc,
        [words.invoice, words.amountApplied],
        receipt.invoices.map((i) => [i.invoiceNumber, formatKes(i.amount)]),
        [1],
      );
    }
    const certificateDate = formatDate(receipt.withholdingCertificateDate ?? receipt.date);
    drawTotals(doc, [
      [words.amountReceived, formatKes(receipt.amount), true],
      ...(receipt.vatWithheld > 0
        ? ([
            [
              words.vatWithheld(receipt.withholdingCertificateNumber ?? '', certificateDate),
              formatKes(receipt.vatWithheld),
            ],
          ] as [string, string][])
        : []),
      ...(receipt.unallocated > 0
        ? ([[words.creditOnAccount, formatKes(receipt.unallocated)]] as [string, string][])
        : []),
    ]);
    drawNote(doc, labels.notes, receipt.notes);
    if (voided) drawNote(doc, words.voided, receipt.voidReason ?? words.voidedWithoutReason);
  });
  return { pdf, filename: documentFileName(['Receipt', receipt.receiptNumber, receipt.customerName], 'pdf') };
}
