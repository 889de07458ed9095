import { documentParams, paginated } from '../common';
import {
  creditNote,
  creditNoteApply,
  creditNoteCreate,
  creditNoteListQuery,
  creditNoteRefund,
  receiptVoid,
} from '../sales-credits';
import { customerReceipt, receiptCreate, receiptListQuery } from '../sales-invoices';
import { documentReadRoutes } from './document-routes';
import { MOVES_STOCK, POSTS_TO_LEDGER, SALES_DOCUMENTS } from './resources';
import { scopedBy } from './route';
import { routeGroup } from './route-group';

const tags = ['customers'];

const creditNotesRoutes = routeGroup({ tags });

/** Credit notes against issued invoices, and using their unapplied part (API.md: credit notes). */
export const creditNotesApi = {
  ...documentReadRoutes('/api/credit-notes', 'customers', tags, creditNoteListQuery, creditNote),
  /**
   * Credits an issued invoice: settles what it owes (the excess becomes the customer's credit), posts
   * the reversal of its sales and VAT; with `returnStock`, the stocked lines come back into the branch.
   */
  create: creditNotesRoutes.post(
    '/api/credit-notes',
    { permission: 'customers:approve' },
    {
      body: creditNoteCreate,
      response: creditNote,
      status: 201,
      touches: ['customers', ...SALES_DOCUMENTS, ...POSTS_TO_LEDGER, ...MOVES_STOCK, 'vat-summaries'],
    },
  ),
  /** Applies the note's unapplied part to other open invoices of its customer. */
  apply: creditNotesRoutes.post(
    '/api/credit-notes/:id/apply',
    { permission: 'customers:update' },
    {
      params: documentParams,
      body: creditNoteApply,
      response: creditNote,
      touches: ['customers', ...SALES_DOCUMENTS, ...POSTS_TO_LEDGER],
    },
  ),
  /** Pays (part of) the unapplied part back to the customer out of a money account; 201. */
  refund: creditNotesRoutes.post(
    '/api/credit-notes/:id/refund',
    { permission: 'customers:approve' },
    {
      params: documentParams,
      body: creditNoteRefund,
      response: creditNote,
      status: 201,
      touches: ['customers', ...SALES_DOCUMENTS, ...POSTS_TO_LEDGER],
    },
  ),
};

const customerReceiptsRoutes = routeGroup({ tags, resource: 'customer-receipts' });

/** Money received from customers, allocated to their invoices (API.md: customer receipts). */
export const customerReceiptsApi = {
  list: customerReceiptsRoutes.get(
    '/api/receipts',
    { permission: 'customers:read' },
    { branch: scopedBy('query'), query: receiptListQuery, response: paginated(customerReceipt) },
  ),
  get: customerReceiptsRoutes.get(
    '/api/receipts/:id',
    { permission: 'customers:read' },
    { params: documentParams, response: customerReceipt },
  ),
  /** Records the money into a money account and pays the invoices named; the rest is the customer's credit. */
  create: customerReceiptsRoutes.post(
    '/api/receipts',
    { permission: 'customers:create' },
    {
      body: receiptCreate,
      response: customerReceipt,
      status: 201,
      touches: ['customers', ...SALES_DOCUMENTS, ...POSTS_TO_LEDGER],
    },
  ),
  /** The invoices it paid owe again, its unused credit is gone, its posting is reversed. */
  void: customerReceiptsRoutes.post(
    '/api/receipts/:id/void',
    { permission: 'customers:approve' },
    {
      params: documentParams,
      body: receiptVoid,
      response: customerReceipt,
      touches: ['customers', ...SALES_DOCUMENTS, ...POSTS_TO_LEDGER],
    },
  ),
};
