import { idParams, paginated } from '../common';
import {
  account,
  accountCreate,
  accountListQuery,
  accountUpdate,
  journalEntry,
  journalEntryCreate,
  journalEntryListQuery,
  journalEntryReverse,
  journalEntryUpdate,
} from '../ledger';
import { accountOption } from '../pickers';
import { POSTS_TO_LEDGER } from './resources';
import { noContent, optionalBy, route, scopedBy } from './route';

const tags = ['accounting'];

/** The chart of accounts and the manual journal (API.md: accounting). */
export const ledgerApi = {
  /** With balances as at `asOf` (default today), every branch the user reaches or `branchId`. */
  listAccounts: route({
    method: 'GET',
    path: '/api/accounts',
    branch: optionalBy('query'),
    auth: { picker: 'accounts' },
    query: accountListQuery,
    response: paginated(accountOption),
    tags,
  }),
  getAccount: route({
    method: 'GET',
    path: '/api/accounts/:id',
    auth: { picker: 'accounts' },
    params: idParams,
    response: accountOption,
    tags,
  }),
  createAccount: route({
    method: 'POST',
    path: '/api/accounts',
    auth: { permission: 'accounting:create' },
    body: accountCreate,
    response: account,
    status: 201,
    touches: ['accounts', 'reports'],
    tags,
  }),
  /** The code and name show on journal lines, money accounts and every report. */
  updateAccount: route({
    method: 'PATCH',
    path: '/api/accounts/:id',
    auth: { permission: 'accounting:update' },
    params: idParams,
    body: accountUpdate,
    response: account,
    touches: [...POSTS_TO_LEDGER],
    tags,
  }),
  removeAccount: route({
    method: 'DELETE',
    path: '/api/accounts/:id',
    auth: { permission: 'accounting:delete' },
    params: idParams,
    response: noContent,
    touches: ['accounts', 'reports'],
    tags,
  }),
  listEntries: route({
    method: 'GET',
    path: '/api/journal-entries',
    branch: optionalBy('query'),
    auth: { permission: 'accounting:read' },
    query: journalEntryListQuery,
    response: paginated(journalEntry),
    tags,
  }),
  getEntry: route({
    method: 'GET',
    path: '/api/journal-entries/:id',
    auth: { permission: 'accounting:read' },
    params: idParams,
    response: journalEntry,
    tags,
  }),
  /** A Draft, or Posted at once (then it also needs accounting:approve). */
  createEntry: route({
    method: 'POST',
    path: '/api/journal-entries',
    branch: scopedBy('body'),
    auth: { permission: 'accounting:create' },
    body: journalEntryCreate,
    response: journalEntry,
    status: 201,
    touches: [...POSTS_TO_LEDGER],
    tags,
  }),
  /** Only a draft changes: nothing is posted. */
  updateEntry: route({
    method: 'PATCH',
    path: '/api/journal-entries/:id',
    auth: { permission: 'accounting:update' },
    params: idParams,
    body: journalEntryUpdate,
    response: journalEntry,
    touches: ['journal-entries'],
    tags,
  }),
  /** Only a draft goes. */
  removeEntry: route({
    method: 'DELETE',
    path: '/api/journal-entries/:id',
    auth: { permission: 'accounting:delete' },
    params: idParams,
    response: noContent,
    touches: ['journal-entries'],
    tags,
  }),
  postEntry: route({
    method: 'POST',
    path: '/api/journal-entries/:id/post',
    auth: { permission: 'accounting:approve' },
    params: idParams,
    response: journalEntry,
    touches: [...POSTS_TO_LEDGER],
    tags,
  }),
  /** A posted entry's reversing entry, on `date` (default the original's). */
  reverseEntry: route({
    method: 'POST',
    path: '/api/journal-entries/:id/reverse',
    auth: { permission: 'accounting:approve' },
    params: idParams,
    body: journalEntryReverse,
    response: journalEntry,
    status: 201,
    touches: [...POSTS_TO_LEDGER],
    tags,
  }),
};
