import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { chunkName } from './chunks.ts';

const lib = (name: string) => fileURLToPath(new URL(`../libs/${name}/src/index.ts`, import.meta.url));
const API = process.env.EARNWAVE_API ?? 'http://localhost:3000';

/**
 * index.html fetches the app's files (the `app` chunk of chunks.ts and what it imports) with the
 * page, though main.tsx runs the app later: it then waits for no round trip.
 */
const preloadApp = (): Plugin => ({
  name: 'earnwave-preload-app',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const app = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.name === 'app');
      if (app?.type !== 'chunk') return [];
      const files = [app.fileName, ...app.imports].filter((file) => !html.includes(`/${file}"`));
      return files.map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        injectTo: 'head' as const,
      }));
    },
  },
});

/**
 * The member client. Vite 8 transforms TSX itself (oxc, automatic JSX runtime), so no React plugin.
 * The shared libraries are read from their TypeScript sources: the client shows the server's own
 * constants and texts. The build lands in dist/ (JS and CSS under dist/assets/, which the API serves
 * after its own /assets files; nothing is ever named under assets/content, which is the server's).
 */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [preloadApp()],
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
      output: {
        codeSplitting: {
          groups: [
            // Vite's helper for lazy imports, which main.tsx uses too: in `app` (whose modules use
            // it) it would make main.tsx import, so run, the app at once instead of when it chooses.
            { name: 'preload', test: /vite\/preload-helper/, priority: 2 },
            { name: chunkName(), priority: 1 },
          ],
        },
      },
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
