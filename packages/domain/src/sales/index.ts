export * from './estimate-status';
export * from './invoice-status';
