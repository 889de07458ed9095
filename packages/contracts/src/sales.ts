export * from './sales-credits';
export * from './sales-invoices';
