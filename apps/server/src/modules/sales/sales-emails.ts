import type { DocumentEmail, Invoice } from '@tawi/contracts';
import type { Database, Executor } from '@tawi/db';
import { daysPastDue, formatDate, formatKes, todayIn } from '@tawi/domain';
import { assertBranchAccess } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { type DocumentLetter, draftDocumentMail, emailDocument, type PdfFile } from '../mail';
import { findCreditNote } from './credit-notes.repo';
import { customerStatement } from './customer-statement';
import { findCustomerRow } from './customers.repo';
import { findEstimate } from './estimates.repo';
import { findInvoice } from './invoices.repo';
import { findReceipt } from './receipts.repo';
import { creditNotePdf, customerStatementPdf, estimatePdf, invoicePdf, receiptPdf } from './sales-pdfs';

/** The customer's name and address as a letter addresses them. */
async function addressee(db: Executor, companyId: string, customerId: string, name: string) {
  const customer = await findCustomerRow(db, companyId, customerId).catch(() => null);
  return { customer: customer?.name ?? name, email: customer?.email };
}

/** The invoice's email: its figures as the invoice and reminder templates fill them. */
export async function invoiceLetter(
  db: Executor,
  companyId: string,
  invoice: Invoice,
  kind: 'invoice' | 'payment-reminder' = 'invoice',
  today = todayIn(),
): Promise<DocumentLetter> {
  const to = await addressee(db, companyId, invoice.customerId, invoice.customerName);
  return {
    kind,
    values: {
      number: invoice.invoiceNumber,
      customer: to.customer,
      date: formatDate(invoice.date),
      dueDate: formatDate(invoice.dueDate),
      total: formatKes(invoice.total),
      balance: formatKes(invoice.outstanding),
      daysOverdue: String(Math.max(0, daysPastDue(invoice.dueDate, today))),
    },
    defaultTo: to.email,
    source: { type: kind === 'invoice' ? 'invoice' : 'invoice-reminder', id: invoice.id },
  };
}

/** A customer document that is mailed: its letter (the template's values) and its PDF. */
interface MailedDocument<Q = undefined> {
  letter(db: Database, ctx: RequestContext, id: string, q: Q): Promise<DocumentLetter>;
  file(db: Database, ctx: RequestContext, id: string, q: Q): Promise<PdfFile>;
}

const invoiceMail: MailedDocument = {
  async letter(db, ctx, id) {
    const invoice = await findInvoice(db, ctx.companyId, id);
    assertBranchAccess(ctx, invoice.branchId);
    return invoiceLetter(db, ctx.companyId, invoice);
  },
  file: invoicePdf,
};

const estimateMail: MailedDocument = {
  async letter(db, ctx, id) {
    const estimate = await findEstimate(db, ctx.companyId, id);
    assertBranchAccess(ctx, estimate.branchId);
    const to = await addressee(db, ctx.companyId, estimate.customerId, estimate.customerName);
    return {
      kind: 'estimate',
      values: {
        number: estimate.estimateNumber,
        customer: to.customer,
        date: formatDate(estimate.date),
        validUntil: formatDate(estimate.validUntil),
        total: formatKes(estimate.total),
      },
      defaultTo: to.email,
      source: { type: 'estimate', id: estimate.id },
    };
  },
  file: estimatePdf,
};

const creditNoteMail: MailedDocument = {
  async letter(db, ctx, id) {
    const note = await findCreditNote(db, ctx.companyId, id);
    assertBranchAccess(ctx, note.branchId);
    const to = await addressee(db, ctx.companyId, note.customerId, note.customerName);
    return {
      kind: 'credit-note',
      values: {
        number: note.creditNoteNumber,
        customer: to.customer,
        date: formatDate(note.date),
        invoiceNumber: note.invoiceNumber,
        total: formatKes(note.total),
      },
      defaultTo: to.email,
      source: { type: 'credit-note', id: note.id },
    };
  },
  file: creditNotePdf,
};

const receiptMail: MailedDocument = {
  async letter(db, ctx, id) {
    const receipt = await findReceipt(db, ctx.companyId, id);
    assertBranchAccess(ctx, receipt.branchId);
    const to = await addressee(db, ctx.companyId, receipt.customerId, receipt.customerName);
    return {
      kind: 'receipt',
      values: {
        number: receipt.receiptNumber,
        customer: to.customer,
        date: formatDate(receipt.date),
        amount: formatKes(receipt.amount),
      },
      defaultTo: to.email,
      source: { type: 'receipt', id: receipt.id },
    };
  },
  file: receiptPdf,
};

type StatementPeriod = { from?: string | undefined; to?: string | undefined };

const statementMail: MailedDocument<StatementPeriod> = {
  async letter(db, ctx, customerId, q) {
    const statement = await customerStatement(db, ctx.companyId, customerId, q);
    const to = await addressee(db, ctx.companyId, customerId, statement.customerName);
    return {
      kind: 'statement',
      values: {
        customer: to.customer,
        from: formatDate(statement.from),
        to: formatDate(statement.to),
        balance: formatKes(statement.closingBalance),
      },
      defaultTo: to.email,
      source: { type: 'customer-statement', id: customerId },
    };
  },
  file: customerStatementPdf,
};

/** Mails a document's PDF with its template filled, to the customer's address unless `given` says. */
function mailer<Q>(doc: MailedDocument<Q>) {
  return async (db: Database, ctx: RequestContext, id: string, given: DocumentEmail, q: Q) => {
    const letter = await doc.letter(db, ctx, id, q);
    return emailDocument(db, ctx, letter, await doc.file(db, ctx, id, q), given);
  };
}

/** What the email dialog of a document starts from. */
function drafter<Q>(doc: MailedDocument<Q>) {
  return async (db: Database, ctx: RequestContext, id: string, q: Q) =>
    draftDocumentMail(db, ctx.companyId, await doc.letter(db, ctx, id, q));
}

export const emailInvoice = mailer(invoiceMail);
export const emailEstimate = mailer(estimateMail);
export const emailCreditNote = mailer(creditNoteMail);
export const emailReceipt = mailer(receiptMail);
export const emailCustomerStatement = mailer(statementMail);

export const invoiceEmailDraft = drafter(invoiceMail);
export const estimateEmailDraft = drafter(estimateMail);
export const creditNoteEmailDraft = drafter(creditNoteMail);
export const receiptEmailDraft = drafter(receiptMail);
export const statementEmailDraft = drafter(statementMail);
