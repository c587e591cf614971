import { HTTP_METHODS, type OpenApiDocument, type Schema } from './openapi-requests';

type Answers = Partial<Record<string, Schema>>;

/**
 * What the document says each operation answers on success, checked against what it answered: the
 * clients compile against these schemas (libs/contracts' generated types), so a field the document
 * promises and the server leaves out, or sends as another type, breaks a client the compiler passed.
 * Reads the subset of JSON Schema the document's answers use (answer-types.ts writes them).
 */
export class AnswerSchemas {
  private readonly answers: Answers = {};

  constructor(private readonly doc: OpenApiDocument) {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of HTTP_METHODS) {
        const success = Object.entries(item[method]?.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
        const schema = success?.content?.['application/json']?.schema;
        if (schema) this.answers[`${method} ${path}`] = schema;
      }
    }
  }

  /** Whether the document describes the operation's success body. */
  has(method: string, path: string): boolean {
    return `${method} ${path}` in this.answers;
  }

  /** Where a success body departs from its operation's documented answer (none when it has none). */
  mismatches(method: string, path: string, body: unknown): string[] {
    const schema = this.answers[`${method} ${path}`];
    return schema ? this.check(schema, body, 'body') : [];
  }

  private check(schema: Schema, value: unknown, at: string): string[] {
    if (schema.$ref) return this.check(this.component(schema.$ref), value, at);
    // A schema without a type ({}, an unknown's) takes null too.
    if (value === null && !schema.nullable && (schema.type || schema.enum)) return [`${at} is null`];
    if (value === null) return [];
    if (schema.allOf) return schema.allOf.flatMap((part) => this.check(part, value, at));
    if (schema.oneOf) {
      const fits = schema.oneOf.some((option) => this.check(option, value, at).length === 0);
      return fits ? [] : [`${at} fits none of oneOf: ${JSON.stringify(value).slice(0, 120)}`];
    }
    if (schema.enum && !schema.enum.includes(value)) return [`${at} is ${JSON.stringify(value)}, not one of the enum`];
    const kind = Array.isArray(value) ? 'array' : typeof value;
    if (schema.type && schema.type !== kind) return [`${at} is ${kind}, documented ${schema.type}`];
    if (Array.isArray(value) && schema.items) {
      return value.flatMap((item, index) => this.check(schema.items as Schema, item, `${at}[${index}]`));
    }
    if (kind !== 'object') return [];
    const record = value as Record<string, unknown>;
    const missing = (schema.required ?? [])
      .filter((name) => !(name in record))
      .map((name) => `${at}.${name} is missing`);
    return [
      ...missing,
      ...Object.entries(record).flatMap(([name, item]) => {
        const property = schema.properties?.[name] ?? schema.additionalProperties;
        return property && item !== undefined ? this.check(property, item, `${at}.${name}`) : [];
      }),
    ];
  }

  private component(ref: string): Schema {
    const schema = this.doc.components?.schemas?.[ref.replace('#/components/schemas/', '')];
    if (!schema) throw new Error(`The document refers to ${ref}, which it does not declare`);
    return schema;
  }
}
