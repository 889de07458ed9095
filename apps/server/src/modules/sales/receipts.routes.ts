import { customerReceiptsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { findReceipt, listReceipts } from './receipts.repo';
import { receivePayment } from './receive-payment';
import { voidReceipt } from './void-receipt';

/** Implements customerReceiptsApi (packages/contracts/src/api/sales-credits.ts). */
export const receiptRoutes: FastifyPluginAsync = async (app) => {
  implement(app, customerReceiptsApi.list, (request) => {
    const ctx = contextOf(request);
    return listReceipts(app.db, ctx.companyId, scopedBranchId(ctx, request.query.branchId), request.query);
  });
  implement(app, customerReceiptsApi.get, async (request) => {
    const ctx = contextOf(request);
    const found = await findReceipt(app.db, ctx.companyId, request.params.id);
    assertBranchAccess(ctx, found.branchId);
    return found;
  });
  implement(app, customerReceiptsApi.create, (request) =>
    receivePayment(app.db, contextOf(request), request.body),
  );
  implement(app, customerReceiptsApi.void, (request) =>
    voidReceipt(app.db, contextOf(request), request.params.id, request.body),
  );
};
