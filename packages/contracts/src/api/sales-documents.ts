import { z } from 'zod';
import { documentParams, paginated } from '../common';
import { documentEmail, mailResult } from '../mail';
import {
  estimate,
  estimateConvert,
  estimateCreate,
  estimateListQuery,
  estimateUpdate,
  receivablesAging,
  receivablesAgingQuery,
} from '../sales-credits';
import {
  invoice,
  invoiceCreate,
  invoiceListQuery,
  invoicePayment,
  invoiceUpdate,
  invoiceVoid,
} from '../sales-invoices';
import {
  salesOrder,
  salesOrderCancel,
  salesOrderCreate,
  salesOrderInvoice,
  salesOrderListQuery,
  salesOrderUpdate,
} from '../sales-orders';
import { MOVES_STOCK, POSTS_TO_LEDGER } from './resources';
import { fileDownload, noContent, route } from './route';

const tags = ['customers'];

/**
 * What an issued invoice changes (and its void, back): the invoices, the customer's balance, the books,
 * the stock of its products and the VAT of its month.
 */
const POSTS_A_SALE = ['invoices', 'customers', ...POSTS_TO_LEDGER, ...MOVES_STOCK, 'vat-summaries'] as const;

/** Sales invoices, their payments, PDF and email (API.md: invoices). */
export const invoicesApi = {
  list: route({
    method: 'GET',
    path: '/api/invoices',
    auth: { permission: 'customers:read' },
    query: invoiceListQuery,
    response: paginated(invoice),
    tags,
  }),
  get: route({
    method: 'GET',
    path: '/api/invoices/:id',
    auth: { permission: 'customers:read' },
    params: documentParams,
    response: invoice,
    tags,
  }),
  /** The receipts and credit notes that settled part of the invoice. */
  payments: route({
    method: 'GET',
    path: '/api/invoices/:id/payments',
    auth: { permission: 'customers:read' },
    params: documentParams,
    response: z.object({ items: z.array(invoicePayment) }),
    tags,
  }),
  /** A draft, or (status Unpaid) an issued invoice: posted, its stock out. */
  create: route({
    method: 'POST',
    path: '/api/invoices',
    auth: { permission: 'customers:create' },
    body: invoiceCreate,
    response: invoice,
    status: 201,
    touches: POSTS_A_SALE,
    tags,
  }),
  /** Edits a draft. */
  update: route({
    method: 'PATCH',
    path: '/api/invoices/:id',
    auth: { permission: 'customers:update' },
    params: documentParams,
    body: invoiceUpdate,
    response: invoice,
    touches: ['invoices'],
    tags,
  }),
  /** Deletes a Draft (409 `invalid-state` otherwise); its number is not reused. */
  remove: route({
    method: 'DELETE',
    path: '/api/invoices/:id',
    auth: { permission: 'customers:delete' },
    params: documentParams,
    response: noContent,
    touches: ['invoices'],
    tags,
  }),
  /** A new Draft with the same customer, terms and lines, dated today. */
  clone: route({
    method: 'POST',
    path: '/api/invoices/:id/clone',
    auth: { permission: 'customers:create' },
    params: documentParams,
    response: invoice,
    status: 201,
    touches: ['invoices'],
    tags,
  }),
  /** Issues a draft: posted, its stock out. */
  issue: route({
    method: 'POST',
    path: '/api/invoices/:id/issue',
    auth: { permission: 'customers:update' },
    params: documentParams,
    response: invoice,
    touches: POSTS_A_SALE,
    tags,
  }),
  /** Voids an invoice on `body.date` (default today): reversed, its stock back, its sales order's quantities back. */
  void: route({
    method: 'POST',
    path: '/api/invoices/:id/void',
    auth: { permission: 'customers:approve' },
    params: documentParams,
    body: invoiceVoid.nullish(),
    response: invoice,
    touches: [...POSTS_A_SALE, 'sales-orders'],
    tags,
  }),
  /** Sends the invoice to KRA's eTIMS again: a refused or waiting one, or one issued before eTIMS was on. */
  etimsResend: route({
    method: 'POST',
    path: '/api/invoices/:id/etims/resend',
    auth: { permission: 'customers:update' },
    params: documentParams,
    response: invoice,
    touches: ['invoices', 'etims'],
    tags,
  }),
  pdf: route({
    method: 'GET',
    path: '/api/invoices/:id/pdf',
    auth: { permission: 'customers:read' },
    params: documentParams,
    response: fileDownload('application/pdf'),
    tags,
  }),
  /** Mails the invoice as a PDF; 202: sent, or queued in the outbox. */
  email: route({
    method: 'POST',
    path: '/api/invoices/:id/email',
    auth: { permission: 'customers:update' },
    params: documentParams,
    body: documentEmail,
    response: mailResult,
    status: 202,
    touches: ['outbox'],
    tags,
  }),
};

/** Estimates (quotes), their steps, conversion, PDF and email (API.md: estimates). */
export const estimatesApi = {
  list: route({
    method: 'GET',
    path: '/api/estimates',
    auth: { permission: 'customers:read' },
    query: estimateListQuery,
    response: paginated(estimate),
    tags,
  }),
  get: route({
    method: 'GET',
    path: '/api/estimates/:id',
    auth: { permission: 'customers:read' },
    params: documentParams,
    response: estimate,
    tags,
  }),
  create: route({
    method: 'POST',
    path: '/api/estimates',
    auth: { permission: 'customers:create' },
    body: estimateCreate,
    response: estimate,
    status: 201,
    touches: ['estimates'],
    tags,
  }),
  update: route({
    method: 'PATCH',
    path: '/api/estimates/:id',
    auth: { permission: 'customers:update' },
    params: documentParams,
    body: estimateUpdate,
    response: estimate,
    touches: ['estimates'],
    tags,
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/estimates/:id',
    auth: { permission: 'customers:delete' },
    params: documentParams,
    response: noContent,
    touches: ['estimates'],
    tags,
  }),
  /** A new Draft with the same customer and lines, dated today (valid 30 days). */
  clone: route({
    method: 'POST',
    path: '/api/estimates/:id/clone',
    auth: { permission: 'customers:create' },
    params: documentParams,
    response: estimate,
    status: 201,
    touches: ['estimates'],
    tags,
  }),
  /** Sends a draft (again while Sent). */
  send: route({
    method: 'POST',
    path: '/api/estimates/:id/send',
    auth: { permission: 'customers:update' },
    params: documentParams,
    response: estimate,
    touches: ['estimates'],
    tags,
  }),
  /** The customer accepted it (a draft or sent estimate). */
  accept: route({
    method: 'POST',
    path: '/api/estimates/:id/accept',
    auth: { permission: 'customers:update' },
    params: documentParams,
    response: estimate,
    touches: ['estimates'],
    tags,
  }),
  /** The customer declined it (open or accepted). */
  decline: route({
    method: 'POST',
    path: '/api/estimates/:id/decline',
    auth: { permission: 'customers:update' },
    params: documentParams,
    response: estimate,
    touches: ['estimates'],
    tags,
  }),
  /** Into an invoice (default; issued unless status Draft) or an open sales order, with its lines. */
  convert: route({
    method: 'POST',
    path: '/api/estimates/:id/convert',
    auth: { permission: 'customers:create' },
    params: documentParams,
    body: estimateConvert.nullish(),
    response: z.union([invoice, salesOrder]),
    status: 201,
    touches: ['estimates', 'sales-orders', ...POSTS_A_SALE],
    tags,
  }),
  pdf: route({
    method: 'GET',
    path: '/api/estimates/:id/pdf',
    auth: { permission: 'customers:read' },
    params: documentParams,
    response: fileDownload('application/pdf'),
    tags,
  }),
  /** Mails the estimate as a PDF; 202: sent, or queued in the outbox. */
  email: route({
    method: 'POST',
    path: '/api/estimates/:id/email',
    auth: { permission: 'customers:update' },
    params: documentParams,
    body: documentEmail,
    response: mailResult,
    status: 202,
    touches: ['outbox'],
    tags,
  }),
};

/** Sales orders: saved, canceled, invoiced in whole or in part (API.md: sales orders). */
export const salesOrdersApi = {
  list: route({
    method: 'GET',
    path: '/api/sales-orders',
    auth: { permission: 'customers:read' },
    query: salesOrderListQuery,
    response: paginated(salesOrder),
    tags,
  }),
  get: route({
    method: 'GET',
    path: '/api/sales-orders/:id',
    auth: { permission: 'customers:read' },
    params: documentParams,
    response: salesOrder,
    tags,
  }),
  create: route({
    method: 'POST',
    path: '/api/sales-orders',
    auth: { permission: 'customers:create' },
    body: salesOrderCreate,
    response: salesOrder,
    status: 201,
    touches: ['sales-orders'],
    tags,
  }),
  /** PUT as the feature asked; the same partial update as PATCH (API.md's convention). */
  replace: route({
    method: 'PUT',
    path: '/api/sales-orders/:id',
    auth: { permission: 'customers:update' },
    params: documentParams,
    body: salesOrderUpdate,
    response: salesOrder,
    touches: ['sales-orders'],
    tags,
  }),
  update: route({
    method: 'PATCH',
    path: '/api/sales-orders/:id',
    auth: { permission: 'customers:update' },
    params: documentParams,
    body: salesOrderUpdate,
    response: salesOrder,
    touches: ['sales-orders'],
    tags,
  }),
  /**
   * Sales orders have no Draft status: an Open order with nothing invoiced is their draft and can be
   * deleted; any other is 409 `invalid-state`.
   */
  remove: route({
    method: 'DELETE',
    path: '/api/sales-orders/:id',
    auth: { permission: 'customers:delete' },
    params: documentParams,
    response: noContent,
    touches: ['sales-orders'],
    tags,
  }),
  /** A new Open order (nothing invoiced) with the same customer and lines, dated today. */
  clone: route({
    method: 'POST',
    path: '/api/sales-orders/:id/clone',
    auth: { permission: 'customers:create' },
    params: documentParams,
    response: salesOrder,
    status: 201,
    touches: ['sales-orders'],
    tags,
  }),
  cancel: route({
    method: 'POST',
    path: '/api/sales-orders/:id/cancel',
    auth: { permission: 'customers:update' },
    params: documentParams,
    body: salesOrderCancel,
    response: salesOrder,
    touches: ['sales-orders'],
    tags,
  }),
  /** Invoices all or part of the order: the new invoice is issued (posted, stock out). */
  invoice: route({
    method: 'POST',
    path: '/api/sales-orders/:id/invoice',
    auth: { permission: 'customers:create' },
    params: documentParams,
    body: salesOrderInvoice.nullish(),
    response: invoice,
    status: 201,
    touches: ['sales-orders', ...POSTS_A_SALE],
    tags,
  }),
};

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
