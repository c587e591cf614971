export * from './roles';
export * from './member-status';
export * from './constants';
export * from './messages';
export * from './outbox-events';
export * from './api-envelope';
export * from './options';
export * from './wallet-messages';
