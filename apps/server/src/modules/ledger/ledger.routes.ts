import { companyApi, ledgerApi } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { matches, pageOf } from '../../platform/paging';
import { assertPermission } from '../../platform/request-context';
import { createAccount, deleteAccount, getAccount, listAccounts, updateAccount } from './accounts';
import { bankAccountRoutes } from './bank-accounts.routes';
import { listEntries } from './journal.repo';
import { journalEntryOf } from './journal-entry-of';
import { postJournalEntry, reverseJournalEntry } from './post-journal-entry';
import { createJournalEntry, deleteJournalEntry, updateJournalEntry } from './save-journal-entry';
import { setLockDate } from './set-lock-date';

/** Implements ledgerApi (packages/contracts/src/api/ledger.ts); the bank accounts and the lock date too. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bankAccountRoutes);
  implement(app, ledgerApi.listAccounts, async (request) => {
    const ctx = contextOf(request);
    const q = request.query;
    const all = await listAccounts(app.db, ctx.companyId, { asOf: q.asOf, branchId: request.branchId });
    const shown = all.filter(
      (a) =>
        (q.includeInactive || a.isActive) &&
        (!q.type || a.type === q.type) &&
        matches(a, q.search, ['code', 'name']),
    );
    return pageOf(shown, q, ['code', 'name', 'type', 'balance']);
  });
  implement(app, ledgerApi.getAccount, (request) =>
    getAccount(app.db, contextOf(request).companyId, request.params.id),
  );
  implement(app, ledgerApi.createAccount, (request) =>
    createAccount(app.db, contextOf(request), request.body),
  );
  implement(app, ledgerApi.updateAccount, (request) =>
    updateAccount(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, ledgerApi.removeAccount, (request) =>
    deleteAccount(app.db, contextOf(request), request.params.id),
  );

  implement(app, ledgerApi.listEntries, (request) => {
    const ctx = contextOf(request);
    return listEntries(app.db, ctx.companyId, ctx.branchIds, request.query);
  });
  implement(app, ledgerApi.getEntry, (request) =>
    journalEntryOf(app.db, contextOf(request), request.params.id),
  );
  implement(app, ledgerApi.createEntry, (request) => {
    const ctx = contextOf(request);
    if (request.body.status === 'Posted') assertPermission(ctx, 'accounting:approve');
    return createJournalEntry(app.db, ctx, request.body);
  });
  implement(app, ledgerApi.updateEntry, (request) =>
    updateJournalEntry(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, ledgerApi.removeEntry, (request) =>
    deleteJournalEntry(app.db, contextOf(request), request.params.id),
  );
  implement(app, ledgerApi.postEntry, (request) =>
    postJournalEntry(app.db, contextOf(request), request.params.id),
  );
  implement(app, ledgerApi.reverseEntry, (request) =>
    reverseJournalEntry(app.db, contextOf(request), request.params.id, request.body ?? {}),
  );

  implement(app, companyApi.setLockDate, (request) =>
    setLockDate(app.db, contextOf(request), request.body.lockDate),
  );
};
