export * from './audit';
export * from './auth';
export * from './branches';
export * from './common';
export * from './company';
export * from './errors';
export * from './health';
export * from './users';
