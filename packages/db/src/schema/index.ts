export * from './auth';
export * from './inventory';
export * from './ledger';
export * from './org';
export * from './payroll';
export * from './purchasing';
export * from './sales';
export * from './sales-documents';
