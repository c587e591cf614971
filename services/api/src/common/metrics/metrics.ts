import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '@earnwave/config';
import { MSG } from '@earnwave/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { envelope } from '../filters/error-envelope.filter';

/**
 * Prometheus metrics for one process, Node's defaults and a request-duration histogram, served at
 * `/metrics` to whom METRICS_ACCESS lets in (metricsAccess).
 */
export function serveMetrics(fastify: FastifyInstance, config: AppConfig['metrics']): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  fastify.addHook('onResponse', (request, reply, done) => {
    // The route pattern, not the path, so ids do not explode the label set.
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  fastify.get('/metrics', { preHandler: metricsAccess(config) }, async (_request, reply) => {
    reply.header('Content-Type', registry.contentType);
    return registry.metrics();
  });
}

/**
 * Who may read /metrics (METRICS_ACCESS): the routes, the load and the library versions it shows
 * help an attacker, so production opens it only to a scraper sending `Authorization: Bearer
 * METRICS_TOKEN` (Prometheus's `authorization` setting), or not at all: a 404, as for any unknown path.
 */
export function metricsAccess({ access, token }: AppConfig['metrics']) {
  // Compared as digests: equal lengths for timingSafeEqual, and no timing tells how much of a guess was right.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  const refusal = (message: string) => envelope(message, [{ param: 'general', msg: message }]);
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (access === 'public') return done();
    if (access === 'off') return void reply.status(404).send(refusal(MSG.notFound));
    const given = request.headers.authorization;
    if (expected && given && timingSafeEqual(digest(given), expected)) return done();
    reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
    reply.status(401).send(refusal(MSG.unauthenticated));
  };
}
