export * from './membership-rows';
export * from './activation';
export * from './decisions';
