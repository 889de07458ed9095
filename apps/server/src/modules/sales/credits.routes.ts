import {
  creditNote,
  creditNoteCreate,
  creditNoteListQuery,
  documentParams,
  paginated,
  receivablesAging,
  receivablesAgingQuery,
} from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { createCreditNote } from './create-credit-note';
import { findCreditNote, listCreditNotes } from './credit-notes.repo';
import { receivablesAging as agingOf } from './receivables-aging';

const tags = ['customers'];

export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/credit-notes',
    {
      ...needs('customers:read'),
      schema: { tags, querystring: creditNoteListQuery, response: { 200: paginated(creditNote) } },
    },
    (request) => {
      const ctx = contextOf(request);
      return listCreditNotes(
        app.db,
        ctx.companyId,
        scopedBranchId(ctx, request.query.branchId),
        request.query,
      );
    },
  );
  app.get(
    '/api/credit-notes/:id',
    { ...needs('customers:read'), schema: { tags, params: documentParams, response: { 200: creditNote } } },
    async (request) => {
      const ctx = contextOf(request);
      const found = await findCreditNote(app.db, ctx.companyId, request.params.id);
      assertBranchAccess(ctx, found.branchId);
      return found;
    },
  );
  app.post(
    '/api/credit-notes',
    {
      ...needs('customers:approve'),
      schema: { tags, body: creditNoteCreate, response: { 201: creditNote } },
    },
    async (request, reply) =>
      reply.status(201).send(await createCreditNote(app.db, contextOf(request), request.body)),
  );
  app.get(
    '/api/reports/receivables-aging',
    {
      ...needs('customers:read'),
      schema: { tags: ['reports'], querystring: receivablesAgingQuery, response: { 200: receivablesAging } },
    },
    (request) => {
      const ctx = contextOf(request);
      const { branchId, to } = request.query;
      if (branchId) assertBranchAccess(ctx, branchId);
      const branches = branchId ? [branchId] : ctx.allBranches ? undefined : ctx.branchIds;
      return agingOf(app.db, ctx.companyId, to ?? todayIn(), branches);
    },
  );
};
