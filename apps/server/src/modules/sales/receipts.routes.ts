import { customerReceipt, receiptVoid } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { voidReceipt } from './void-receipt';

const tags = ['customers'];
/** A receipt by id or by its number (API.md): RCT-0001. */
const docParams = z.object({ id: z.string().trim().min(1).max(60) });

/** Receipt actions (listing, reading and creating receipts live with the invoices' routes). */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/receipts/:id/void',
    {
      ...needs('customers:approve'),
      schema: { tags, params: docParams, body: receiptVoid, response: { 200: customerReceipt } },
    },
    (request) => voidReceipt(app.db, contextOf(request), request.params.id, request.body),
  );
};
