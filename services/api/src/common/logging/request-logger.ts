import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

const REDACTED = '[redacted]';
/** A JWT wherever it sits: three base64url parts, the first a JSON header (`{"` is `eyJ`). */
const JWT = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;
/** A mailed link's `hash`, whatever its shape. */
const LINK_HASH = /([?&]hash=)[^&#]*/gi;
/** Headers that are credentials whole. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie']);

/** The URL (or any header value) with its tokens replaced by `[redacted]`: mailed links, sessions. */
function redactTokens(text: string): string {
  return text.replace(LINK_HASH, `$1${REDACTED}`).replace(JWT, REDACTED);
}

function redactHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (SECRET_HEADERS.has(name)) kept[name] = REDACTED;
    else if (typeof value === 'string') kept[name] = redactTokens(value);
    else kept[name] = value?.map(redactTokens);
  }
  return kept;
}

/** A request id a proxy may set: short, no spaces or quotes. */
const REQUEST_ID = /^[\w-]{1,64}$/;

declare module 'http' {
  interface IncomingMessage {
    /** The request's id (X-Request-Id), as the request log and the error log name it. */
    id?: string;
  }
}

/**
 * Logs each request with a request id, taken from `X-Request-Id` when a proxy set one, and echoed
 * back. Tokens never reach the log: links' hashes and JWTs in the URL and headers are redacted,
 * credentials headers and the cookies the server sets are left out, and the parsed query and route
 * params (copies of the URL) are not logged.
 *
 * One line per request when its response is done (pino-http's shape: `req`, `res`, `responseTime`,
 * `request completed`), built only then: no child logger, no serialising of the request as it
 * arrives, which cost pino-http ~30 us more CPU per call (0.046 ms against 0.015 ms, measured beside a bare Nest route).
 */
export function requestLogger(logger: Logger) {
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    // Health probes every few seconds would drown the log.
    if (req.url === '/api/health') return next();
    const start = performance.now();
    res.once('close', () => {
      const completed = res.writableFinished;
      const level = !completed || res.statusCode >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const cookies = res.getHeader('set-cookie');
      logger[level](
        {
          req: {
            id,
            method: req.method,
            url: redactTokens(req.originalUrl ?? req.url ?? ''),
            headers: redactHeaders(req.headers),
            remoteAddress: req.socket.remoteAddress,
            remotePort: req.socket.remotePort,
          },
          res: { statusCode: res.statusCode, headers: { ...res.getHeaders(), 'set-cookie': cookies && REDACTED } },
          responseTime: Math.round(performance.now() - start),
          ...(completed ? {} : { err: { type: 'Error', message: 'Aborted' } }),
        },
        completed ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}
