import { creditNotesApi } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, inUsersBranch, listedBranchOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { createCreditNote } from './create-credit-note';
import { findCreditNote, listCreditNotes } from './credit-notes.repo';

/** Implements creditNotesApi's list, get and create (packages/contracts/src/api/sales-credits.ts). */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, creditNotesApi.list, (request) => {
    const { companyId, branchId } = listedBranchOf(request);
    return listCreditNotes(app.db, companyId, branchId, request.query);
  });
  implement(app, creditNotesApi.get, (request) =>
    inUsersBranch(request, (companyId) => findCreditNote(app.db, companyId, request.params.id)),
  );
  implement(app, creditNotesApi.create, (request) =>
    createCreditNote(app.db, contextOf(request), request.body),
  );
};
