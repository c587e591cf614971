/**
 * One jest run for every server-side suite: unit specs beside the code (`*.spec.ts`, scripts/
 * included), integration specs under services/<name>/test and, for those that drive the worker's
 * insides, test/integration (`*.e2e-spec.ts`) against real PostgreSQL and Redis, and browser
 * journeys under e2e/ (`*.browser-spec.ts`) driving Debian's chromium.
 * NestJS 12 and some of its dependencies ship ES modules only, so swc transforms them too.
 */
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const ESM_PACKAGES = [
  '@nestjs',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  'peek-readable',
  // otplib's CommonJS build requires these ES-module-only packages (Node itself loads them since 20.19).
  '@otplib',
  '@scure',
  '@noble',
  // openapi-typescript's CommonJS build (the wire document's types) requires these.
  'openapi-typescript',
  'parse-json',
  'supports-color',
  'change-case',
  'index-to-position',
  // @fastify/static's own copy (the client apps, the queue board's files): the pattern below
  // must let both its folders through.
  '@fastify/static/node_modules/content-disposition',
  'content-disposition',
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/services', '<rootDir>/test', '<rootDir>/e2e', '<rootDir>/scripts'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.browser-spec.ts'],
  transform: {
    '^.+\\.ts$': swc('typescript'),
    '^.+\\.m?js$': swc('ecmascript'),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    '^@earnwave/(contracts|money|config|domain|db|testing)$': '<rootDir>/libs/$1/src',
    '^@earnwave/(api|worker)$': '<rootDir>/services/$1/src',
  },
  // PostgreSQL, Redis and the browser: started or installed when missing, so that a fresh machine
  // needs nothing but Node (libs/testing/src/run).
  globalSetup: '<rootDir>/libs/testing/src/run/global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/run/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 2,
};
