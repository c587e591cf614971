import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';

/**
 * The bodies the API reads, as it read them on Express's body-parser: JSON (an empty one is `{}`,
 * a common client-side habit on bodiless POSTs) and URL-encoded forms, up to `bodyLimit` bytes.
 * Any other type (text, octet streams) is left unread, not refused with 415: the route's
 * validation answers a missing body. Multipart bodies are read by the upload routes themselves.
 */
export function parseBodies(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  const json = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (request, body, done) =>
    body.length ? json(request, body.toString(), done) : done(null, {}),
  );
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit });
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null));
}
