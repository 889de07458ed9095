export * from './vat-period';
export * from './vat-summary';
export * from './vat3-schedules';
export * from './withholding-vat';
