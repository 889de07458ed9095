export * from './chart-of-accounts';
export * from './journal';
export * from './month-split';
export * from './reports';
