export * from './chart-of-accounts';
export * from './journal';
export * from './reports';
