import { bankAccountsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
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
  implement(app, bankAccountsApi.list, async (request) => {
    const q = request.query;
    const all = await listBankAccounts(
      app.db,
      contextOf(request),
      request.branchId,
      q.includeInactive === true,
    );
    return pageOf(
      all.filter((b) => matches(b, q.search, ['name', 'bankName', 'accountNumber'])),
      q,
      ['name', 'kind', 'balance'],
    );
  });
  implement(app, bankAccountsApi.get, (request) =>
    getBankAccount(app.db, contextOf(request), request.params.id),
  );
  implement(app, bankAccountsApi.create, (request) =>
    createBankAccount(app.db, contextOf(request), request.body),
  );
  implement(app, bankAccountsApi.update, (request) =>
    updateBankAccount(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, bankAccountsApi.remove, (request) =>
    deleteBankAccount(app.db, contextOf(request), request.params.id),
  );
};
