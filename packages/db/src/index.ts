export * from './backup';
export * from './data-dir-lock';
export * from './database';
export * from './migrations-folder';
export * from './open-database';
export * from './schema';
export * from './table-statistics';
export * from './transaction-retry';
