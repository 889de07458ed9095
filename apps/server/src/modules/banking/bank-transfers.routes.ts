import { bankTransfersApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { bankTransferOf } from './bank-transfer-of';
import { listBankTransfers } from './bank-transfers.repo';
import { transferMoney, voidBankTransfer } from './transfer-money';

/** Implements bankTransfersApi: transfers between the company's own accounts. */
export const bankTransferRoutes: FastifyPluginAsync = async (app) => {
  implement(app, bankTransfersApi.list, (request) =>
    listBankTransfers(app.db, contextOf(request).companyId, request.branchId, request.query),
  );
  implement(app, bankTransfersApi.get, (request) =>
    bankTransferOf(app.db, contextOf(request), request.params.id),
  );
  implement(app, bankTransfersApi.create, (request) =>
    transferMoney(app.db, contextOf(request), request.body),
  );
  implement(app, bankTransfersApi.void, (request) =>
    voidBankTransfer(app.db, contextOf(request), request.params.id, request.body),
  );
};
