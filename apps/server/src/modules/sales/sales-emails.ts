import type { Invoice } from '@tawi/contracts';
import type { Database, Executor } from '@tawi/db';
import { daysPastDue, formatDate, formatKes, type TemplateValues, todayIn } from '@tawi/domain';
import { assertRecordBranch } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { type DocumentLetter, documentMailDrafter, documentMailer, type MailedDocument } from '../mail';
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

/** A customer document as its letter needs it. */
interface CustomerDocument {
  id: string;
  branchId: string;
  customerId: string;
  customerName: string;
}

/**
 * The letter of a customer document the user may see (its branch), to the customer's address: the
 * template `kind` filled with the customer's name and the document's own `values`.
 */
async function customerDocumentLetter(
  db: Database,
  ctx: RequestContext,
  doc: CustomerDocument,
  kind: 'estimate' | 'credit-note' | 'receipt',
  values: TemplateValues & { number: string },
): Promise<DocumentLetter> {
  assertRecordBranch(ctx, doc);
  const to = await addressee(db, ctx.companyId, doc.customerId, doc.customerName);
  const { number, ...rest } = values;
  return {
    kind,
    values: { number, customer: to.customer, ...rest },
    defaultTo: to.email,
    source: { type: kind, id: doc.id },
  };
}

const invoiceMail: MailedDocument = {
  async letter(db, ctx, id) {
    const invoice = await findInvoice(db, ctx.companyId, id);
    assertRecordBranch(ctx, invoice);
    return invoiceLetter(db, ctx.companyId, invoice);
  },
  file: invoicePdf,
};

const estimateMail: MailedDocument = {
  async letter(db, ctx, id) {
    const estimate = await findEstimate(db, ctx.companyId, id);
    return customerDocumentLetter(db, ctx, estimate, 'estimate', {
      number: estimate.estimateNumber,
      date: formatDate(estimate.date),
      validUntil: formatDate(estimate.validUntil),
      total: formatKes(estimate.total),
    });
  },
  file: estimatePdf,
};

const creditNoteMail: MailedDocument = {
  async letter(db, ctx, id) {
    const note = await findCreditNote(db, ctx.companyId, id);
    return customerDocumentLetter(db, ctx, note, 'credit-note', {
      number: note.creditNoteNumber,
      date: formatDate(note.date),
      invoiceNumber: note.invoiceNumber,
      total: formatKes(note.total),
    });
  },
  file: creditNotePdf,
};

const receiptMail: MailedDocument = {
  async letter(db, ctx, id) {
    const receipt = await findReceipt(db, ctx.companyId, id);
    return customerDocumentLetter(db, ctx, receipt, 'receipt', {
      number: receipt.receiptNumber,
      date: formatDate(receipt.date),
      amount: formatKes(receipt.amount),
    });
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

export const emailInvoice = documentMailer(invoiceMail);
export const emailEstimate = documentMailer(estimateMail);
export const emailCreditNote = documentMailer(creditNoteMail);
export const emailReceipt = documentMailer(receiptMail);
export const emailCustomerStatement = documentMailer(statementMail);

export const invoiceEmailDraft = documentMailDrafter(invoiceMail);
export const estimateEmailDraft = documentMailDrafter(estimateMail);
export const creditNoteEmailDraft = documentMailDrafter(creditNoteMail);
export const receiptEmailDraft = documentMailDrafter(receiptMail);
export const statementEmailDraft = documentMailDrafter(statementMail);
