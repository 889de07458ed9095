import { idParams } from '../common';
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
import { recordRoutes } from './record-routes';
import { POSTS_TO_LEDGER } from './resources';
import { scopedBy } from './route';
import { routeGroup } from './route-group';

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

const bankAccounts = recordRoutes('/api/bank-accounts', 'banking', tags);

const bankAccountsRoutes = routeGroup({ tags });

/** The company's money accounts: banks, M-Pesa, cash (API.md: bank accounts). */
export const bankAccountsApi = {
  list: bankAccounts.list(bankAccountListQuery, bankAccountOption, {
    auth: { picker: 'bankAccounts' },
    branch: scopedBy('query'),
  }),
  get: bankAccounts.get(bankAccountOption, { auth: { picker: 'bankAccounts' } }),
  create: bankAccountsRoutes.post(
    '/api/bank-accounts',
    { permission: 'banking:create' },
    {
      branch: scopedBy('body'),
      body: bankAccountCreate,
      response: bankAccount,
      status: 201,
      touches: BANK_ACCOUNT_CHANGE,
    },
  ),
  update: bankAccounts.update(bankAccountUpdate, bankAccount, BANK_ACCOUNT_CHANGE),
  remove: bankAccounts.remove(BANK_ACCOUNT_CHANGE),
};

const reconciliations = recordRoutes('/api/reconciliations', 'banking', tags);

const reconciliationsRoutes = routeGroup({ tags });

/** Bank reconciliations: a statement's lines matched against the account's postings. */
export const reconciliationsApi = {
  list: reconciliations.list(reconciliationListQuery, reconciliation, { branch: scopedBy('query') }),
  get: reconciliations.get(reconciliationDetail),
  create: reconciliations.create(reconciliationCreate, reconciliationDetail, ['reconciliations']),
  update: reconciliations.update(reconciliationUpdate, reconciliationDetail, ['reconciliations']),
  /** Lets an unfinished reconciliation go. */
  remove: reconciliations.remove(['reconciliations']),
  match: reconciliationsRoutes.post(
    '/api/reconciliations/:id/match',
    { permission: 'banking:update' },
    {
      params: idParams,
      body: reconciliationMatch,
      response: reconciliationDetail,
      touches: ['reconciliations'],
    },
  ),
  unmatch: reconciliationsRoutes.post(
    '/api/reconciliations/:id/unmatch',
    { permission: 'banking:update' },
    {
      params: idParams,
      body: reconciliationUnmatch,
      response: reconciliationDetail,
      touches: ['reconciliations'],
    },
  ),
  /** A statement line missing from the books (a bank charge, interest): posts it, matched. */
  addEntry: reconciliationsRoutes.post(
    '/api/reconciliations/:id/entries',
    { permission: 'banking:update' },
    {
      params: idParams,
      body: reconciliationEntryCreate,
      response: reconciliationDetail,
      status: 201,
      touches: ['reconciliations', ...POSTS_TO_LEDGER],
    },
  ),
  finish: reconciliationsRoutes.post(
    '/api/reconciliations/:id/finish',
    { permission: 'banking:update' },
    { params: idParams, response: reconciliationDetail, touches: ['reconciliations'] },
  ),
  undo: reconciliationsRoutes.post(
    '/api/reconciliations/:id/undo',
    { permission: 'banking:update' },
    { params: idParams, response: reconciliationDetail, touches: ['reconciliations'] },
  ),
};
