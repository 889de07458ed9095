import { companyApi, ledgerApi } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { implementAll } from '../../platform/implement-all';
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
  implementAll(app, ledgerApi, {
    listAccounts: async ({ db, ctx, branchId, query: q }) => {
      const all = await listAccounts(db, ctx.companyId, { asOf: q.asOf, branchId });
      const shown = all.filter(
        (a) =>
          (q.includeInactive || a.isActive) &&
          (!q.type || a.type === q.type) &&
          matches(a, q.search, ['code', 'name']),
      );
      return pageOf(shown, q, ['code', 'name', 'type', 'balance']);
    },
    getAccount: ({ db, ctx, params }) => getAccount(db, ctx.companyId, params.id),
    createAccount: ({ db, ctx, body }) => createAccount(db, ctx, body),
    updateAccount: ({ db, ctx, params, body }) => updateAccount(db, ctx, params.id, body),
    removeAccount: ({ db, ctx, params }) => deleteAccount(db, ctx, params.id),

    listEntries: ({ db, ctx, query }) => listEntries(db, ctx.companyId, ctx.branchIds, query),
    getEntry: ({ db, ctx, params }) => journalEntryOf(db, ctx, params.id),
    createEntry: ({ db, ctx, body }) => {
      if (body.status === 'Posted') assertPermission(ctx, 'accounting:approve');
      return createJournalEntry(db, ctx, body);
    },
    updateEntry: ({ db, ctx, params, body }) => updateJournalEntry(db, ctx, params.id, body),
    removeEntry: ({ db, ctx, params }) => deleteJournalEntry(db, ctx, params.id),
    postEntry: ({ db, ctx, params }) => postJournalEntry(db, ctx, params.id),
    reverseEntry: ({ db, ctx, params, body }) => reverseJournalEntry(db, ctx, params.id, body ?? {}),
  });
  implementAll(app, companyApi, {
    setLockDate: ({ db, ctx, body }) => setLockDate(db, ctx, body.lockDate),
  });
};
