import { defineConfig } from 'vite';

/**
 * The admin console, served by the API at /admin (build) or by Vite on 5174 (dev, calling the API
 * on 3000 through the proxy). Vite 8 transforms TSX itself (oxc): no React plugin needed.
 */
export default defineConfig({
  base: '/admin/',
  oxc: { jsx: { runtime: 'automatic' } },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000', '/assets': 'http://localhost:3000' },
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
