export * from './customer-tier';
export * from './estimate-status';
export * from './invoice-status';
export * from './recurrence';
