import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
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

/**
 * The request's id (Fastify's `genReqId`, so `request.id` is it): the `X-Request-Id` a proxy set,
 * or a new one. The request log and the error log name it, and each answer carries it.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Echoes each request's id and logs the request once its response is done, or aborted. Tokens
 * never reach the log: links' hashes and JWTs in the URL and headers are redacted, credentials
 * headers are left out, and the parsed query and route params (copies of the URL) are not logged.
 *
 * One line per request (pino-http's shape, shortened: `req`, `res.statusCode`, `responseTime`,
 * `request completed`), built only then: no child logger, no serialising of the request as it
 * arrives, which cost pino-http ~30 us more CPU per call (0.046 ms against 0.015 ms, measured
 * beside a bare Nest route). The response's headers are not logged: the request id is in `req`.
 */
export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  /** `answered` is the response, or undefined when the client went away before it. */
  const log = (request: FastifyRequest, answered?: { statusCode: number; elapsedTime: number }) => {
    // Health probes every few seconds would drown the log.
    if (request.url === '/api/health') return;
    const level = !answered || answered.statusCode >= 500 ? 'error' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      {
        req: {
          id: request.id,
          method: request.method,
          url: redactTokens(request.url),
          headers: redactHeaders(request.headers),
          remoteAddress: request.socket.remoteAddress,
          remotePort: request.socket.remotePort,
        },
        ...(answered
          ? { res: { statusCode: answered.statusCode }, responseTime: Math.round(answered.elapsedTime) }
          : { err: { type: 'Error', message: 'Aborted' } }),
      },
      answered ? 'request completed' : 'request aborted',
    );
  };
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    log(request, reply);
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    log(request);
    done();
  });
}
