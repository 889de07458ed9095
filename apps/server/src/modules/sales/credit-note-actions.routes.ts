import { creditNotesApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { applyCreditNote } from './credit-note-apply';
import { refundCreditNote } from './credit-note-refund';

/** Using a credit note's unapplied part: on other invoices of the customer, or paid back. */
export const creditNoteActionRoutes: FastifyPluginAsync = async (app) => {
  implement(app, creditNotesApi.apply, (request) =>
    applyCreditNote(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, creditNotesApi.refund, (request) =>
    refundCreditNote(app.db, contextOf(request), request.params.id, request.body),
  );
};
