export * from './accounts';
export * from './transaction-types';
export * from './entries';
export * from './earning-rules';
export * from './task-rules';
export * from './post-rules';
export * from './wallet-rules';
