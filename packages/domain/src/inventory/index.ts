export * from './movement-kinds';
export * from './negative-stock';
export * from './stock-position';
export * from './transfer-status';
