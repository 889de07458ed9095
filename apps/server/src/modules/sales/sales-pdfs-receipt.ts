import type { Database } from '@tawi/db';
import { formatDate, formatKes } from '@tawi/domain';
import { assertBranchAccess } from '../../platform/branch-scope';
import { documentFileName } from '../../platform/document-file-name';
import { drawLetterhead, drawTable, drawTotals, renderPdf } from '../../platform/pdf';
import type { RequestContext } from '../../platform/request-context';
import { findCustomerRow } from './customers.repo';
import { findReceipt } from './receipts.repo';
import { drawNote, drawParty, sellerProfileOf } from './sales-pdfs-parts';

/** How a receipt was paid, in words. */
export const METHODS: Record<string, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  mpesa: 'M-Pesa',
  cheque: 'Cheque',
  card: 'Card',
};

/** The receipt for a customer payment: how it was paid, the invoices it settles, any credit left; marked when voided. */
export async function receiptPdf(db: Database, ctx: RequestContext, id: string) {
  const receipt = await findReceipt(db, ctx.companyId, id);
  assertBranchAccess(ctx, receipt.branchId);
  const customer = await findCustomerRow(db, ctx.companyId, receipt.customerId).catch(() => null);
  const seller = await sellerProfileOf(db, ctx.companyId);
  const pdf = await renderPdf(`Receipt ${receipt.receiptNumber}`, (doc) => {
    const voided = receipt.status === 'Voided';
    drawLetterhead(doc, seller.head, voided ? 'RECEIPT (VOIDED)' : 'RECEIPT', [
      ['Number', receipt.receiptNumber],
      ['Date', formatDate(receipt.date)],
      ['Paid by', METHODS[receipt.paymentMethod] ?? receipt.paymentMethod],
      ...(receipt.reference ? ([['Reference', receipt.reference]] as [string, string][]) : []),
    ]);
    drawParty(doc, 'Received from', { ...customer, name: receipt.customerName });
    if (receipt.invoices.length > 0) {
      drawTable(
        doc,
        ['Invoice', 'Amount applied'],
        receipt.invoices.map((i) => [i.invoiceNumber, formatKes(i.amount)]),
        [1],
      );
    }
    drawTotals(doc, [
      ['Amount received', formatKes(receipt.amount), true],
      ...(receipt.vatWithheld > 0
        ? ([
            [
              `VAT withheld (certificate ${receipt.withholdingCertificateNumber ?? ''} of ${formatDate(receipt.withholdingCertificateDate ?? receipt.date)})`,
              formatKes(receipt.vatWithheld),
            ],
          ] as [string, string][])
        : []),
      ...(receipt.unallocated > 0
        ? ([['Credit on account', formatKes(receipt.unallocated)]] as [string, string][])
        : []),
    ]);
    drawNote(doc, 'Notes', receipt.notes);
    if (voided)
      drawNote(doc, 'Voided', receipt.voidReason ?? 'This receipt was voided; its payment no longer counts');
  });
  return { pdf, filename: documentFileName(['Receipt', receipt.receiptNumber, receipt.customerName], 'pdf') };
}
