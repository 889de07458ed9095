import {
  documentParams,
  invoice,
  paginated,
  salesOrder,
  salesOrderCancel,
  salesOrderCreate,
  salesOrderInvoice,
  salesOrderListQuery,
  salesOrderUpdate,
} from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { invoiceSalesOrder } from './invoice-sales-order';
import { findSalesOrder, listSalesOrders } from './sales-orders.repo';
import { cancelSalesOrder, createSalesOrder, updateSalesOrder } from './save-sales-order';

const tags = ['customers'];

export const salesOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sales-orders',
    {
      ...needs('customers:read'),
      schema: { tags, querystring: salesOrderListQuery, response: { 200: paginated(salesOrder) } },
    },
    (request) => {
      const ctx = contextOf(request);
      const branchId = scopedBranchId(ctx, request.query.branchId);
      return listSalesOrders(app.db, ctx.companyId, branchId, request.query);
    },
  );
  app.get(
    '/api/sales-orders/:id',
    { ...needs('customers:read'), schema: { tags, params: documentParams, response: { 200: salesOrder } } },
    async (request) => {
      const ctx = contextOf(request);
      const found = await findSalesOrder(app.db, ctx.companyId, request.params.id);
      assertBranchAccess(ctx, found.branchId);
      return found;
    },
  );
  app.post(
    '/api/sales-orders',
    {
      ...needs('customers:create'),
      schema: { tags, body: salesOrderCreate, response: { 201: salesOrder } },
    },
    async (request, reply) =>
      reply.status(201).send(await createSalesOrder(app.db, contextOf(request), request.body)),
  );
  // PUT as the feature asked; PATCH as API.md's convention for updates: the same partial update.
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/sales-orders/:id',
      ...needs('customers:update'),
      schema: { tags, params: documentParams, body: salesOrderUpdate, response: { 200: salesOrder } },
      handler: (request) => updateSalesOrder(app.db, contextOf(request), request.params.id, request.body),
    });
  }
  app.post(
    '/api/sales-orders/:id/cancel',
    {
      ...needs('customers:update'),
      schema: { tags, params: documentParams, body: salesOrderCancel, response: { 200: salesOrder } },
    },
    (request) => cancelSalesOrder(app.db, contextOf(request), request.params.id, request.body.reason),
  );
  app.post(
    '/api/sales-orders/:id/invoice',
    {
      ...needs('customers:create'),
      schema: { tags, params: documentParams, body: salesOrderInvoice.nullish(), response: { 201: invoice } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await invoiceSalesOrder(app.db, contextOf(request), request.params.id, request.body ?? {})),
  );
};
