import { customerReceiptsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { receiptOf } from './branch-reads';
import { listReceipts } from './receipts.repo';
import { receivePayment } from './receive-payment';
import { voidReceipt } from './void-receipt';

/** Implements customerReceiptsApi (packages/contracts/src/api/sales-credits.ts). */
export const receiptRoutes: FastifyPluginAsync = async (app) => {
  implement(app, customerReceiptsApi.list, (request) =>
    listReceipts(app.db, contextOf(request).companyId, request.branchId, request.query),
  );
  implement(app, customerReceiptsApi.get, (request) =>
    receiptOf(app.db, contextOf(request), request.params.id),
  );
  implement(app, customerReceiptsApi.create, (request) =>
    receivePayment(app.db, contextOf(request), request.body),
  );
  implement(app, customerReceiptsApi.void, (request) =>
    voidReceipt(app.db, contextOf(request), request.params.id, request.body),
  );
};
