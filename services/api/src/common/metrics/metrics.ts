import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

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
