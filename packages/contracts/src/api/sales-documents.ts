import { documentParams } from '../common';
import { documentEmail, mailResult } from '../mail';
import { receivablesAging, receivablesAgingQuery } from '../sales-credits';
import { fileDownload, route } from './route';
import { salesTags as tags } from './sales-routes-common';

/** The PDF and email of the other customer documents (credit notes, receipts), and the receivables aging. */
export const salesDocumentsApi = {
  creditNotePdf: route({
    method: 'GET',
    path: '/api/credit-notes/:id/pdf',
    auth: { permission: 'customers:read' },
    params: documentParams,
    response: fileDownload('application/pdf'),
    tags,
  }),
  /** Mails the credit note as a PDF; 202: sent, or queued in the outbox. */
  emailCreditNote: route({
    method: 'POST',
    path: '/api/credit-notes/:id/email',
    auth: { permission: 'customers:update' },
    params: documentParams,
    body: documentEmail,
    response: mailResult,
    status: 202,
    touches: ['outbox'],
    tags,
  }),
  receiptPdf: route({
    method: 'GET',
    path: '/api/receipts/:id/pdf',
    auth: { permission: 'customers:read' },
    params: documentParams,
    response: fileDownload('application/pdf'),
    resource: 'customer-receipts',
    tags,
  }),
  /** Mails the receipt as a PDF; 202: sent, or queued in the outbox. */
  emailReceipt: route({
    method: 'POST',
    path: '/api/receipts/:id/email',
    auth: { permission: 'customers:update' },
    params: documentParams,
    body: documentEmail,
    response: mailResult,
    status: 202,
    resource: 'customer-receipts',
    touches: ['outbox'],
    tags,
  }),
  /** Per customer, what their open invoices owe by days past due, as at `to` (default today). */
  receivablesAging: route({
    method: 'GET',
    path: '/api/reports/receivables-aging',
    auth: { permission: 'customers:read' },
    query: receivablesAgingQuery,
    response: receivablesAging,
    tags: ['reports'],
  }),
};
