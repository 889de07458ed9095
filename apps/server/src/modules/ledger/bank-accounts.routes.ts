import {
  bankAccount,
  bankAccountCreate,
  bankAccountListQuery,
  bankAccountOption,
  bankAccountUpdate,
  idParams,
  paginated,
} from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, scopedBranchId } from '../../platform/branch-scope';
import { matches, pageOf } from '../../platform/paging';
import { needs, picksFrom } from '../../platform/route-auth';
import {
  createBankAccount,
  deleteBankAccount,
  getBankAccount,
  listBankAccounts,
  updateBankAccount,
} from './bank-accounts';

const tags = ['banking'];

export const bankAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bank-accounts',
    {
      ...picksFrom('bankAccounts'),
      schema: { tags, querystring: bankAccountListQuery, response: { 200: paginated(bankAccountOption) } },
    },
    async (request) => {
      const ctx = contextOf(request);
      const q = request.query;
      const all = await listBankAccounts(
        app.db,
        ctx,
        scopedBranchId(ctx, q.branchId),
        q.includeInactive === true,
      );
      return pageOf(
        all.filter((b) => matches(b, q.search, ['name', 'bankName', 'accountNumber'])),
        q,
        ['name', 'kind', 'balance'],
      );
    },
  );
  app.get(
    '/api/bank-accounts/:id',
    {
      ...picksFrom('bankAccounts'),
      schema: { tags, params: idParams, response: { 200: bankAccountOption } },
    },
    (request) => getBankAccount(app.db, contextOf(request), request.params.id),
  );
  app.post(
    '/api/bank-accounts',
    { ...needs('banking:create'), schema: { tags, body: bankAccountCreate, response: { 201: bankAccount } } },
    async (request, reply) =>
      reply.status(201).send(await createBankAccount(app.db, contextOf(request), request.body)),
  );
  app.patch(
    '/api/bank-accounts/:id',
    {
      ...needs('banking:update'),
      schema: { tags, params: idParams, body: bankAccountUpdate, response: { 200: bankAccount } },
    },
    (request) => updateBankAccount(app.db, contextOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/bank-accounts/:id',
    { ...needs('banking:delete'), schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteBankAccount(app.db, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
