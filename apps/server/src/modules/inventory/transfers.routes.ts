import {
  idParams,
  inventorySummaryQuery,
  paginated,
  inventorySummary as summarySchema,
  transfer,
  transferCancel,
  transferCreate,
  transferDestination,
  transferListQuery,
  transferMove,
} from '@tawi/contracts';
import type { TransferAction } from '@tawi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { createTransfer } from './create-transfer';
import { inventorySummary } from './inventory-summary';
import { moveTransfer } from './move-transfer';
import { findTransfer, listTransfers, transferDestinations } from './transfers.repo';

const tags = ['inventory'];
const ACTIONS: readonly TransferAction[] = ['dispatch', 'receive', 'cancel'];

export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/transfers',
    {
      ...needs('stockControl:read'),
      schema: { tags, querystring: transferListQuery, response: { 200: paginated(transfer) } },
    },
    (request) => {
      const ctx = contextOf(request);
      return listTransfers(app.db, ctx.companyId, scopedBranchId(ctx, request.query.branchId), request.query);
    },
  );
  app.get(
    '/api/transfers/destinations',
    {
      ...needs('stockControl:create'),
      schema: { tags, response: { 200: z.object({ items: z.array(transferDestination) }) } },
    },
    async (request) => ({ items: await transferDestinations(app.db, contextOf(request).companyId) }),
  );
  app.get(
    '/api/transfers/:id',
    { ...needs('stockControl:read'), schema: { tags, params: idParams, response: { 200: transfer } } },
    async (request) => {
      const ctx = contextOf(request);
      const found = await findTransfer(app.db, ctx.companyId, request.params.id);
      if (!ctx.branchIds.includes(found.fromBranchId)) assertBranchAccess(ctx, found.toBranchId);
      return found;
    },
  );
  app.post(
    '/api/transfers',
    { ...needs('stockControl:create'), schema: { tags, body: transferCreate, response: { 201: transfer } } },
    async (request, reply) =>
      reply.status(201).send(await createTransfer(app.db, contextOf(request), request.body)),
  );
  for (const action of ACTIONS) {
    const body = (action === 'cancel' ? transferCancel : transferMove).nullish();
    app.post(
      `/api/transfers/:id/${action}`,
      {
        ...needs('stockControl:update'),
        schema: { tags, params: idParams, body, response: { 200: transfer } },
      },
      (request) => moveTransfer(app.db, contextOf(request), request.params.id, action, request.body ?? {}),
    );
  }
  app.get(
    '/api/inventory/summary',
    {
      ...needs('inventory:read'),
      schema: { tags, querystring: inventorySummaryQuery, response: { 200: summarySchema } },
    },
    (request) => inventorySummary(app.db, contextOf(request), request.query.asOf),
  );
};
