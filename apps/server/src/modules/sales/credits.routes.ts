import { creditNotesApi } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { createCreditNote } from './create-credit-note';
import { findCreditNote, listCreditNotes } from './credit-notes.repo';

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
};
