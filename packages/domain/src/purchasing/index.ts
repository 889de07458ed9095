export * from './bill-status';
export * from './document-totals';
export * from './order-status';
