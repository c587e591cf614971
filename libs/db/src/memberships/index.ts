export * from './membership-rows';
export * from './activation';
export * from './reversal';
export * from './decisions';
export * from './membership-lookup';
