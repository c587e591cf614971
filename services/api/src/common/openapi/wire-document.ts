import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A JSON Schema object of OpenAPI 3.0. */
export type Schema = Record<string, unknown>;

/** What the routes answer: each operation's success body, and the named schemas they refer to. */
export interface AnswerSchemas {
  operations: Record<string, Schema>;
  components: Record<string, Schema>;
}

/**
 * The committed OpenAPI document (`npm run openapi` writes it; a test fails when it is stale). Its
 * answers were derived from the controllers' TypeScript types, which a running server no longer
 * has, so the server takes them from here. Beside src/ and dist/ alike.
 */
export const WIRE_DOCUMENT_FILE = join(__dirname, '..', '..', '..', 'openapi.json');

/**
 * The API's OpenAPI document: requests as the controllers' decorators and DTOs declare them (read
 * live from the application), answers as their return types declare them, every failure as the
 * error envelope of ErrorEnvelopeFilter.
 */
export function wireDocument(app: INestApplication, appName: string, answers: AnswerSchemas): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`${appName} API`)
    .setDescription('Member, advertiser and administrator calls. Money is in credits (1 credit = 1 USDT).')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.components = {
    ...document.components,
    // The live request schemas win over a committed document's.
    schemas: { ...answers.components, ...document.components?.schemas },
  };
  for (const operations of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const code = Object.keys(operation.responses).find((status) => status.startsWith('2')) ?? '200';
      const schema = answers.operations[operation.operationId ?? ''];
      const declared = operation.responses[code] as { description?: string } | undefined;
      operation.responses[code] = {
        ...declared,
        description: declared?.description || 'Done',
        ...(schema && { content: { 'application/json': { schema } } }),
      };
      operation.responses.default = {
        description: 'Refused or failed: the error envelope (a 4xx names the fields at fault)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      };
    }
  }
  return document;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The answers a document describes, to describe them again on a live application's routes. */
export function answersOf(document: OpenAPIObject): AnswerSchemas {
  const operations: Record<string, Schema> = {};
  for (const path of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = path[method];
      const success = Object.entries(operation?.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
      const schema = success && 'content' in success ? success.content?.['application/json']?.schema : undefined;
      if (operation?.operationId && schema) operations[operation.operationId] = schema as Schema;
    }
  }
  return { operations, components: (document.components?.schemas ?? {}) as Record<string, Schema> };
}

/** The committed document's answers (see WIRE_DOCUMENT_FILE). */
export function committedAnswers(): AnswerSchemas {
  return answersOf(JSON.parse(readFileSync(WIRE_DOCUMENT_FILE, 'utf8')) as OpenAPIObject);
}
