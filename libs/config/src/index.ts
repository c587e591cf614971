export * from './env.schema';
export * from './config.module';
export * from './logger';
export * from './redis';
