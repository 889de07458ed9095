import {
  bankTransfer,
  bankTransferCreate,
  bankTransferListQuery,
  bankTransferVoid,
  idParams,
  paginated,
} from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { findBankTransfer, listBankTransfers } from './bank-transfers.repo';
import { transferMoney, voidBankTransfer } from './transfer-money';

const tags = ['banking'];

/** Transfers between the company's own accounts (cash banked, M-Pesa swept to the bank). */
export const bankTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bank-transfers',
    {
      ...needs('banking:read'),
      schema: { tags, querystring: bankTransferListQuery, response: { 200: paginated(bankTransfer) } },
    },
    (request) => {
      const ctx = contextOf(request);
      return listBankTransfers(
        app.db,
        ctx.companyId,
        scopedBranchId(ctx, request.query.branchId),
        request.query,
      );
    },
  );
  app.get(
    '/api/bank-transfers/:id',
    { ...needs('banking:read'), schema: { tags, params: idParams, response: { 200: bankTransfer } } },
    async (request) => {
      const ctx = contextOf(request);
      const transfer = await findBankTransfer(app.db, ctx.companyId, request.params.id);
      assertBranchAccess(ctx, transfer.branchId);
      return transfer;
    },
  );
  app.post(
    '/api/bank-transfers',
    {
      ...needs('banking:create'),
      schema: { tags, body: bankTransferCreate, response: { 201: bankTransfer } },
    },
    async (request, reply) =>
      reply.status(201).send(await transferMoney(app.db, contextOf(request), request.body)),
  );
  app.post(
    '/api/bank-transfers/:id/void',
    {
      ...needs('banking:update'),
      schema: { tags, params: idParams, body: bankTransferVoid, response: { 200: bankTransfer } },
    },
    (request) => voidBankTransfer(app.db, contextOf(request), request.params.id, request.body),
  );
};
