import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/boundaries.mjs';
import texts from './scripts/eslint/texts.mjs';

const earnwave = { rules: { ...boundaries.rules, texts } };

/**
 * The boundaries between the parts (docs/architecture.md, "Where things live"), enforced here
 * and proved to bite by scripts/eslint/boundaries.spec.ts.
 */
const NO_DATA_SOURCE =
  'a handler, query class or controller injects no DataSource: run a transaction through UnitOfWork and read through a repository.';
const SERVER_ONLY = 'the clients run in the browser and share only libs/contracts, libs/money and libs/domain.';
const PURE_LIBS =
  'libs/domain and libs/contracts are plain TypeScript, shared with the clients: no framework, no database.';
const FRAMEWORKS = [
  '@nestjs/*',
  'typeorm',
  'typeorm/*',
  'bullmq',
  'ioredis',
  'express',
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
];
const API_MODULES = 'services/api/src/modules';
const LIBS_SERVE_SERVICES = 'a library never imports a service; services import libraries.';
/** What the clients may not import: the server's code. */
const CLIENT_FORBID = ['services', 'libs/db', 'libs/config', 'libs/testing'].map((path) => ({
  path,
  message: SERVER_ONLY,
}));
const SQL_IN_REPOSITORIES =
  "SQL lives in the owner's repository (a module's infra/*.repository.ts, the worker's *.repository.ts) or in libs/db.";

/** Where SQL may stand in the services' sources: repositories, migrations, and the specs that set up their rows. */
const SQL_HOMES = ['**/infra/**', '**/migrations/**', '**/*.spec.ts'];
const RUN_SQL = { selector: "CallExpression[callee.property.name='query']", message: SQL_IN_REPOSITORIES };
/**
 * SQL text: a string or a template that starts (after white space) with a statement's keyword; a
 * WITH only as SQL writes it (`WITH name AS (`), so that an English "with ..." passes.
 */
const SQL_START = String.raw`/^\s*((select|insert|update|delete)\s|with\s+(recursive\s+)?\w+(\s*\(.*\))?\s+as\s*\()/i`;
const SQL_TEXT = [
  { selector: `Literal[value=${SQL_START}]`, message: SQL_IN_REPOSITORIES },
  { selector: `TemplateLiteral[quasis.0.value.raw=${SQL_START}]`, message: SQL_IN_REPOSITORIES },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', 'libs/contracts/src/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Nest's DI needs value imports for constructor types; the compiler keeps them.
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through @earnwave/config.' },
      ],
    },
  },
  {
    // The places allowed to read the environment: the config parser, scripts and the test kit.
    files: ['libs/config/src/**', 'scripts/**', 'libs/testing/src/**', '**/test/**', 'e2e/**', 'jest.config.js'],
    rules: { 'no-restricted-properties': 'off' },
  },
  { plugins: { earnwave } },
  {
    // Libraries serve the services, never the other way round: the test kit works against a
    // PlatformClient, and what boots the API and the worker stays in services/api/test/support.
    // (libs/domain and libs/contracts narrow this further below.)
    files: ['libs/**'],
    rules: {
      'earnwave/boundaries': ['error', { forbid: [{ path: 'services', message: LIBS_SERVE_SERVICES }] }],
    },
  },
  {
    files: ['libs/domain/**', 'libs/contracts/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: FRAMEWORKS, message: PURE_LIBS }] }],
      'earnwave/boundaries': [
        'error',
        {
          forbid: ['libs/db', 'libs/config', 'libs/testing', 'services'].map((path) => ({ path, message: PURE_LIBS })),
        },
      ],
    },
  },
  {
    files: ['services/api/src/**'],
    rules: {
      'earnwave/boundaries': [
        'error',
        {
          forbid: [
            { path: 'services/worker', message: 'the API and the worker share code through libs/*, not each other.' },
          ],
          modules: API_MODULES,
        },
      ],
    },
  },
  {
    // Handlers, services and controllers read like the rule; the statements, and their text, are the repositories'.
    files: ['services/*/src/**'],
    ignores: SQL_HOMES,
    rules: { 'no-restricted-syntax': ['error', RUN_SQL, ...SQL_TEXT] },
  },
  {
    // Controllers, query classes and command handlers reach the database through their module's
    // repositories and the ports (UnitOfWork for a transaction): docs/architecture.md, Ports and fakes.
    files: ['services/api/src/modules/*/{commands,queries,http}/**'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@nestjs/typeorm', message: NO_DATA_SOURCE },
            { name: 'typeorm', importNames: ['DataSource'], message: NO_DATA_SOURCE },
          ],
        },
      ],
    },
  },
  {
    // The API's tests start the worker through its entry point; tests that drive its insides live in test/integration.
    files: ['services/api/test/**'],
    rules: {
      'earnwave/boundaries': [
        'error',
        {
          forbid: [
            {
              path: 'services/worker',
              except: ['services/worker/src'],
              message: "tests that drive the worker's insides live in test/integration.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['services/worker/**'],
    rules: {
      'earnwave/boundaries': [
        'error',
        {
          forbid: [
            { path: 'services/api', message: 'the API and the worker share code through libs/*, not each other.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**', 'admin/**'],
    rules: { 'earnwave/boundaries': ['error', { forbid: CLIENT_FORBID, isolated: 'web/src/pages' }] },
  },
  {
    // A page's tests may borrow another page's fixtures (a profile's posts, shown on the network too).
    files: ['web/src/pages/**/*.test.{ts,tsx}'],
    rules: { 'earnwave/boundaries': ['error', { forbid: CLIENT_FORBID }] },
  },
  {
    // The member client's words live in web/src/texts (scripts/eslint/texts.mjs); its tests may write them out.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/texts/**',
      'web/src/test/**',
      '**/*.test.{ts,tsx}',
      '**/test-fixtures.ts',
      '**/test-support.ts',
      '**/fixtures.ts',
    ],
    rules: { 'earnwave/texts': 'error' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The member client runs in the browser; its Vite config reads the dev proxy target from the shell.
    files: ['web/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/vite.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
