import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import pinoHttp from 'pino-http';

const REDACTED = '[redacted]';
/** A JWT wherever it sits: three base64url parts, the first a JSON header (`{"` is `eyJ`). */
const JWT = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;
/** A mailed link's `hash`, whatever its shape. */
const LINK_HASH = /([?&]hash=)[^&#]*/gi;
/** Headers that are credentials whole. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie']);

/** The URL (or any header value) with its tokens replaced by `[redacted]`: mailed links, sessions. */
export function redactTokens(text: string): string {
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

/**
 * Logs each request with a request id, taken from `X-Request-Id` when a proxy set one, and echoed
 * back. Tokens never reach the log: links' hashes and JWTs in the URL and headers are redacted,
 * credentials headers and the cookies the server sets are left out, and the parsed query and route
 * params (copies of the URL) are not logged.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: { url: string; headers: IncomingHttpHeaders; query?: unknown; params?: unknown }) => ({
        ...req,
        url: redactTokens(req.url),
        headers: redactHeaders(req.headers),
        query: undefined,
        params: undefined,
      }),
      res: (res: { statusCode: number; headers: Record<string, unknown> }) => ({
        ...res,
        headers: { ...res.headers, 'set-cookie': res.headers['set-cookie'] && REDACTED },
      }),
    },
    // Health probes every few seconds would drown the log.
    autoLogging: { ignore: (req) => req.url === '/api/health' },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
  });
}
