export * from './movement-kinds';
export * from './stock-position';
export * from './transfer-status';
