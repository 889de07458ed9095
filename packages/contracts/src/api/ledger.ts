import { idParams } from '../common';
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
import { recordRoutes } from './record-routes';
import { POSTS_TO_LEDGER } from './resources';
import { optionalBy, scopedBy } from './route';
import { routeGroup } from './route-group';

const tags = ['accounting'];

const accounts = recordRoutes('/api/accounts', 'accounting', tags);

const journalEntries = recordRoutes('/api/journal-entries', 'accounting', tags);

const ledgerRoutes = routeGroup({ tags });

/** The chart of accounts and the manual journal (API.md: accounting). */
export const ledgerApi = {
  /** With balances as at `asOf` (default today), every branch the user reaches or `branchId`. */
  listAccounts: accounts.list(accountListQuery, accountOption, {
    auth: { picker: 'accounts' },
    branch: optionalBy('query'),
  }),
  getAccount: accounts.get(accountOption, { auth: { picker: 'accounts' } }),
  createAccount: accounts.create(accountCreate, account, ['accounts', 'reports']),
  /** The code and name show on journal lines, money accounts and every report. */
  updateAccount: accounts.update(accountUpdate, account, [...POSTS_TO_LEDGER]),
  removeAccount: accounts.remove(['accounts', 'reports']),
  listEntries: journalEntries.list(journalEntryListQuery, journalEntry, { branch: optionalBy('query') }),
  getEntry: journalEntries.get(journalEntry),
  /** A Draft, or Posted at once (then it also needs accounting:approve). */
  createEntry: ledgerRoutes.post(
    '/api/journal-entries',
    { permission: 'accounting:create' },
    {
      branch: scopedBy('body'),
      body: journalEntryCreate,
      response: journalEntry,
      status: 201,
      touches: [...POSTS_TO_LEDGER],
    },
  ),
  /** Only a draft changes: nothing is posted. */
  updateEntry: journalEntries.update(journalEntryUpdate, journalEntry, ['journal-entries']),
  /** Only a draft goes. */
  removeEntry: journalEntries.remove(['journal-entries']),
  postEntry: ledgerRoutes.post(
    '/api/journal-entries/:id/post',
    { permission: 'accounting:approve' },
    { params: idParams, response: journalEntry, touches: [...POSTS_TO_LEDGER] },
  ),
  /** A posted entry's reversing entry, on `date` (default the original's). */
  reverseEntry: ledgerRoutes.post(
    '/api/journal-entries/:id/reverse',
    { permission: 'accounting:approve' },
    {
      params: idParams,
      body: journalEntryReverse,
      response: journalEntry,
      status: 201,
      touches: [...POSTS_TO_LEDGER],
    },
  ),
};
