import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { MSG, UPLOAD_MSG } from '@earnwave/contracts';
import { envelope } from '../filters/error-envelope.filter';
import type { ByteRange, FileStorage } from './file-storage';
import { UPLOADS_PREFIX } from './file-storage';
import { MEDIA_ROUTE, MediaLinks } from './media-links';
import { contentTypeOfStored } from './media-type';

export type UploadAccess = 'public' | 'attached' | 'restricted';

/** One module's answer for the files it attaches to its records (posts, seminar media). */
export type UploadAccessRule = (relativePath: string) => Promise<UploadAccess>;

const STRICTNESS: UploadAccess[] = ['public', 'attached', 'restricted'];

/**
 * Who may fetch a stored file at its public path. Paid, private and level-gated media must not be
 * reachable there: each module that attaches files to such records registers a rule, and the
 * public route follows the strictest answer.
 * - `public`: served to anyone, cached for a year (task images, avatars, free public posts' media
 *   never change at their path);
 * - `attached`: public for now, but attached to a record that may become paid or private later,
 *   so browsers and proxies must ask again each time;
 * - `restricted`: only through the authorised media route's signed links.
 */
export class PublicUploadPolicy {
  private readonly rules: UploadAccessRule[] = [];

  register(rule: UploadAccessRule): void {
    this.rules.push(rule);
  }

  async accessOf(relativePath: string): Promise<UploadAccess> {
    const answers = await Promise.all(this.rules.map((rule) => rule(relativePath)));
    return answers.reduce<UploadAccess>(
      (strictest, answer) => (STRICTNESS.indexOf(answer) > STRICTNESS.indexOf(strictest) ? answer : strictest),
      'public',
    );
  }
}

/**
 * Serves stored files at `/uploads/...` with the content type their checked bytes gave them,
 * except those the PublicUploadPolicy restricts (answered 404, as if absent: a restricted file's
 * existence is nobody's business). A stored file never runs as a page of ours: `nosniff`, and a
 * sandboxing CSP for SVG.
 */
export function uploadsRoute(storage: FileStorage, policy: PublicUploadPolicy) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const relativePath = `${UPLOADS_PREFIX}${pathUnder(`/${UPLOADS_PREFIX}`, req)}`;
    const access = contentTypeOfStored(relativePath) ? await policy.accessOf(relativePath) : 'restricted';
    if (access === 'restricted') return notFound(reply);
    const cache = access === 'public' ? 'public, max-age=31536000, immutable' : 'no-cache';
    return sendStoredFile(req, reply, storage, relativePath, cache);
  };
}

/**
 * The authorised media route: `/api/media/{relativePath}?exp&sig` serves a file to whoever holds
 * a valid signed link (MediaLinks), which the API hands only to callers allowed to see the file.
 * An expired, tampered or foreign link is refused with 403.
 */
export function mediaRoute(storage: FileStorage, links: MediaLinks) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const relativePath = pathUnder(MEDIA_ROUTE, req).replace(/^\//, '');
    const query = req.query as Record<string, unknown>;
    const left = links.verify(relativePath, query.exp, query.sig);
    if (left === undefined) {
      const msg = UPLOAD_MSG.mediaLinkInvalid;
      return reply.status(403).send(envelope(msg, [{ param: 'general', msg }]));
    }
    if (!relativePath.startsWith(`${UPLOADS_PREFIX}/`) || !contentTypeOfStored(relativePath)) {
      return notFound(reply);
    }
    // A private copy only, kept no longer than the link lives; never transformed by a proxy.
    return sendStoredFile(req, reply, storage, relativePath, `private, max-age=${left}, no-transform`);
  };
}

/**
 * Mounts the stored files at `/uploads` and the media route at `/api/media`, before the client
 * apps' fallback could answer there, with the rules the modules registered in the PublicUploadPolicy.
 */
export function serveUploads(app: NestFastifyApplication, storage: FileStorage) {
  const fastify = app.getHttpAdapter().getInstance();
  const policy = app.get(PublicUploadPolicy, { strict: false });
  // GET routes answer HEAD too (Fastify's exposeHeadRoutes).
  fastify.get(`/${UPLOADS_PREFIX}/*`, uploadsRoute(storage, policy));
  fastify.get(`${MEDIA_ROUTE}/*`, mediaRoute(storage, app.get(MediaLinks, { strict: false })));
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send(envelope(MSG.notFound, []));
}

/** The request's path below `mount`, decoded (`/a/b.png`); a malformed escape names no file. */
function pathUnder(mount: string, req: FastifyRequest): string {
  const path = req.url.split('?', 1)[0].slice(mount.length);
  try {
    return decodeURIComponent(path);
  } catch {
    return '/%';
  }
}

/**
 * Streams a stored file, whole or the one byte range asked for (media players seek with Range
 * requests, and Safari plays no video without them).
 */
async function sendStoredFile(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  relativePath: string,
  cache: string,
) {
  const contentType = contentTypeOfStored(relativePath);
  const size = contentType ? await storage.sizeOf(relativePath).catch(() => undefined) : undefined;
  if (size === undefined || !contentType) return notFound(reply);
  const range = req.headers.range === undefined ? undefined : byteRange(req.headers.range, size);
  if (range === null) return reply.status(416).header('Content-Range', `bytes */${size}`).send();
  const file = await storage.open(relativePath, req.method === 'HEAD' ? undefined : range).catch(() => undefined);
  if (!file) return notFound(reply);
  reply.headers({
    'Content-Type': contentType,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'Cache-Control': cache,
    'Cross-Origin-Resource-Policy': 'same-origin',
  });
  if (range) {
    reply.status(206);
    reply.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('Content-Length', String(range.end - range.start + 1));
  } else {
    reply.header('Content-Length', String(size));
  }
  if (req.method === 'HEAD') {
    file.stream.destroy();
    // Fastify's HEAD answer keeps the Content-Length set above for a stream (which it drains), not
    // for no body at all: an empty one, so that the file is not read.
    return reply.send(Readable.from([]));
  }
  // Fastify ends the response when the stream fails, and destroys the stream when the client leaves.
  return reply.send(file.stream);
}

/**
 * One range of `Range: bytes=a-b`, `bytes=a-` or `bytes=-n`, clamped to the file; null when it
 * cannot be satisfied (416); undefined (the whole file) for several ranges or another unit, which
 * a server may always answer in full.
 */
export function byteRange(header: string, size: number): ByteRange | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}
