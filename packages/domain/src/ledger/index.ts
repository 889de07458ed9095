export * from './chart-of-accounts';
export * from './journal';
