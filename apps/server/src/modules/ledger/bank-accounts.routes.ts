import { bankAccountsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { implementAll } from '../../platform/implement-all';
import { matches, pageOf } from '../../platform/paging';
import {
  createBankAccount,
  deleteBankAccount,
  getBankAccount,
  listBankAccounts,
  updateBankAccount,
} from './bank-accounts';

/** Implements bankAccountsApi (packages/contracts/src/api/banking.ts). */
export const bankAccountRoutes: FastifyPluginAsync = async (app) => {
  implementAll(app, bankAccountsApi, {
    list: async ({ db, ctx, branchId, query: q }) => {
      const all = await listBankAccounts(db, ctx, branchId, q.includeInactive === true);
      return pageOf(
        all.filter((b) => matches(b, q.search, ['name', 'bankName', 'accountNumber'])),
        q,
        ['name', 'kind', 'balance'],
      );
    },
    get: ({ db, ctx, params }) => getBankAccount(db, ctx, params.id),
    create: ({ db, ctx, body }) => createBankAccount(db, ctx, body),
    update: ({ db, ctx, params, body }) => updateBankAccount(db, ctx, params.id, body),
    remove: ({ db, ctx, params }) => deleteBankAccount(db, ctx, params.id),
  });
};
