import { receivablesAging, receivablesAgingQuery } from '../sales-credits';
import { documentFileRoutes } from './document-routes';
import { optionalBy } from './route';
import { routeGroup } from './route-group';
import { salesTags as tags } from './sales-routes-common';

const creditNoteFiles = documentFileRoutes('/api/credit-notes', 'customers', tags);
const receiptFiles = documentFileRoutes('/api/receipts', 'customers', tags, 'customer-receipts');

const salesDocumentsRoutes = routeGroup({ tags: ['reports'] });

/** The PDF and email of the other customer documents (credit notes, receipts), and the receivables aging. */
export const salesDocumentsApi = {
  creditNotePdf: creditNoteFiles.pdf,
  emailCreditNote: creditNoteFiles.email,
  receiptPdf: receiptFiles.pdf,
  emailReceipt: receiptFiles.email,
  /** Per customer, what their open invoices owe by days past due, as at `to` (default today). */
  receivablesAging: salesDocumentsRoutes.get(
    '/api/reports/receivables-aging',
    { permission: 'customers:read' },
    { branch: optionalBy('query'), query: receivablesAgingQuery, response: receivablesAging },
  ),
};
