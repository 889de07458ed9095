export { seedChartOfAccounts, systemAccountId } from './accounts.repo';
export { type EntryToPost, postEntry } from './post-entry';
