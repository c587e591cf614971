export * from './membership-rows';
export * from './activation';
