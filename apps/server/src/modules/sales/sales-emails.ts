import type { Database } from '@tawi/db';
import { formatDate, formatKes } from '@tawi/domain';
import { letterheadOf } from '../../platform/pdf';
import type { RequestContext } from '../../platform/request-context';
import { emailDocument } from '../mail';
import { findCustomerRow } from './customers.repo';
import { findInvoice } from './invoices.repo';
import { customerStatementPdf, invoicePdf } from './sales-pdfs';

/** Mails the invoice PDF to the customer (or `to`). */
export async function emailInvoice(db: Database, ctx: RequestContext, id: string, to: string | undefined) {
  const { pdf, filename } = await invoicePdf(db, ctx, id);
  const { invoice, customer } = await invoiceParty(db, ctx, id);
  const company = await letterheadOf(db, ctx.companyId);
  return emailDocument(db, ctx, {
    to: to ?? customer?.email,
    subject: `Invoice ${invoice.invoiceNumber} from ${company.name}`,
    text: [
      `Dear ${invoice.customerName},`,
      '',
      `Please find attached invoice ${invoice.invoiceNumber} of ${formatDate(invoice.date)} for ${formatKes(invoice.total)}, due on ${formatDate(invoice.dueDate)}.`,
      '',
      company.name,
    ].join('\n'),
    pdf,
    filename,
    source: { type: 'invoice', id: invoice.id },
  });
}

async function invoiceParty(db: Database, ctx: RequestContext, id: string) {
  const invoice = await findInvoice(db, ctx.companyId, id);
  const customer = await findCustomerRow(db, ctx.companyId, invoice.customerId).catch(() => null);
  return { invoice, customer };
}

/** Mails the customer's statement for the period to them (or `to`). */
export async function emailCustomerStatement(
  db: Database,
  ctx: RequestContext,
  customerId: string,
  q: { from?: string | undefined; to?: string | undefined },
  to: string | undefined,
) {
  const { pdf, filename } = await customerStatementPdf(db, ctx, customerId, q);
  const customer = await findCustomerRow(db, ctx.companyId, customerId);
  const company = await letterheadOf(db, ctx.companyId);
  return emailDocument(db, ctx, {
    to: to ?? customer.email,
    subject: `Statement of account from ${company.name}`,
    text: [
      `Dear ${customer.name},`,
      '',
      'Please find attached your statement of account.',
      '',
      company.name,
    ].join('\n'),
    pdf,
    filename,
    source: { type: 'customer-statement', id: customerId },
  });
}
