import { bankTransfersApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { findBankTransfer, listBankTransfers } from './bank-transfers.repo';
import { transferMoney, voidBankTransfer } from './transfer-money';

/** Implements bankTransfersApi: transfers between the company's own accounts. */
export const bankTransferRoutes: FastifyPluginAsync = async (app) => {
  implement(app, bankTransfersApi.list, (request) => {
    const ctx = contextOf(request);
    return listBankTransfers(
      app.db,
      ctx.companyId,
      scopedBranchId(ctx, request.query.branchId),
      request.query,
    );
  });
  implement(app, bankTransfersApi.get, async (request) => {
    const ctx = contextOf(request);
    const transfer = await findBankTransfer(app.db, ctx.companyId, request.params.id);
    assertBranchAccess(ctx, transfer.branchId);
    return transfer;
  });
  implement(app, bankTransfersApi.create, (request) =>
    transferMoney(app.db, contextOf(request), request.body),
  );
  implement(app, bankTransfersApi.void, (request) =>
    voidBankTransfer(app.db, contextOf(request), request.params.id, request.body),
  );
};
