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
import { documentFileRoutes, documentReadRoutes, documentWriteRoutes } from './document-routes';
import { MOVES_STOCK, POSTS_TO_LEDGER, TRADE_DOCUMENTS } from './resources';
import { route, scopedBy } from './route';

const tags = ['trade'];

/** What a posted supplier document changes: the supplier's balance, its documents and the books. */
const POSTS_TRADE = ['suppliers', ...TRADE_DOCUMENTS, ...POSTS_TO_LEDGER] as const;

const purchaseOrders = documentWriteRoutes('/api/purchase-orders', 'trade', tags);

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
  create: purchaseOrders.create(purchaseOrderCreate, purchaseOrder, ['purchase-orders', 'trade-overview']),
  /** Edits a Pending order (409 `invalid-state` once anything is received, or it is cancelled). */
  update: purchaseOrders.update(purchaseOrderUpdate, purchaseOrder, ['purchase-orders', 'trade-overview']),
  /** A new Pending order with the same supplier and items, dated today. */
  clone: purchaseOrders.clone(purchaseOrder, ['purchase-orders', 'trade-overview']),
  cancel: purchaseOrders.step('cancel', purchaseOrder, ['purchase-orders', 'trade-overview']),
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

const bills = documentWriteRoutes('/api/bills', 'trade', tags);

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
  create: bills.create(billCreate, bill, [...POSTS_TRADE, ...MOVES_STOCK, 'vat-summaries']),
  /**
   * Bills have no drafts (saving one posts it): the copy of a direct bill is a new Unpaid bill dated
   * today, without the supplier's invoice number; a goods-received bill is 409 (clone its order).
   */
  clone: bills.clone(bill, [...POSTS_TRADE, 'vat-summaries']),
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
