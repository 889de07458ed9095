import {
  idParams,
  paginated,
  reconciliation,
  reconciliationCreate,
  reconciliationDetail,
  reconciliationEntryCreate,
  reconciliationListQuery,
  reconciliationMatch,
  reconciliationUnmatch,
  reconciliationUpdate,
} from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { addStatementEntry } from './add-statement-entry';
import { discardReconciliation, updateReconciliation } from './edit-reconciliation';
import { finishReconciliation, undoReconciliation } from './finish-reconciliation';
import { listReconciliations } from './list-reconciliations';
import { matchLines, unmatchLines } from './match-lines';
import { getReconciliation } from './reconciliation-record';
import { startReconciliation } from './start-reconciliation';

const tags = ['banking'];
const detail = { 200: reconciliationDetail };

export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reconciliations',
    {
      ...needs('banking:read'),
      schema: { tags, querystring: reconciliationListQuery, response: { 200: paginated(reconciliation) } },
    },
    (request) => listReconciliations(app.db, contextOf(request), request.query),
  );
  app.get(
    '/api/reconciliations/:id',
    { ...needs('banking:read'), schema: { tags, params: idParams, response: detail } },
    (request) => getReconciliation(app.db, contextOf(request), request.params.id),
  );
  app.post(
    '/api/reconciliations',
    {
      ...needs('banking:create'),
      schema: { tags, body: reconciliationCreate, response: { 201: reconciliationDetail } },
    },
    async (request, reply) =>
      reply.status(201).send(await startReconciliation(app.db, contextOf(request), request.body)),
  );
  app.patch(
    '/api/reconciliations/:id',
    {
      ...needs('banking:update'),
      schema: { tags, params: idParams, body: reconciliationUpdate, response: detail },
    },
    (request) => updateReconciliation(app.db, contextOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/reconciliations/:id',
    { ...needs('banking:delete'), schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await discardReconciliation(app.db, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/reconciliations/:id/match',
    {
      ...needs('banking:update'),
      schema: { tags, params: idParams, body: reconciliationMatch, response: detail },
    },
    (request) => matchLines(app.db, contextOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/reconciliations/:id/unmatch',
    {
      ...needs('banking:update'),
      schema: { tags, params: idParams, body: reconciliationUnmatch, response: detail },
    },
    (request) => unmatchLines(app.db, contextOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/reconciliations/:id/entries',
    {
      ...needs('banking:update'),
      schema: {
        tags,
        params: idParams,
        body: reconciliationEntryCreate,
        response: { 201: reconciliationDetail },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addStatementEntry(app.db, contextOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/reconciliations/:id/finish',
    { ...needs('banking:update'), schema: { tags, params: idParams, response: detail } },
    (request) => finishReconciliation(app.db, contextOf(request), request.params.id),
  );
  app.post(
    '/api/reconciliations/:id/undo',
    { ...needs('banking:update'), schema: { tags, params: idParams, response: detail } },
    (request) => undoReconciliation(app.db, contextOf(request), request.params.id),
  );
};
