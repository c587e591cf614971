import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { AppConfig, TrustProxy } from '@earnwave/config';
import type { Clock } from '@earnwave/domain';
import fastifyCompress from '@fastify/compress';
import { MSG } from '@earnwave/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { DestinationStream } from 'pino';
import { AppModule, type ModuleImport } from './app.module';
import { envelope } from './common/filters/error-envelope.filter';
import { committedAnswers, wireDocument } from './common/openapi/wire-document';
import { createLogger, PinoNestLogger } from '@earnwave/config';
import { logRequests, requestId } from './common/logging/request-logger';
import { serveMetrics } from './common/metrics/metrics';
import { serveClientApps } from './common/http/client-apps';
import { answerClientError } from './common/http/client-errors';
import { parseBodies } from './common/http/body-parsers';
import { ASSETS_DIR } from './common/paths';
import { FileStorage } from './common/storage/file-storage';
import { serveUploads } from './common/storage/uploads.route';
import { mountQueueBoard } from './modules/admin';

/**
 * Builds the HTTP application exactly as production runs it; the integration tests call this
 * too, so what they test is what ships. Fastify serves it: a bare Nest route costs a third of
 * Express's CPU, and the per-request work here is kept to what each answer needs (issue #27).
 */
export async function createApp(
  config: AppConfig,
  { imports = [], logs, clock }: { imports?: ModuleImport[]; logs?: DestinationStream; clock?: Clock } = {},
): Promise<NestFastifyApplication> {
  const logger = createLogger(config.logLevel, logs);
  // Nest's security headers go on the router's own refusals too (below); its hook is kept for them.
  let securityHook: ((request: FastifyRequest, response: ServerResponse) => unknown) | undefined;
  const adapter = new FastifyAdapter({
    // A path that does not decode (`/api/users/%zz`) is refused by the router before any route or
    // hook: in our error shape, with the security headers, as a malformed request.
    frameworkErrors: (_error: Error, request: FastifyRequest, reply: FastifyReply) => {
      securityHook?.(request, reply.raw);
      void reply.status(400).send(envelope(MSG.requestMalformed, [{ param: 'general', msg: MSG.requestMalformed }]));
    },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: config.bodyLimit,
    genReqId: requestId,
    clientErrorHandler: answerClientError,
    // A route parameter is judged by the route (a bad id is a 400 or 404 in our shape), however
    // long: the only length limit is Node's 16 KB for the request line and headers (431).
    routerOptions: { maxParamLength: 16 * 1024 },
    // No Nest middleware is mounted: every piece below is a Fastify hook, route or plugin.
    skipMiddie: true,
  });
  const registerSecurityHook = adapter.registerSecurityHook.bind(adapter);
  adapter.registerSecurityHook = (hook) => registerSecurityHook((securityHook = hook));
  // The raw body is kept for signed webhooks, which verify the exact bytes.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, imports, clock), adapter, {
    rawBody: true,
    logger: new PinoNestLogger(logger),
  });
  const fastify = app.getHttpAdapter().getInstance();

  serveMetrics(fastify, config.metrics);
  logRequests(fastify, logger);
  app.useSecurityHeaders();
  // gzip for the client apps' files and the larger API answers (lists, the OpenAPI document): the
  // landing page's script is 3x smaller on the wire. Below 1 KB (the balance, a spend's answer)
  // nothing is gained, so nothing is spent; request bodies are never inflated.
  await app.register(fastifyCompress, { threshold: 1024, globalDecompression: false });
  app.enableCors({
    origin: config.corsOrigins,
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Request-Id'],
  });
  parseBodies(app, config.bodyLimit);

  // Shipped files (demo content, pictures) are public; uploads get their own authorised routes.
  app.useStaticAssets({ root: ASSETS_DIR, prefix: '/assets', index: false, maxAge: '1d' });
  app.setGlobalPrefix('api');
  serveUploads(app, app.get(FileStorage));
  await mountQueueBoard(app);
  await serveClientApps(app);
  // The document maps every route for an attacker: production serves it only when API_DOCS_ACCESS=public
  // (the committed services/api/openapi.json is the same document, for those who build on the API).
  if (config.apiDocs === 'public') {
    SwaggerModule.setup('api/docs', app, () => wireDocument(app, config.appName, committedAnswers()));
  }
  app.enableShutdownHooks();
  return app;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count keeps Express's meaning, the nearest `hops`
 * proxies whatever their address (the compose file's single proxy): Fastify's own reading of a
 * number trusts none.
 */
function trustedProxies(trustProxy: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
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
