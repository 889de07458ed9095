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
import { route, scopedBy } from './route';

const tags = ['customers'];

/** Credit notes against issued invoices, and using their unapplied part (API.md: credit notes). */
export const creditNotesApi = {
  ...documentReadRoutes('/api/credit-notes', 'customers', tags, creditNoteListQuery, creditNote),
  /**
   * Credits an issued invoice: settles what it owes (the excess becomes the customer's credit), posts
   * the reversal of its sales and VAT; with `returnStock`, the stocked lines come back into the branch.
   */
  create: route({
    method: 'POST',
    path: '/api/credit-notes',
    auth: { permission: 'customers:approve' },
    body: creditNoteCreate,
    response: creditNote,
    status: 201,
    touches: ['customers', ...SALES_DOCUMENTS, ...POSTS_TO_LEDGER, ...MOVES_STOCK, 'vat-summaries'],
    tags,
  }),
  /** Applies the note's unapplied part to other open invoices of its customer. */
  apply: route({
    method: 'POST',
    path: '/api/credit-notes/:id/apply',
    auth: { permission: 'customers:update' },
    params: documentParams,
    body: creditNoteApply,
    response: creditNote,
    touches: ['customers', ...SALES_DOCUMENTS, ...POSTS_TO_LEDGER],
    tags,
  }),
  /** Pays (part of) the unapplied part back to the customer out of a money account; 201. */
  refund: route({
    method: 'POST',
    path: '/api/credit-notes/:id/refund',
    auth: { permission: 'customers:approve' },
    params: documentParams,
    body: creditNoteRefund,
    response: creditNote,
    status: 201,
    touches: ['customers', ...SALES_DOCUMENTS, ...POSTS_TO_LEDGER],
    tags,
  }),
};

/** Money received from customers, allocated to their invoices (API.md: customer receipts). */
export const customerReceiptsApi = {
  list: route({
    method: 'GET',
    path: '/api/receipts',
    branch: scopedBy('query'),
    auth: { permission: 'customers:read' },
    query: receiptListQuery,
    response: paginated(customerReceipt),
    resource: 'customer-receipts',
    tags,
  }),
  get: route({
    method: 'GET',
    path: '/api/receipts/:id',
    auth: { permission: 'customers:read' },
    params: documentParams,
    response: customerReceipt,
    resource: 'customer-receipts',
    tags,
  }),
  /** Records the money into a money account and pays the invoices named; the rest is the customer's credit. */
  create: route({
    method: 'POST',
    path: '/api/receipts',
    auth: { permission: 'customers:create' },
    body: receiptCreate,
    response: customerReceipt,
    status: 201,
    resource: 'customer-receipts',
    touches: ['customers', ...SALES_DOCUMENTS, ...POSTS_TO_LEDGER],
    tags,
  }),
  /** The invoices it paid owe again, its unused credit is gone, its posting is reversed. */
  void: route({
    method: 'POST',
    path: '/api/receipts/:id/void',
    auth: { permission: 'customers:approve' },
    params: documentParams,
    body: receiptVoid,
    response: customerReceipt,
    resource: 'customer-receipts',
    touches: ['customers', ...SALES_DOCUMENTS, ...POSTS_TO_LEDGER],
    tags,
  }),
};
