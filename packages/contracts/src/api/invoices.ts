import { z } from 'zod';
import { documentParams } from '../common';
import {
  invoice,
  invoiceCreate,
  invoiceListQuery,
  invoicePayment,
  invoiceUpdate,
  invoiceVoid,
} from '../sales-invoices';
import { documentFileRoutes, documentReadRoutes, documentWriteRoutes } from './document-routes';
import { routeGroup } from './route-group';
import { POSTS_A_SALE, salesTags as tags } from './sales-routes-common';

const invoices = documentWriteRoutes('/api/invoices', 'customers', tags);

const invoicesRoutes = routeGroup({ tags });

/** Sales invoices, their payments, PDF and email (API.md: invoices). */
export const invoicesApi = {
  ...documentReadRoutes('/api/invoices', 'customers', tags, invoiceListQuery, invoice),
  /** The receipts and credit notes that settled part of the invoice. */
  payments: invoicesRoutes.get(
    '/api/invoices/:id/payments',
    { permission: 'customers:read' },
    { params: documentParams, response: z.object({ items: z.array(invoicePayment) }) },
  ),
  /** A draft, or (status Unpaid) an issued invoice: posted, its stock out. */
  create: invoices.create(invoiceCreate, invoice, POSTS_A_SALE),
  /** Edits a draft. */
  update: invoices.update(invoiceUpdate, invoice, ['invoices']),
  /** Deletes a Draft (409 `invalid-state` otherwise); its number is not reused. */
  remove: invoices.remove(['invoices']),
  /** A new Draft with the same customer, terms and lines, dated today. */
  clone: invoices.clone(invoice, ['invoices']),
  /** Issues a draft: posted, its stock out. */
  issue: invoices.step('issue', invoice, POSTS_A_SALE),
  /** Voids an invoice on `body.date` (default today): reversed, its stock back, its sales order's quantities back. */
  void: invoicesRoutes.post(
    '/api/invoices/:id/void',
    { permission: 'customers:approve' },
    {
      params: documentParams,
      body: invoiceVoid.nullish(),
      response: invoice,
      touches: [...POSTS_A_SALE, 'sales-orders'],
    },
  ),
  /** Sends the invoice to KRA's eTIMS again: a refused or waiting one, or one issued before eTIMS was on. */
  etimsResend: invoicesRoutes.post(
    '/api/invoices/:id/etims/resend',
    { permission: 'customers:update' },
    { params: documentParams, response: invoice, touches: ['invoices', 'etims'] },
  ),
  ...documentFileRoutes('/api/invoices', 'customers', tags),
};
