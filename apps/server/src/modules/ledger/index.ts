export { seedChartOfAccounts } from './accounts.repo';
export { balanceUpTo } from './balance-up-to';
export { getBankAccount, listBankAccounts } from './bank-accounts';
export { type ContactBalances, contactBalances, netOf } from './contact-balances';
export {
  contactStatementLines,
  type StatementAccount,
  statementPeriod,
} from './contact-statement';
export { type Corrected, correctionDate } from './correction-date';
export { ledgerRoutes } from './ledger.routes';
export { type DocumentToPost, postDocument } from './post-document';
export { type EntryToPost, postEntry } from './post-entry';
export { postReversal } from './post-reversal';
export { postedOn, withAccountAndEntry } from './posted-lines';
export { postedTotals, type Totals } from './posted-totals';
export { usableBankAccount } from './usable-bank-account';
