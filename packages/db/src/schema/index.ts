export * from './auth';
export * from './ledger';
export * from './org';
