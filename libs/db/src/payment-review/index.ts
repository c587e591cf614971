export * from './chain-checks';
export * from './decision-gate';
export * from './flags';
