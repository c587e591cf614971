export * from './proof-decisions';
export * from './leads';
