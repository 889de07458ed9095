import { receivablesAging, receivablesAgingQuery } from '../sales-credits';
import { documentFileRoutes } from './document-routes';
import { optionalBy, route } from './route';
import { salesTags as tags } from './sales-routes-common';

const creditNoteFiles = documentFileRoutes('/api/credit-notes', 'customers', tags);
const receiptFiles = documentFileRoutes('/api/receipts', 'customers', tags, 'customer-receipts');

/** The PDF and email of the other customer documents (credit notes, receipts), and the receivables aging. */
export const salesDocumentsApi = {
  creditNotePdf: creditNoteFiles.pdf,
  emailCreditNote: creditNoteFiles.email,
  receiptPdf: receiptFiles.pdf,
  emailReceipt: receiptFiles.email,
  /** Per customer, what their open invoices owe by days past due, as at `to` (default today). */
  receivablesAging: route({
    method: 'GET',
    path: '/api/reports/receivables-aging',
    branch: optionalBy('query'),
    auth: { permission: 'customers:read' },
    query: receivablesAgingQuery,
    response: receivablesAging,
    tags: ['reports'],
  }),
};
