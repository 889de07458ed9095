import { bankTransfersApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { implementAll } from '../../platform/implement-all';
import { bankTransferOf } from './bank-transfer-of';
import { listBankTransfers } from './bank-transfers.repo';
import { transferMoney, voidBankTransfer } from './transfer-money';

/** Implements bankTransfersApi: transfers between the company's own accounts. */
export const bankTransferRoutes: FastifyPluginAsync = async (app) => {
  implementAll(app, bankTransfersApi, {
    list: ({ db, ctx, branchId, query }) => listBankTransfers(db, ctx.companyId, branchId, query),
    get: ({ db, ctx, params }) => bankTransferOf(db, ctx, params.id),
    create: ({ db, ctx, body }) => transferMoney(db, ctx, body),
    void: ({ db, ctx, params, body }) => voidBankTransfer(db, ctx, params.id, body),
  });
};
