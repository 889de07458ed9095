import { documentParams } from '../common';
import { invoice } from '../sales-invoices';
import {
  salesOrder,
  salesOrderCancel,
  salesOrderCreate,
  salesOrderInvoice,
  salesOrderListQuery,
  salesOrderUpdate,
} from '../sales-orders';
import { documentReadRoutes, documentWriteRoutes } from './document-routes';
import { routeGroup } from './route-group';
import { POSTS_A_SALE, salesTags as tags } from './sales-routes-common';

const salesOrders = documentWriteRoutes('/api/sales-orders', 'customers', tags);

const salesOrdersRoutes = routeGroup({ tags });

/** Sales orders: saved, canceled, invoiced in whole or in part (API.md: sales orders). */
export const salesOrdersApi = {
  ...documentReadRoutes('/api/sales-orders', 'customers', tags, salesOrderListQuery, salesOrder),
  create: salesOrders.create(salesOrderCreate, salesOrder, ['sales-orders']),
  /** PUT as the feature asked; the same partial update as PATCH (API.md's convention). */
  replace: salesOrdersRoutes.put(
    '/api/sales-orders/:id',
    { permission: 'customers:update' },
    { params: documentParams, body: salesOrderUpdate, response: salesOrder, touches: ['sales-orders'] },
  ),
  update: salesOrders.update(salesOrderUpdate, salesOrder, ['sales-orders']),
  /**
   * Sales orders have no Draft status: an Open order with nothing invoiced is their draft and can be
   * deleted; any other is 409 `invalid-state`.
   */
  remove: salesOrders.remove(['sales-orders']),
  /** A new Open order (nothing invoiced) with the same customer and lines, dated today. */
  clone: salesOrders.clone(salesOrder, ['sales-orders']),
  cancel: salesOrdersRoutes.post(
    '/api/sales-orders/:id/cancel',
    { permission: 'customers:update' },
    { params: documentParams, body: salesOrderCancel, response: salesOrder, touches: ['sales-orders'] },
  ),
  /** Invoices all or part of the order: the new invoice is issued (posted, stock out). */
  invoice: salesOrdersRoutes.post(
    '/api/sales-orders/:id/invoice',
    { permission: 'customers:create' },
    {
      params: documentParams,
      body: salesOrderInvoice.nullish(),
      response: invoice,
      status: 201,
      touches: ['sales-orders', ...POSTS_A_SALE],
    },
  ),
};
