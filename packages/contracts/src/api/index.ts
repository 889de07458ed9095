export * from './bank-transfers';
export * from './catalog';
export * from './customers';
export * from './platform';
export * from './request';
export * from './resources';
export * from './route';
export * from './suppliers';
