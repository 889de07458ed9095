export { seedChartOfAccounts, systemAccountId } from './accounts.repo';
export { ledgerRoutes } from './ledger.routes';
export { type EntryToPost, postEntry } from './post-entry';
