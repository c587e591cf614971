import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const lib = (name: string) => fileURLToPath(new URL(`../libs/${name}/src/index.ts`, import.meta.url));

/**
 * The admin console, served by the API at /admin (build) or by Vite on 5174 (dev, calling the API
 * on 3000 through the proxy). Vite 8 transforms TSX itself (oxc): no React plugin needed.
 */
export default defineConfig({
  base: '/admin/',
  oxc: { jsx: { runtime: 'automatic' } },
  // The console reads the server's own constants and rules from the libraries' TypeScript sources.
  resolve: {
    alias: {
      '@earnwave/contracts': lib('contracts'),
      // The server's address check (framework-free), which the settings' wallet input runs too.
      '@earnwave/domain': lib('domain'),
      '@earnwave/money': lib('money'),
    },
  },
  server: {
    port: 5174,
    // The queue board is a page of the API: its ticket cookie is set and read through the same origin.
    proxy: Object.fromEntries(
      ['/api', '/uploads', '/assets', '/admin/queues'].map((path) => [path, 'http://localhost:3000']),
    ),
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // MUI marks its modules "use client" (a server-components hint); meaningless in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
