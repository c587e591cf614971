import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The built member client and admin console: `web/dist` and `admin/dist` at the repository root. */
const REPO_ROOT = join(__dirname, '..', '..', '..', '..', '..');
export const CLIENT_APPS = [
  { mount: '/admin', dist: join(REPO_ROOT, 'admin', 'dist') },
  { mount: '/', dist: join(REPO_ROOT, 'web', 'dist') },
] as const;

/** Paths that belong to the server, never to a client app's router. */
const SERVER_PATHS = /^\/(api|socket\.io|metrics|assets\/content)(\/|$)/;

/** Build files named by their content's hash (Vite's `assets/`): they never change under their name. */
const HASHED = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+$/;

/** Whether the client takes HTML (as Express's `req.accepts('html')` judged a navigation). */
const TAKES_HTML = /(^|,)\s*(text\/html|text\/\*|\*\/\*)\s*(;|,|$)/;

/**
 * Serves each built client app under its mount point, with a fallback to its index.html for deep
 * links (the apps route in the browser). Hashed build files are cached for a year; everything else
 * (index.html, and the files with fixed names: theme-boot.js, the service worker, the manifest,
 * the icons) is revalidated, so that a deploy is picked up at once. An app that was not built is
 * skipped. Each built file gets a route of its own, listed when the API starts (a deploy restarts
 * it): the router finds them, and an API call never looks on disk.
 */
export async function serveClientApps(app: NestFastifyApplication): Promise<void> {
  for (const { mount, dist } of CLIENT_APPS) {
    if (!existsSync(join(dist, 'index.html'))) continue;
    await app.register(async (scope: FastifyInstance) => {
      await scope.register(fastifyStatic, {
        root: dist,
        prefix: mount,
        index: false,
        wildcard: false,
        cacheControl: false,
        setHeaders: (reply, path) =>
          reply.header('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
      });
      const deepLink = (request: FastifyRequest, reply: FastifyReply) => {
        if (SERVER_PATHS.test(request.url) || !TAKES_HTML.test(request.headers.accept ?? '*/*')) {
          return reply.callNotFound();
        }
        return reply.sendFile('index.html');
      };
      const base = mount === '/' ? '' : mount;
      if (base) scope.get(base, deepLink);
      scope.get(`${base}/*`, deepLink);
    });
  }
}
