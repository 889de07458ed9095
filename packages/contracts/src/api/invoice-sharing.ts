import { documentParams } from '../common';
import { invoiceShareLink, sharedInvoice, shareTokenParams } from '../invoice-sharing';
import { fileDownload } from './route';
import { routeGroup } from './route-group';

const invoiceSharingRoutes = routeGroup({ tags: ['customers'], resource: 'invoices' });

/**
 * Sharing an invoice (API.md, Daily work: share link): a signed link that expires, to a public
 * read-only page and PDF of the invoice. A forged or altered token is 404 `share-link-invalid`, an
 * expired one 410 `share-link-expired`; neither shows anything of the invoice.
 */
export const invoiceSharingApi = {
  /** A link for the customer (WhatsApp, SMS); a Draft has none to share (409 `invalid-state`). */
  share: invoiceSharingRoutes.post(
    '/api/invoices/:id/share',
    { permission: 'customers:update' },
    {
      params: documentParams,
      response: invoiceShareLink,
      // nothing but the audit log records it: the link is signed, not stored
      touches: ['audit-log'],
    },
  ),
  view: invoiceSharingRoutes.get(
    '/api/shared/invoices/:token',
    { public: true },
    { params: shareTokenParams, response: sharedInvoice },
  ),
  pdf: invoiceSharingRoutes.get(
    '/api/shared/invoices/:token/pdf',
    { public: true },
    { params: shareTokenParams, response: fileDownload('application/pdf') },
  ),
};
