import {
  documentParams,
  estimate,
  estimateConvert,
  estimateCreate,
  estimateListQuery,
  estimateUpdate,
  invoice,
  paginated,
  salesOrder,
} from '@tawi/contracts';
import type { EstimateAction } from '@tawi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { convertEstimate } from './convert-estimate';
import { findEstimate, listEstimates } from './estimates.repo';
import { createEstimate, deleteEstimate, stepEstimate, updateEstimate } from './save-estimate';

const tags = ['customers'];
const ACTIONS: readonly EstimateAction[] = ['send', 'accept', 'decline'];

export const estimateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/estimates',
    {
      ...needs('customers:read'),
      schema: { tags, querystring: estimateListQuery, response: { 200: paginated(estimate) } },
    },
    (request) => {
      const ctx = contextOf(request);
      return listEstimates(app.db, ctx.companyId, scopedBranchId(ctx, request.query.branchId), request.query);
    },
  );
  app.get(
    '/api/estimates/:id',
    { ...needs('customers:read'), schema: { tags, params: documentParams, response: { 200: estimate } } },
    async (request) => {
      const ctx = contextOf(request);
      const found = await findEstimate(app.db, ctx.companyId, request.params.id);
      assertBranchAccess(ctx, found.branchId);
      return found;
    },
  );
  app.post(
    '/api/estimates',
    { ...needs('customers:create'), schema: { tags, body: estimateCreate, response: { 201: estimate } } },
    async (request, reply) =>
      reply.status(201).send(await createEstimate(app.db, contextOf(request), request.body)),
  );
  app.patch(
    '/api/estimates/:id',
    {
      ...needs('customers:update'),
      schema: { tags, params: documentParams, body: estimateUpdate, response: { 200: estimate } },
    },
    (request) => updateEstimate(app.db, contextOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/estimates/:id',
    { ...needs('customers:delete'), schema: { tags, params: documentParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteEstimate(app.db, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  for (const action of ACTIONS) {
    app.post(
      `/api/estimates/:id/${action}`,
      { ...needs('customers:update'), schema: { tags, params: documentParams, response: { 200: estimate } } },
      (request) => stepEstimate(app.db, contextOf(request), request.params.id, action),
    );
  }
  app.post(
    '/api/estimates/:id/convert',
    {
      ...needs('customers:create'),
      schema: {
        tags,
        params: documentParams,
        body: estimateConvert.nullish(),
        response: { 201: z.union([invoice, salesOrder]) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await convertEstimate(
            app.db,
            contextOf(request),
            request.params.id,
            request.body ?? { to: 'invoice' },
          ),
        ),
  );
};
