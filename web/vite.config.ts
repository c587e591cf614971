import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkName } from './chunks.ts';

const lib = (name: string) => fileURLToPath(new URL(`../libs/${name}/src/index.ts`, import.meta.url));
const API = process.env.EARNWAVE_API ?? 'http://localhost:3000';

/**
 * The member client. Vite 8 transforms TSX itself (oxc, automatic JSX runtime), so no React plugin.
 * The shared libraries are read from their TypeScript sources: the client shows the server's own
 * constants and texts. The build lands in dist/ (JS and CSS under dist/assets/, which the API serves
 * after its own /assets files; nothing is ever named under assets/content, which is the server's).
 */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: {
      '@earnwave/contracts': lib('contracts'),
      '@earnwave/money': lib('money'),
      // The server's money rules (framework-free), so that the client shows what the server pays.
      '@earnwave/domain': lib('domain'),
    },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: chunkName() }] } },
      // antd marks its modules "use client" (a server-components hint); meaningless in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API,
      '/socket.io': { target: API, ws: true },
      '/assets/content': API,
    },
  },
});
