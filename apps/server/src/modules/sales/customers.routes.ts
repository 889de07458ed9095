import {
  customer,
  customerCreate,
  customerListQuery,
  customerOption,
  customerUpdate,
  idParams,
  paginated,
} from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/branch-scope';
import { matchesContact } from '../../platform/contact-search';
import { pageOf } from '../../platform/paging';
import { needs, picksFrom } from '../../platform/route-auth';
import { findCustomer, listCustomers } from './customers.repo';
import { createCustomer, deleteCustomer, updateCustomer } from './save-customer';

const tags = ['customers'];

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/customers',
    {
      ...picksFrom('customers'),
      schema: { tags, querystring: customerListQuery, response: { 200: paginated(customerOption) } },
    },
    async (request) => {
      const q = request.query;
      const all = await listCustomers(app.db, contextOf(request).companyId, q.active === true);
      return pageOf(
        all.filter((c) => matchesContact(c, q.search)),
        q,
        ['name', 'balance', 'createdAt'],
      );
    },
  );
  app.get(
    '/api/customers/:id',
    { ...picksFrom('customers'), schema: { tags, params: idParams, response: { 200: customerOption } } },
    (request) => findCustomer(app.db, contextOf(request).companyId, request.params.id),
  );
  app.post(
    '/api/customers',
    { ...needs('customers:create'), schema: { tags, body: customerCreate, response: { 201: customer } } },
    async (request, reply) =>
      reply.status(201).send(await createCustomer(app.db, contextOf(request), request.body)),
  );
  app.patch(
    '/api/customers/:id',
    {
      ...needs('customers:update'),
      schema: { tags, params: idParams, body: customerUpdate, response: { 200: customer } },
    },
    (request) => updateCustomer(app.db, contextOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/customers/:id',
    { ...needs('customers:delete'), schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCustomer(app.db, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
