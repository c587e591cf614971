export * from './env.schema';
