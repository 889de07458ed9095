import { creditNote, creditNoteApply, creditNoteRefund, documentParams } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { applyCreditNote } from './credit-note-apply';
import { refundCreditNote } from './credit-note-refund';

const tags = ['customers'];

/** Using a credit note's unapplied part: on other invoices of the customer, or paid back. */
export const creditNoteActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/credit-notes/:id/apply',
    {
      ...needs('customers:update'),
      schema: { tags, params: documentParams, body: creditNoteApply, response: { 200: creditNote } },
    },
    (request) => applyCreditNote(app.db, contextOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/credit-notes/:id/refund',
    {
      ...needs('customers:approve'),
      schema: { tags, params: documentParams, body: creditNoteRefund, response: { 201: creditNote } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await refundCreditNote(app.db, contextOf(request), request.params.id, request.body)),
  );
};
