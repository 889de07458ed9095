import { creditNotesApi } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { implementAll } from '../../platform/implement-all';
import { creditNoteOf } from './branch-reads';
import { createCreditNote } from './create-credit-note';
import { listCreditNotes } from './credit-notes.repo';

/** Implements creditNotesApi's list, get and create (packages/contracts/src/api/sales-credits.ts). */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  implementAll(app, creditNotesApi, {
    list: ({ db, ctx, branchId, query }) => listCreditNotes(db, ctx.companyId, branchId, query),
    get: ({ db, ctx, params }) => creditNoteOf(db, ctx, params.id),
    create: ({ db, ctx, body }) => createCreditNote(db, ctx, body),
  });
};
