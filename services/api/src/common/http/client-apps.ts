import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
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

/**
 * Serves each built client app under its mount point, with a fallback to its index.html for deep
 * links (the apps route in the browser). Hashed build files are cached for a year; everything else
 * (index.html, and the files with fixed names: theme-boot.js, the service worker, the manifest,
 * the icons) is revalidated, so that a deploy is picked up at once. An app that was not built is
 * skipped.
 */
export function serveClientApps(app: NestExpressApplication): void {
  for (const { mount, dist } of CLIENT_APPS) {
    const index = join(dist, 'index.html');
    if (!existsSync(index)) continue;
    const files = express.static(dist, {
      index: false,
      setHeaders: (res, path) =>
        res.setHeader('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
    // Server paths never look on disk: a stat() per API call cost ~90 us of the API's CPU.
    app.use(mount, (req: Request, res: Response, next: NextFunction) =>
      SERVER_PATHS.test(req.originalUrl) ? next() : files(req, res, next),
    );
    app.use(mount, (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' || SERVER_PATHS.test(req.originalUrl) || !req.accepts('html')) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  }
}
