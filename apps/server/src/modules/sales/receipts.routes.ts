import { customerReceipt, documentParams, receiptVoid } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { voidReceipt } from './void-receipt';

const tags = ['customers'];

/** Receipt actions (listing, reading and creating receipts live with the invoices' routes). */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/receipts/:id/void',
    {
      ...needs('customers:approve'),
      schema: { tags, params: documentParams, body: receiptVoid, response: { 200: customerReceipt } },
    },
    (request) => voidReceipt(app.db, contextOf(request), request.params.id, request.body),
  );
};
