export * from './movement-kinds';
export * from './negative-stock';
export * from './stock-position';
export * from './stock-postings';
export * from './transfer-status';
