import {
  documentParams,
  invoice,
  invoiceCreate,
  invoiceListQuery,
  invoicePayment,
  invoiceUpdate,
  invoiceVoid,
  paginated,
} from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { createInvoice, issueInvoice, updateInvoice } from './create-invoice';
import { invoicePayments } from './invoice-payments';
import { findInvoice, listInvoices } from './invoices.repo';
import { voidInvoice } from './void-invoice';

const tags = ['customers'];

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/invoices',
    {
      ...needs('customers:read'),
      schema: { tags, querystring: invoiceListQuery, response: { 200: paginated(invoice) } },
    },
    (request) => {
      const ctx = contextOf(request);
      return listInvoices(app.db, ctx.companyId, scopedBranchId(ctx, request.query.branchId), request.query);
    },
  );
  app.get(
    '/api/invoices/:id',
    { ...needs('customers:read'), schema: { tags, params: documentParams, response: { 200: invoice } } },
    async (request) => {
      const ctx = contextOf(request);
      const found = await findInvoice(app.db, ctx.companyId, request.params.id);
      assertBranchAccess(ctx, found.branchId);
      return found;
    },
  );
  app.get(
    '/api/invoices/:id/payments',
    {
      ...needs('customers:read'),
      schema: {
        tags,
        params: documentParams,
        response: { 200: z.object({ items: z.array(invoicePayment) }) },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const found = await findInvoice(app.db, ctx.companyId, request.params.id);
      assertBranchAccess(ctx, found.branchId);
      return { items: await invoicePayments(app.db, ctx.companyId, found.id) };
    },
  );
  app.post(
    '/api/invoices',
    { ...needs('customers:create'), schema: { tags, body: invoiceCreate, response: { 201: invoice } } },
    async (request, reply) =>
      reply.status(201).send(await createInvoice(app.db, contextOf(request), request.body)),
  );
  app.patch(
    '/api/invoices/:id',
    {
      ...needs('customers:update'),
      schema: { tags, params: documentParams, body: invoiceUpdate, response: { 200: invoice } },
    },
    (request) => updateInvoice(app.db, contextOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/invoices/:id/issue',
    { ...needs('customers:update'), schema: { tags, params: documentParams, response: { 200: invoice } } },
    (request) => issueInvoice(app.db, contextOf(request), request.params.id),
  );
  app.post(
    '/api/invoices/:id/void',
    {
      ...needs('customers:approve'),
      schema: { tags, params: documentParams, body: invoiceVoid.nullish(), response: { 200: invoice } },
    },
    (request) => voidInvoice(app.db, contextOf(request), request.params.id, request.body ?? {}),
  );
};
