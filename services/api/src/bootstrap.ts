import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '@earnwave/config';
import { MSG } from '@earnwave/contracts';
import type { Clock } from '@earnwave/domain';
import express, { type NextFunction, type Request, type Response } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import type { DestinationStream } from 'pino';
import { AppModule, type ModuleImport } from './app.module';
import { envelope } from './common/filters/error-envelope.filter';
import { committedAnswers, wireDocument } from './common/openapi/wire-document';
import { createLogger, PinoNestLogger } from '@earnwave/config';
import { requestLogger } from './common/logging/request-logger';
import { createMetrics, metricsAccess } from './common/metrics/metrics';
import { serveClientApps } from './common/http/client-apps';
import { answerClientErrors } from './common/http/client-errors';
import { ASSETS_DIR } from './common/paths';
import { FileStorage } from './common/storage/file-storage';
import { serveUploads } from './common/storage/uploads.route';
import { mountQueueBoard } from './modules/admin';

/**
 * Builds the HTTP application exactly as production runs it; the integration tests call this
 * too, so what they test is what ships.
 */
export async function createApp(
  config: AppConfig,
  { imports = [], logs, clock }: { imports?: ModuleImport[]; logs?: DestinationStream; clock?: Clock } = {},
): Promise<NestExpressApplication> {
  const logger = createLogger(config.logLevel, logs);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, imports, clock), {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
  });
  app.set('trust proxy', config.trustProxy);
  answerClientErrors(app.getHttpServer());
  app.disable('x-powered-by');

  const metrics = createMetrics();
  app.use(metrics.middleware);
  app.use(requestLogger(logger));
  app.use(helmet());
  // gzip for the client apps' files and the API's JSON: the landing page's script is 3x smaller on the wire.
  app.use(compression());
  app.enableCors({
    origin: config.corsOrigins,
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Request-Id'],
  });
  // The raw body is kept for signed webhooks, which verify the exact bytes.
  app.use(
    express.json({
      limit: config.bodyLimit,
      verify: (req, _res, buffer) => ((req as Request).rawBody = buffer),
    }),
  );
  app.use(express.urlencoded({ extended: false, limit: config.bodyLimit }));
  app.use(bodyErrorHandler);
  (app.getHttpAdapter().getInstance() as express.Express).get(
    '/metrics',
    metricsAccess(config.metrics),
    metrics.endpoint,
  );

  // Shipped files (demo content, pictures) are public; uploads get their own authorised routes.
  app.useStaticAssets(ASSETS_DIR, { prefix: '/assets', index: false, maxAge: '1d' });
  app.setGlobalPrefix('api');
  serveUploads(app, app.get(FileStorage));
  mountQueueBoard(app);
  serveClientApps(app);
  // The document maps every route for an attacker: production serves it only when API_DOCS_ACCESS=public
  // (the committed services/api/openapi.json is the same document, for those who build on the API).
  if (config.apiDocs === 'public') {
    SwaggerModule.setup('api/docs', app, () => wireDocument(app, config.appName, committedAnswers()));
  }
  app.enableShutdownHooks();
  return app;
}

/**
 * The API's modules without HTTP: the context the CLI's seed executes the application's commands
 * in. It logs errors only: the seed's report is what the operator reads, not Nest's start-up lines,
 * and the balance pushes after a decision (best effort) find no socket server here to push to.
 */
export function createAppContext(config: AppConfig): Promise<INestApplicationContext> {
  const level = ['fatal', 'silent'].includes(config.logLevel) ? config.logLevel : 'error';
  return NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: new PinoNestLogger(createLogger(level)),
  });
}

/** Malformed JSON and oversized bodies fail in the body parser, before Nest: answer them in our shape. */
function bodyErrorHandler(error: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) {
  if (error.type === 'entity.too.large') return void res.status(413).json(envelope(MSG.payloadTooLarge, []));
  if (error.type === 'entity.parse.failed' || error.status === 400) {
    return void res.status(400).json(envelope(MSG.malformedJson, [{ param: 'general', msg: MSG.malformedJson }]));
  }
  if (error.status && error.status < 500) {
    return void res.status(error.status).json(envelope(MSG.validationFailed, []));
  }
  next(error);
}
