import { customerReceiptsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { implementAll } from '../../platform/implement-all';
import { receiptOf } from './branch-reads';
import { listReceipts } from './receipts.repo';
import { receivePayment } from './receive-payment';
import { voidReceipt } from './void-receipt';

/** Implements customerReceiptsApi (packages/contracts/src/api/sales-credits.ts). */
export const receiptRoutes: FastifyPluginAsync = async (app) => {
  implementAll(app, customerReceiptsApi, {
    list: ({ db, ctx, branchId, query }) => listReceipts(db, ctx.companyId, branchId, query),
    get: ({ db, ctx, params }) => receiptOf(db, ctx, params.id),
    create: ({ db, ctx, body }) => receivePayment(db, ctx, body),
    void: ({ db, ctx, params, body }) => voidReceipt(db, ctx, params.id, body),
  });
};
