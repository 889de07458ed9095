export * from './codes';
export * from './etims-time';
export * from './item-registration';
export * from './receipt-link';
export * from './sales-transaction';
export * from './sales-validation';
