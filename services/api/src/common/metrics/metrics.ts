import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '@earnwave/config';
import { MSG } from '@earnwave/contracts';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { envelope } from '../filters/error-envelope.filter';

/** Prometheus metrics for one process: Node's defaults and a request-duration histogram. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const stop = duration.startTimer();
    res.on('finish', () => {
      // The route pattern, not the path, so ids do not explode the label set.
      const route = (req.route?.path as string | undefined) ?? 'unmatched';
      stop({ method: req.method, route: `${req.baseUrl}${route}`, status: String(res.statusCode) });
    });
    next();
  };

  const endpoint = async (_req: Request, res: Response) => {
    res.setHeader('Content-Type', registry.contentType);
    res.send(await registry.metrics());
  };

  return { middleware, endpoint };
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
  return (req: Request, res: Response, next: NextFunction) => {
    if (access === 'public') return next();
    if (access === 'off') return void res.status(404).json(refusal(MSG.notFound));
    const given = req.headers.authorization;
    if (expected && given && timingSafeEqual(digest(given), expected)) return next();
    res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
    res.status(401).json(refusal(MSG.unauthenticated));
  };
}
