import type { NextFunction, Request, Response } from 'express';
import { MSG } from '@earnwave/contracts';
import { envelope } from '../filters/error-envelope.filter';
import type { FileStorage } from './file-storage';
import { UPLOADS_PREFIX } from './file-storage';
import { contentTypeOfStored } from './media-type';

/**
 * Serves stored files at `/uploads/...` with the content type their checked bytes gave them.
 * A stored file never runs as a page of ours: `nosniff`, and a sandboxing CSP for SVG.
 */
export function uploadsRoute(storage: FileStorage) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const relativePath = `${UPLOADS_PREFIX}${decodeURIComponent(req.path)}`;
    const contentType = contentTypeOfStored(relativePath);
    const file = contentType ? await storage.open(relativePath).catch(() => undefined) : undefined;
    if (!file || !contentType) return void res.status(404).json(envelope(MSG.notFound, []));
    res.setHeader('Content-Type', contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (req.method === 'HEAD') {
      file.stream.destroy();
      return void res.end();
    }
    file.stream.on('error', () => res.destroy());
    file.stream.pipe(res);
  };
}

/** Mounts the stored files at `/uploads`, before the client apps' fallback could answer there. */
export function serveUploads(
  app: { use: (path: string, handler: ReturnType<typeof uploadsRoute>) => unknown },
  storage: FileStorage,
) {
  app.use(`/${UPLOADS_PREFIX}`, uploadsRoute(storage));
}
