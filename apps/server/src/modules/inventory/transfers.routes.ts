import { inventoryApi, transfersApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { implementAll } from '../../platform/implement-all';
import { createTransfer } from './create-transfer';
import { inventorySummary } from './inventory-summary';
import { moveTransfer } from './move-transfer';
import { transferOf } from './transfer-of';
import { listTransfers, transferDestinations } from './transfers.repo';

/** Implements transfersApi and inventoryApi (packages/contracts/src/api/inventory.ts). */
export const transferRoutes: FastifyPluginAsync = async (app) => {
  implementAll(app, transfersApi, {
    list: ({ db, ctx, branchId, query }) => listTransfers(db, ctx.companyId, branchId, query),
    destinations: async ({ db, ctx }) => ({ items: await transferDestinations(db, ctx.companyId) }),
    get: ({ db, ctx, params }) => transferOf(db, ctx, params.id),
    create: ({ db, ctx, body }) => createTransfer(db, ctx, body),
    dispatch: ({ db, ctx, params, body }) => moveTransfer(db, ctx, params.id, 'dispatch', body ?? {}),
    receive: ({ db, ctx, params, body }) => moveTransfer(db, ctx, params.id, 'receive', body ?? {}),
    cancel: ({ db, ctx, params, body }) => moveTransfer(db, ctx, params.id, 'cancel', body ?? {}),
  });
  implementAll(app, inventoryApi, {
    summary: ({ db, ctx, query }) => inventorySummary(db, ctx, query.asOf),
  });
};
