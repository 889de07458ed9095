export * from './chart-of-accounts';
export * from './comparison-period';
export * from './journal';
export * from './ledger-pages';
export * from './month-split';
export * from './reports';
