import {
  account,
  accountCreate,
  accountListQuery,
  accountOption,
  accountUpdate,
  companyApi,
  idParams,
  journalEntry,
  journalEntryCreate,
  journalEntryListQuery,
  journalEntryReverse,
  journalEntryUpdate,
  paginated,
} from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/app-error';
import { assertBranchAccess, contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { matches, pageOf } from '../../platform/paging';
import { assertPermission } from '../../platform/request-context';
import { needs, picksFrom } from '../../platform/route-auth';
import { createAccount, deleteAccount, getAccount, listAccounts, updateAccount } from './accounts';
import { bankAccountRoutes } from './bank-accounts.routes';
import { getEntry, listEntries } from './journal.repo';
import { postJournalEntry, reverseJournalEntry } from './post-journal-entry';
import { createJournalEntry, deleteJournalEntry, updateJournalEntry } from './save-journal-entry';
import { setLockDate } from './set-lock-date';

const tags = ['accounting'];
const noContent = { 204: z.null() };

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bankAccountRoutes);
  app.get(
    '/api/accounts',
    {
      ...picksFrom('accounts'),
      schema: { tags, querystring: accountListQuery, response: { 200: paginated(accountOption) } },
    },
    async (request) => {
      const ctx = contextOf(request);
      const q = request.query;
      if (q.branchId) assertBranchAccess(ctx, q.branchId);
      const all = await listAccounts(app.db, ctx.companyId, { asOf: q.asOf, branchId: q.branchId });
      const shown = all.filter(
        (a) =>
          (q.includeInactive || a.isActive) &&
          (!q.type || a.type === q.type) &&
          matches(a, q.search, ['code', 'name']),
      );
      return pageOf(shown, q, ['code', 'name', 'type', 'balance']);
    },
  );
  app.get(
    '/api/accounts/:id',
    { ...picksFrom('accounts'), schema: { tags, params: idParams, response: { 200: accountOption } } },
    (request) => getAccount(app.db, contextOf(request).companyId, request.params.id),
  );
  app.post(
    '/api/accounts',
    { ...needs('accounting:create'), schema: { tags, body: accountCreate, response: { 201: account } } },
    async (request, reply) =>
      reply.status(201).send(await createAccount(app.db, contextOf(request), request.body)),
  );
  app.patch(
    '/api/accounts/:id',
    {
      ...needs('accounting:update'),
      schema: { tags, params: idParams, body: accountUpdate, response: { 200: account } },
    },
    (request) => updateAccount(app.db, contextOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/accounts/:id',
    { ...needs('accounting:delete'), schema: { tags, params: idParams, response: noContent } },
    async (request, reply) => {
      await deleteAccount(app.db, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/journal-entries',
    {
      ...needs('accounting:read'),
      schema: { tags, querystring: journalEntryListQuery, response: { 200: paginated(journalEntry) } },
    },
    (request) => {
      const ctx = contextOf(request);
      if (request.query.branchId) assertBranchAccess(ctx, request.query.branchId);
      return listEntries(app.db, ctx.companyId, ctx.branchIds, request.query);
    },
  );
  app.get(
    '/api/journal-entries/:id',
    { ...needs('accounting:read'), schema: { tags, params: idParams, response: { 200: journalEntry } } },
    async (request) => {
      const ctx = contextOf(request);
      const entry = await getEntry(app.db, ctx.companyId, request.params.id);
      if (!entry || !ctx.branchIds.includes(entry.branchId)) throw notFound('Journal entry');
      return entry;
    },
  );
  app.post(
    '/api/journal-entries',
    {
      ...needs('accounting:create'),
      schema: { tags, body: journalEntryCreate, response: { 201: journalEntry } },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      if (request.body.status === 'Posted') assertPermission(ctx, 'accounting:approve');
      return reply.status(201).send(await createJournalEntry(app.db, ctx, request.body));
    },
  );
  app.patch(
    '/api/journal-entries/:id',
    {
      ...needs('accounting:update'),
      schema: { tags, params: idParams, body: journalEntryUpdate, response: { 200: journalEntry } },
    },
    (request) => updateJournalEntry(app.db, contextOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/journal-entries/:id',
    { ...needs('accounting:delete'), schema: { tags, params: idParams, response: noContent } },
    async (request, reply) => {
      await deleteJournalEntry(app.db, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/journal-entries/:id/post',
    { ...needs('accounting:approve'), schema: { tags, params: idParams, response: { 200: journalEntry } } },
    (request) => postJournalEntry(app.db, contextOf(request), request.params.id),
  );
  app.post(
    '/api/journal-entries/:id/reverse',
    {
      ...needs('accounting:approve'),
      schema: { tags, params: idParams, body: journalEntryReverse, response: { 201: journalEntry } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reverseJournalEntry(app.db, contextOf(request), request.params.id, request.body ?? {})),
  );

  implement(app, companyApi.setLockDate, (request) =>
    setLockDate(app.db, contextOf(request), request.body.lockDate),
  );
};
