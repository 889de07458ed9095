import {
  creditNote,
  creditNoteCreate,
  creditNoteListQuery,
  documentParams,
  paginated,
} from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { createCreditNote } from './create-credit-note';
import { findCreditNote, listCreditNotes } from './credit-notes.repo';

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
};
