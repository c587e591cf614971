import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
