import { creditNotesApi, receivablesAging, receivablesAgingQuery } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { needs } from '../../platform/route-auth';
import { createCreditNote } from './create-credit-note';
import { findCreditNote, listCreditNotes } from './credit-notes.repo';
import { receivablesAging as agingOf } from './receivables-aging';

/** Implements creditNotesApi's list, get and create (packages/contracts/src/api/sales-credits.ts). */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, creditNotesApi.list, (request) => {
    const ctx = contextOf(request);
    return listCreditNotes(app.db, ctx.companyId, scopedBranchId(ctx, request.query.branchId), request.query);
  });
  implement(app, creditNotesApi.get, async (request) => {
    const ctx = contextOf(request);
    const found = await findCreditNote(app.db, ctx.companyId, request.params.id);
    assertBranchAccess(ctx, found.branchId);
    return found;
  });
  implement(app, creditNotesApi.create, (request) =>
    createCreditNote(app.db, contextOf(request), request.body),
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
