export * from './proof-decisions';
export * from './leads';
export * from './payment-decisions';
