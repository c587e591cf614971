import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contracts = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: { '@earnwave/contracts': contracts } },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
