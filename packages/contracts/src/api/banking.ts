import { idParams, paginated } from '../common';
import { bankAccount, bankAccountCreate, bankAccountListQuery, bankAccountUpdate } from '../ledger';
import { bankAccountOption } from '../pickers';
import {
  reconciliation,
  reconciliationCreate,
  reconciliationDetail,
  reconciliationEntryCreate,
  reconciliationListQuery,
  reconciliationMatch,
  reconciliationUnmatch,
  reconciliationUpdate,
} from '../reconciliations';
import { POSTS_TO_LEDGER } from './resources';
import { noContent, route, scopedBy } from './route';

const tags = ['banking'];

/**
 * A bank account has a ledger account and an opening entry; its name shows on the transfers,
 * reconciliations, refunds and supplier payments that use it.
 */
const BANK_ACCOUNT_CHANGE = [
  ...POSTS_TO_LEDGER,
  'bank-transfers',
  'reconciliations',
  'credit-notes',
  'supplier-payments',
] as const;

/** The company's money accounts: banks, M-Pesa, cash (API.md: bank accounts). */
export const bankAccountsApi = {
  list: route({
    method: 'GET',
    path: '/api/bank-accounts',
    branch: scopedBy('query'),
    auth: { picker: 'bankAccounts' },
    query: bankAccountListQuery,
    response: paginated(bankAccountOption),
    tags,
  }),
  get: route({
    method: 'GET',
    path: '/api/bank-accounts/:id',
    auth: { picker: 'bankAccounts' },
    params: idParams,
    response: bankAccountOption,
    tags,
  }),
  create: route({
    method: 'POST',
    path: '/api/bank-accounts',
    branch: scopedBy('body'),
    auth: { permission: 'banking:create' },
    body: bankAccountCreate,
    response: bankAccount,
    status: 201,
    touches: BANK_ACCOUNT_CHANGE,
    tags,
  }),
  update: route({
    method: 'PATCH',
    path: '/api/bank-accounts/:id',
    auth: { permission: 'banking:update' },
    params: idParams,
    body: bankAccountUpdate,
    response: bankAccount,
    touches: BANK_ACCOUNT_CHANGE,
    tags,
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/bank-accounts/:id',
    auth: { permission: 'banking:delete' },
    params: idParams,
    response: noContent,
    touches: BANK_ACCOUNT_CHANGE,
    tags,
  }),
};

/** Bank reconciliations: a statement's lines matched against the account's postings. */
export const reconciliationsApi = {
  list: route({
    method: 'GET',
    path: '/api/reconciliations',
    branch: scopedBy('query'),
    auth: { permission: 'banking:read' },
    query: reconciliationListQuery,
    response: paginated(reconciliation),
    tags,
  }),
  get: route({
    method: 'GET',
    path: '/api/reconciliations/:id',
    auth: { permission: 'banking:read' },
    params: idParams,
    response: reconciliationDetail,
    tags,
  }),
  create: route({
    method: 'POST',
    path: '/api/reconciliations',
    auth: { permission: 'banking:create' },
    body: reconciliationCreate,
    response: reconciliationDetail,
    status: 201,
    touches: ['reconciliations'],
    tags,
  }),
  update: route({
    method: 'PATCH',
    path: '/api/reconciliations/:id',
    auth: { permission: 'banking:update' },
    params: idParams,
    body: reconciliationUpdate,
    response: reconciliationDetail,
    touches: ['reconciliations'],
    tags,
  }),
  /** Lets an unfinished reconciliation go. */
  remove: route({
    method: 'DELETE',
    path: '/api/reconciliations/:id',
    auth: { permission: 'banking:delete' },
    params: idParams,
    response: noContent,
    touches: ['reconciliations'],
    tags,
  }),
  match: route({
    method: 'POST',
    path: '/api/reconciliations/:id/match',
    auth: { permission: 'banking:update' },
    params: idParams,
    body: reconciliationMatch,
    response: reconciliationDetail,
    touches: ['reconciliations'],
    tags,
  }),
  unmatch: route({
    method: 'POST',
    path: '/api/reconciliations/:id/unmatch',
    auth: { permission: 'banking:update' },
    params: idParams,
    body: reconciliationUnmatch,
    response: reconciliationDetail,
    touches: ['reconciliations'],
    tags,
  }),
  /** A statement line missing from the books (a bank charge, interest): posts it, matched. */
  addEntry: route({
    method: 'POST',
    path: '/api/reconciliations/:id/entries',
    auth: { permission: 'banking:update' },
    params: idParams,
    body: reconciliationEntryCreate,
    response: reconciliationDetail,
    status: 201,
    touches: ['reconciliations', ...POSTS_TO_LEDGER],
    tags,
  }),
  finish: route({
    method: 'POST',
    path: '/api/reconciliations/:id/finish',
    auth: { permission: 'banking:update' },
    params: idParams,
    response: reconciliationDetail,
    touches: ['reconciliations'],
    tags,
  }),
  undo: route({
    method: 'POST',
    path: '/api/reconciliations/:id/undo',
    auth: { permission: 'banking:update' },
    params: idParams,
    response: reconciliationDetail,
    touches: ['reconciliations'],
    tags,
  }),
};
