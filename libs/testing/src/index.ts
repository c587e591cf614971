export * from './test-database';
export * from './mail-sink';
export * from './wait-for';
export * from './png';
export * from './ports';
export * from './test-clock';
export * from './kit';
export * from './fakes';
