import { creditNotesApi } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { creditNoteOf } from './branch-reads';
import { createCreditNote } from './create-credit-note';
import { listCreditNotes } from './credit-notes.repo';

/** Implements creditNotesApi's list, get and create (packages/contracts/src/api/sales-credits.ts). */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, creditNotesApi.list, (request) =>
    listCreditNotes(app.db, contextOf(request).companyId, request.branchId, request.query),
  );
  implement(app, creditNotesApi.get, (request) =>
    creditNoteOf(app.db, contextOf(request), request.params.id),
  );
  implement(app, creditNotesApi.create, (request) =>
    createCreditNote(app.db, contextOf(request), request.body),
  );
};
