export * from './movement-kinds';
export * from './stock-position';
export * from './stock-postings';
export * from './transfer-status';
