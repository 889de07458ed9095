import type { MailResult } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { formatDate, formatKes } from '@tawi/domain';
import { letterheadOf } from '../../platform/pdf';
import type { RequestContext } from '../../platform/request-context';
import { emailDocument } from '../mail';
import { findCreditNote } from './credit-notes.repo';
import { findCustomerRow } from './customers.repo';
import { findEstimate } from './estimates.repo';
import { findInvoice } from './invoices.repo';
import { findReceipt } from './receipts.repo';
import { creditNotePdf, customerStatementPdf, estimatePdf, invoicePdf, receiptPdf } from './sales-pdfs';

interface CustomerMail {
  customerId: string;
  /** The address asked for; else the customer's. */
  to: string | undefined;
  /** The subject's start: "Invoice INV-0001" becomes "Invoice INV-0001 from <company>". */
  subject: string;
  /** The sentence that says what is attached. */
  body: string;
  file: { pdf: Buffer; filename: string };
  source: { type: string; id: string };
}

/** Mails a customer document's PDF with a short letter, to the customer's address unless one is given. */
async function mailToCustomer(db: Database, ctx: RequestContext, mail: CustomerMail): Promise<MailResult> {
  const customer = await findCustomerRow(db, ctx.companyId, mail.customerId).catch(() => null);
  const company = await letterheadOf(db, ctx.companyId);
  return emailDocument(db, ctx, {
    to: mail.to ?? customer?.email,
    subject: `${mail.subject} from ${company.name}`,
    text: [`Dear ${customer?.name ?? 'customer'},`, '', mail.body, '', company.name].join('\n'),
    pdf: mail.file.pdf,
    filename: mail.file.filename,
    source: mail.source,
  });
}

/** Mails the invoice PDF to the customer (or `to`). */
export async function emailInvoice(db: Database, ctx: RequestContext, id: string, to: string | undefined) {
  const file = await invoicePdf(db, ctx, id);
  const invoice = await findInvoice(db, ctx.companyId, id);
  return mailToCustomer(db, ctx, {
    customerId: invoice.customerId,
    to,
    subject: `Invoice ${invoice.invoiceNumber}`,
    body: `Please find attached invoice ${invoice.invoiceNumber} of ${formatDate(invoice.date)} for ${formatKes(invoice.total)}, due on ${formatDate(invoice.dueDate)}.`,
    file,
    source: { type: 'invoice', id: invoice.id },
  });
}

/** Mails the estimate PDF to the customer (or `to`). */
export async function emailEstimate(db: Database, ctx: RequestContext, id: string, to: string | undefined) {
  const file = await estimatePdf(db, ctx, id);
  const estimate = await findEstimate(db, ctx.companyId, id);
  return mailToCustomer(db, ctx, {
    customerId: estimate.customerId,
    to,
    subject: `Estimate ${estimate.estimateNumber}`,
    body: `Please find attached estimate ${estimate.estimateNumber} for ${formatKes(estimate.total)}, valid until ${formatDate(estimate.validUntil)}.`,
    file,
    source: { type: 'estimate', id: estimate.id },
  });
}

/** Mails the credit note PDF to the customer (or `to`). */
export async function emailCreditNote(db: Database, ctx: RequestContext, id: string, to: string | undefined) {
  const file = await creditNotePdf(db, ctx, id);
  const note = await findCreditNote(db, ctx.companyId, id);
  return mailToCustomer(db, ctx, {
    customerId: note.customerId,
    to,
    subject: `Credit note ${note.creditNoteNumber}`,
    body: `Please find attached credit note ${note.creditNoteNumber} of ${formatDate(note.date)} for ${formatKes(note.total)} against invoice ${note.invoiceNumber}.`,
    file,
    source: { type: 'credit-note', id: note.id },
  });
}

/** Mails the receipt PDF to the customer (or `to`). */
export async function emailReceipt(db: Database, ctx: RequestContext, id: string, to: string | undefined) {
  const file = await receiptPdf(db, ctx, id);
  const receipt = await findReceipt(db, ctx.companyId, id);
  return mailToCustomer(db, ctx, {
    customerId: receipt.customerId,
    to,
    subject: `Receipt ${receipt.receiptNumber}`,
    body: `Thank you for your payment of ${formatKes(receipt.amount)} on ${formatDate(receipt.date)}. Please find attached receipt ${receipt.receiptNumber}.`,
    file,
    source: { type: 'receipt', id: receipt.id },
  });
}

/** Mails the customer's statement for the period to them (or `to`). */
export async function emailCustomerStatement(
  db: Database,
  ctx: RequestContext,
  customerId: string,
  q: { from?: string | undefined; to?: string | undefined },
  to: string | undefined,
) {
  const file = await customerStatementPdf(db, ctx, customerId, q);
  return mailToCustomer(db, ctx, {
    customerId,
    to,
    subject: 'Statement of account',
    body: 'Please find attached your statement of account.',
    file,
    source: { type: 'customer-statement', id: customerId },
  });
}
