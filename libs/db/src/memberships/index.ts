export * from './membership-rows';
export * from './activation';
export * from './reversal';
export * from './decisions';
