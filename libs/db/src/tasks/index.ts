export * from './proof-decisions';
