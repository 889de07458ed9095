import { bankTransfersApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf, inUsersBranch, listedBranchOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { findBankTransfer, listBankTransfers } from './bank-transfers.repo';
import { transferMoney, voidBankTransfer } from './transfer-money';

/** Implements bankTransfersApi: transfers between the company's own accounts. */
export const bankTransferRoutes: FastifyPluginAsync = async (app) => {
  implement(app, bankTransfersApi.list, (request) => {
    const { companyId, branchId } = listedBranchOf(request);
    return listBankTransfers(app.db, companyId, branchId, request.query);
  });
  implement(app, bankTransfersApi.get, (request) =>
    inUsersBranch(request, (companyId) => findBankTransfer(app.db, companyId, request.params.id)),
  );
  implement(app, bankTransfersApi.create, (request) =>
    transferMoney(app.db, contextOf(request), request.body),
  );
  implement(app, bankTransfersApi.void, (request) =>
    voidBankTransfer(app.db, contextOf(request), request.params.id, request.body),
  );
};
