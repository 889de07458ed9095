import { z } from 'zod';
import { documentParams, idParams, paginated } from '../common';
import {
  bill,
  billCreate,
  billListQuery,
  billsSummary,
  billsSummaryQuery,
  billVoid,
  paymentRefund,
  paymentVoid,
  purchaseOrder,
  purchaseOrderCreate,
  purchaseOrderListQuery,
  purchaseOrderUpdate,
  purchaseReceipt,
  receiveGoods,
  receiveGoodsResult,
  supplierPayment,
  supplierPaymentCreate,
  supplierPaymentListQuery,
} from '../purchasing';
import { documentFileRoutes, documentReadRoutes } from './document-routes';
import { MOVES_STOCK, POSTS_TO_LEDGER, TRADE_DOCUMENTS } from './resources';
import { route, scopedBy } from './route';

const tags = ['trade'];

/** What a posted supplier document changes: the supplier's balance, its documents and the books. */
const POSTS_TRADE = ['suppliers', ...TRADE_DOCUMENTS, ...POSTS_TO_LEDGER] as const;

/** Orders to suppliers and the goods received against them (API.md: purchase orders). */
export const purchaseOrdersApi = {
  ...documentReadRoutes('/api/purchase-orders', 'trade', tags, purchaseOrderListQuery, purchaseOrder),
  /** The goods received against the order, receipt by receipt. */
  receipts: route({
    method: 'GET',
    path: '/api/purchase-orders/:id/receipts',
    auth: { permission: 'trade:read' },
    params: documentParams,
    response: z.object({ items: z.array(purchaseReceipt) }),
    tags,
  }),
  ...documentFileRoutes('/api/purchase-orders', 'trade', tags),
  create: route({
    method: 'POST',
    path: '/api/purchase-orders',
    branch: scopedBy('body'),
    auth: { permission: 'trade:create' },
    body: purchaseOrderCreate,
    response: purchaseOrder,
    status: 201,
    touches: ['purchase-orders', 'trade-overview'],
    tags,
  }),
  /** Edits a Pending order (409 `invalid-state` once anything is received, or it is cancelled). */
  update: route({
    method: 'PATCH',
    path: '/api/purchase-orders/:id',
    auth: { permission: 'trade:update' },
    params: documentParams,
    body: purchaseOrderUpdate,
    response: purchaseOrder,
    touches: ['purchase-orders', 'trade-overview'],
    tags,
  }),
  /** A new Pending order with the same supplier and items, dated today. */
  clone: route({
    method: 'POST',
    path: '/api/purchase-orders/:id/clone',
    auth: { permission: 'trade:create' },
    params: documentParams,
    response: purchaseOrder,
    status: 201,
    touches: ['purchase-orders', 'trade-overview'],
    tags,
  }),
  cancel: route({
    method: 'POST',
    path: '/api/purchase-orders/:id/cancel',
    auth: { permission: 'trade:update' },
    params: documentParams,
    response: purchaseOrder,
    touches: ['purchase-orders', 'trade-overview'],
    tags,
  }),
  /** Receives goods into stock; their bill is raised and posted with them; 201. */
  receive: route({
    method: 'POST',
    path: '/api/purchase-orders/:id/receive',
    auth: { permission: 'trade:update' },
    params: documentParams,
    body: receiveGoods,
    response: receiveGoodsResult,
    status: 201,
    touches: [...POSTS_TRADE, ...MOVES_STOCK, 'vat-summaries'],
    tags,
  }),
};

/** Supplier bills (API.md: bills). */
export const billsApi = {
  list: route({
    method: 'GET',
    path: '/api/bills',
    branch: scopedBy('query'),
    auth: { permission: 'trade:read' },
    query: billListQuery,
    response: paginated(bill),
    tags,
  }),
  /** What falls due soon and what is overdue: counts and amounts. */
  summary: route({
    method: 'GET',
    path: '/api/bills/summary',
    branch: scopedBy('query'),
    auth: { permission: 'trade:read' },
    query: billsSummaryQuery,
    response: billsSummary,
    tags,
  }),
  get: route({
    method: 'GET',
    path: '/api/bills/:id',
    auth: { permission: 'trade:read' },
    params: documentParams,
    response: bill,
    tags,
  }),
  create: route({
    method: 'POST',
    path: '/api/bills',
    branch: scopedBy('body'),
    auth: { permission: 'trade:create' },
    body: billCreate,
    response: bill,
    status: 201,
    touches: [...POSTS_TRADE, ...MOVES_STOCK, 'vat-summaries'],
    tags,
  }),
  /**
   * Bills have no drafts (saving one posts it): the copy of a direct bill is a new Unpaid bill dated
   * today, without the supplier's invoice number; a goods-received bill is 409 (clone its order).
   */
  clone: route({
    method: 'POST',
    path: '/api/bills/:id/clone',
    auth: { permission: 'trade:create' },
    params: documentParams,
    response: bill,
    status: 201,
    touches: [...POSTS_TRADE, 'vat-summaries'],
    tags,
  }),
  /** Reverses the bill's posting (a goods-received bill takes its goods back out of stock). */
  void: route({
    method: 'POST',
    path: '/api/bills/:id/void',
    auth: { permission: 'trade:approve' },
    params: documentParams,
    body: billVoid.nullish(),
    response: bill,
    touches: [...POSTS_TRADE, ...MOVES_STOCK, 'vat-summaries'],
    tags,
  }),
};

/** Payments to suppliers, allocated to their bills, and the files kept with them (API.md: payments). */
export const supplierPaymentsApi = {
  list: route({
    method: 'GET',
    path: '/api/payments',
    branch: scopedBy('query'),
    auth: { permission: 'trade:read' },
    query: supplierPaymentListQuery,
    response: paginated(supplierPayment),
    resource: 'supplier-payments',
    tags,
  }),
  get: route({
    method: 'GET',
    path: '/api/payments/:id',
    auth: { permission: 'trade:read' },
    params: idParams,
    response: supplierPayment,
    resource: 'supplier-payments',
    tags,
  }),
  create: route({
    method: 'POST',
    path: '/api/payments',
    auth: { permission: 'trade:create' },
    body: supplierPaymentCreate,
    response: supplierPayment,
    status: 201,
    resource: 'supplier-payments',
    touches: POSTS_TRADE,
    tags,
  }),
  refund: route({
    method: 'POST',
    path: '/api/payments/:id/refund',
    auth: { permission: 'trade:approve' },
    params: idParams,
    body: paymentRefund,
    response: supplierPayment,
    resource: 'supplier-payments',
    touches: POSTS_TRADE,
    tags,
  }),
  void: route({
    method: 'POST',
    path: '/api/payments/:id/void',
    auth: { permission: 'trade:approve' },
    params: idParams,
    body: paymentVoid,
    response: supplierPayment,
    resource: 'supplier-payments',
    touches: POSTS_TRADE,
    tags,
  }),
};
