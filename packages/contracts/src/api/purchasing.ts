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
import { scopedBy } from './route';
import { routeGroup } from './route-group';

const tags = ['trade'];

/** What a posted supplier document changes: the supplier's balance, its documents and the books. */
const POSTS_TRADE = ['suppliers', ...TRADE_DOCUMENTS, ...POSTS_TO_LEDGER] as const;

const purchaseOrders = documentWriteRoutes('/api/purchase-orders', 'trade', tags);

const purchaseOrdersRoutes = routeGroup({ tags });

/** Orders to suppliers and the goods received against them (API.md: purchase orders). */
export const purchaseOrdersApi = {
  ...documentReadRoutes('/api/purchase-orders', 'trade', tags, purchaseOrderListQuery, purchaseOrder),
  /** The goods received against the order, receipt by receipt. */
  receipts: purchaseOrdersRoutes.get(
    '/api/purchase-orders/:id/receipts',
    { permission: 'trade:read' },
    { params: documentParams, response: z.object({ items: z.array(purchaseReceipt) }) },
  ),
  ...documentFileRoutes('/api/purchase-orders', 'trade', tags),
  create: purchaseOrders.create(purchaseOrderCreate, purchaseOrder, ['purchase-orders', 'trade-overview']),
  /** Edits a Pending order (409 `invalid-state` once anything is received, or it is cancelled). */
  update: purchaseOrders.update(purchaseOrderUpdate, purchaseOrder, ['purchase-orders', 'trade-overview']),
  /** A new Pending order with the same supplier and items, dated today. */
  clone: purchaseOrders.clone(purchaseOrder, ['purchase-orders', 'trade-overview']),
  cancel: purchaseOrders.step('cancel', purchaseOrder, ['purchase-orders', 'trade-overview']),
  /** Receives goods into stock; their bill is raised and posted with them; 201. */
  receive: purchaseOrdersRoutes.post(
    '/api/purchase-orders/:id/receive',
    { permission: 'trade:update' },
    {
      params: documentParams,
      body: receiveGoods,
      response: receiveGoodsResult,
      status: 201,
      touches: [...POSTS_TRADE, ...MOVES_STOCK, 'vat-summaries'],
    },
  ),
};

const bills = documentWriteRoutes('/api/bills', 'trade', tags);

const billsRoutes = routeGroup({ tags });

/** Supplier bills (API.md: bills). */
export const billsApi = {
  list: billsRoutes.get(
    '/api/bills',
    { permission: 'trade:read' },
    { branch: scopedBy('query'), query: billListQuery, response: paginated(bill) },
  ),
  /** What falls due soon and what is overdue: counts and amounts. */
  summary: billsRoutes.get(
    '/api/bills/summary',
    { permission: 'trade:read' },
    { branch: scopedBy('query'), query: billsSummaryQuery, response: billsSummary },
  ),
  get: billsRoutes.get(
    '/api/bills/:id',
    { permission: 'trade:read' },
    { params: documentParams, response: bill },
  ),
  create: bills.create(billCreate, bill, [...POSTS_TRADE, ...MOVES_STOCK, 'vat-summaries']),
  /**
   * Bills have no drafts (saving one posts it): the copy of a direct bill is a new Unpaid bill dated
   * today, without the supplier's invoice number; a goods-received bill is 409 (clone its order).
   */
  clone: bills.clone(bill, [...POSTS_TRADE, 'vat-summaries']),
  /** Reverses the bill's posting (a goods-received bill takes its goods back out of stock). */
  void: billsRoutes.post(
    '/api/bills/:id/void',
    { permission: 'trade:approve' },
    {
      params: documentParams,
      body: billVoid.nullish(),
      response: bill,
      touches: [...POSTS_TRADE, ...MOVES_STOCK, 'vat-summaries'],
    },
  ),
};

const supplierPaymentsRoutes = routeGroup({ tags, resource: 'supplier-payments' });

/** Payments to suppliers, allocated to their bills, and the files kept with them (API.md: payments). */
export const supplierPaymentsApi = {
  list: supplierPaymentsRoutes.get(
    '/api/payments',
    { permission: 'trade:read' },
    { branch: scopedBy('query'), query: supplierPaymentListQuery, response: paginated(supplierPayment) },
  ),
  get: supplierPaymentsRoutes.get(
    '/api/payments/:id',
    { permission: 'trade:read' },
    { params: idParams, response: supplierPayment },
  ),
  create: supplierPaymentsRoutes.post(
    '/api/payments',
    { permission: 'trade:create' },
    { body: supplierPaymentCreate, response: supplierPayment, status: 201, touches: POSTS_TRADE },
  ),
  refund: supplierPaymentsRoutes.post(
    '/api/payments/:id/refund',
    { permission: 'trade:approve' },
    { params: idParams, body: paymentRefund, response: supplierPayment, touches: POSTS_TRADE },
  ),
  void: supplierPaymentsRoutes.post(
    '/api/payments/:id/void',
    { permission: 'trade:approve' },
    { params: idParams, body: paymentVoid, response: supplierPayment, touches: POSTS_TRADE },
  ),
};
