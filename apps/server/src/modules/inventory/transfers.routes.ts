import { inventoryApi, transfersApi } from '@tawi/contracts';
import type { TransferAction } from '@tawi/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { createTransfer } from './create-transfer';
import { inventorySummary } from './inventory-summary';
import { moveTransfer } from './move-transfer';
import { transferOf } from './transfer-of';
import { listTransfers, transferDestinations } from './transfers.repo';

const ACTIONS: readonly TransferAction[] = ['dispatch', 'receive', 'cancel'];

/** Implements transfersApi and inventoryApi (packages/contracts/src/api/inventory.ts). */
export const transferRoutes: FastifyPluginAsync = async (app) => {
  implement(app, transfersApi.list, (request) =>
    listTransfers(app.db, contextOf(request).companyId, request.branchId, request.query),
  );
  implement(app, transfersApi.destinations, async (request) => ({
    items: await transferDestinations(app.db, contextOf(request).companyId),
  }));
  implement(app, transfersApi.get, (request) => transferOf(app.db, contextOf(request), request.params.id));
  implement(app, transfersApi.create, (request) => createTransfer(app.db, contextOf(request), request.body));
  for (const action of ACTIONS) {
    implement(app, transfersApi[action], (request) =>
      moveTransfer(app.db, contextOf(request), request.params.id, action, request.body ?? {}),
    );
  }
  implement(app, inventoryApi.summary, (request) =>
    inventorySummary(app.db, contextOf(request), request.query.asOf),
  );
};
