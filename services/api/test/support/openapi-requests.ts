import fc from 'fast-check';

/** The parts of an OpenAPI 3 document the request generator and the answer check read. */
export interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  example?: unknown;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  nullable?: boolean;
  additionalProperties?: Schema;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * A value the generator cannot know before the platform runs (an id it has seen, the caller's own
 * id), chosen by `pick` among those known when the request is sent.
 */
export class Known {
  constructor(
    readonly name: string,
    readonly pick: number,
    readonly self: boolean,
  ) {}
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Fields whose values name something a request can name again. */
const NAMING_FIELD = /(^id|Id|Path|key)$/;

/**
 * Ids, keys and upload paths the platform answered, each with the route that answered it, for
 * Known values: an id for /api/admin/seminars/{id} is taken from what the routes sharing most of
 * its path answered (the seminars list), not from any list.
 */
export class SeenValues {
  private readonly byName = new Map<string, { value: string; source: string[] }[]>();

  add(body: unknown, route: string, key = ''): void {
    if (Array.isArray(body)) return body.forEach((item) => this.add(item, route, key));
    if (body && typeof body === 'object') {
      return Object.entries(body).forEach(([name, item]) => this.add(item, route, name));
    }
    if (typeof body === 'number' && Number.isSafeInteger(body)) return this.add(String(body), route, key);
    if (typeof body !== 'string' || body.length > 200 || !NAMING_FIELD.test(key)) return;
    const names = UUID.test(body) && key !== 'id' ? [key, 'id'] : [key];
    const source = segments(route);
    for (const name of names) {
      const values = this.byName.get(name) ?? [];
      const again = values.some((seen) => seen.value === body && seen.source.join('/') === source.join('/'));
      if (!again && values.length < 2000) this.byName.set(name, [...values, { value: body, source }]);
    }
  }

  /** The caller's own id, or a value seen under the Known's name (else any id) from the routes nearest this one. */
  pick(known: Known, route: string, callerId: string | undefined): string | undefined {
    if (known.self && callerId) return callerId;
    const values = this.byName.get(known.name)?.length ? this.byName.get(known.name)! : (this.byName.get('id') ?? []);
    const here = segments(route);
    const score = (source: string[]) => source.filter((segment) => here.includes(segment)).length;
    const best = Math.max(...values.map((seen) => score(seen.source)));
    const nearest = values.filter((seen) => score(seen.source) === best);
    return nearest.length ? nearest[known.pick % nearest.length].value : undefined;
  }
}

const segments = (route: string) => route.split('/').filter((segment) => segment && !segment.startsWith('{'));

/** JSON text that JSON.stringify cannot write: 1e309, a `__proto__` key, a duplicate key. */
export class RawJson {
  constructor(readonly text: string) {}
}

export interface UploadedPart {
  field: string;
  bytes: Uint8Array;
  filename: string;
  contentType: string;
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'form'; fields: Record<string, unknown> }
  | { kind: 'multipart'; fields: Record<string, unknown>; files: UploadedPart[] };

export interface GeneratedRequest {
  path: Record<string, unknown>;
  query: [string, unknown][];
  headers: Record<string, unknown>;
  body: Body;
}

const LONG = 'x'.repeat(10_000);

/** Strings that have broken servers: empty, 10k long, NUL, SQL, traversal, markup, numbers and dates as text. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  LONG,
  'é'.repeat(3000),
  '\u0000',
  'a\u0000b',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '../../../etc/passwd',
  'uploads/../../.env',
  `uploads/${'a'.repeat(300)}.png`,
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '1e308',
  '-1',
  '1e-7',
  '0x1F',
  ' 42 ',
  '9999-12-31',
  '0000-00-00',
  '2026-02-30',
  '2026-13-45T25:61:00Z',
  '𝕌𝕟𝕚𝕔𝕠𝕕𝕖 中文 ü \u202e',
  '\ud800',
  '\r\n\t',
  '%00%ff',
  'https://evil.example/x.png',
  'javascript:alert(1)',
  'FREE',
  `0x${'f'.repeat(64)}`,
];

/** Numbers at and past every edge: huge, negative, tiny fractions, past 2^53, past int32 and int64. */
const HOSTILE_NUMBERS = [
  1e308,
  -1e308,
  1e15,
  1e16,
  -1,
  0,
  1e-7,
  0.1,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  123456789.12345679,
];

/** Numbers JSON.parse makes Infinity or rounds, and keys that reach prototypes. */
const HOSTILE_RAW = [
  '1e309',
  '-1e309',
  '1e-400',
  '123456789012345678901234567890',
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  // Nesting deep enough to overflow a recursive walk (the body limit allows ~100 KB).
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(8_000)}1${'}'.repeat(8_000)}`,
];

const nested = (depth: number): unknown => (depth ? { a: [nested(depth - 1)] } : 'deep');

/** Any value a client could send where a field is expected, of any type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_RAW).map((text) => new RawJson(text)) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $ne: '' }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Array.from({ length: 2000 }, (_, i) => i),
      nested(40),
    ),
  },
);

const PART = 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
/** Multipart bodies a parser chokes on: no boundary, cut off, a part without headers, a huge field name. */
const brokenMultipart: fc.Arbitrary<Body> = fc
  .constantFrom(
    ['multipart/form-data', `--zz\r\n${PART}abc\r\n--zz--\r\n`],
    ['multipart/form-data; boundary=zz', `--zz\r\n${PART}\x89PNG`],
    ['multipart/form-data; boundary=zz', '--zz\r\n\r\nabc\r\n--zz--\r\n'],
    [
      'multipart/form-data; boundary=zz',
      `--zz\r\nContent-Disposition: form-data; name="${'n'.repeat(5000)}"\r\n\r\nx\r\n--zz--\r\n`,
    ],
    ['multipart/form-data; boundary=zz', 'garbage'],
  )
  .map(([contentType, text]): Body => ({ kind: 'raw', contentType, text }));

/** Path segments that name nothing: not a uuid, a random uuid, long, SQL-ish, unicode, traversal. */
const badId: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    'not-a-uuid',
    '0',
    '-1',
    '1e308',
    '99999999999999999999',
    'null',
    'undefined',
    "' OR 1=1 --",
    '..',
    '%',
    'x'.repeat(5000),
    '中文𝕌',
    '\u0000',
    ' ',
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
    '{a1b2c3d4-0000-4000-8000-000000000000}',
    'a1b2c3d4-0000-4000-8000-0000000000001',
    'dash_todays_notification',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
);

const PRINTABLE = /^[\x20-\x7e]*$/;
/** Header values that Node can send (visible ASCII), hostile or not. */
const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom('', ' ', 'x'.repeat(2000), 'null', '../', "' OR 1=1 --", '-1'),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).filter((text) => PRINTABLE.test(text)),
);

/** Generates requests for the operations of one document. */
export class RequestGenerator {
  constructor(private readonly doc: OpenApiDocument) {}

  /** Every operation of the document: its method, path template and description. */
  operations(): { method: HttpMethod; path: string; operation: Operation }[] {
    return Object.entries(this.doc.paths).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method]).map((method) => ({ method, path, operation: item[method]! })),
    );
  }

  /**
   * Requests for one operation: its parameters as documented, with one of them broken (a bad id, a
   * hostile, doubled or missing query value, an unknown query parameter, a bad header) half the
   * time; the body, as documented or broken, on its own. Placeholders of the path the document
   * does not describe are filled as ids too.
   */
  requests(method: HttpMethod, path: string, operation: Operation): fc.Arbitrary<GeneratedRequest> {
    const parameters = operation.parameters ?? [];
    const pathNames = [...new Set([...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))];
    const queries = parameters.filter((p) => p.in === 'query');
    const headers = parameters.filter((p) => p.in === 'header');
    const base = fc.record({
      path: fc.record(Object.fromEntries(pathNames.map((name) => [name, this.known(name)]))),
      query: fc.tuple(...queries.map((p) => this.queryPairs(p))).map((pairs) => pairs.flat()),
      headers: fc.record(Object.fromEntries(headers.map((p) => [p.name, fc.uuid()]))),
      body: this.body(method, operation),
    });
    type Break = (request: GeneratedRequest) => GeneratedRequest;
    const breaks: fc.Arbitrary<Break>[] = [
      ...pathNames.map((name) => badId.map((id): Break => (r) => ({ ...r, path: { ...r.path, [name]: id } }))),
      ...queries.map((p) =>
        this.brokenQuery(p).map((pairs): Break => (r) => ({
          ...r,
          query: [...r.query.filter(([key]) => key !== p.name), ...pairs],
        })),
      ),
      fc
        .tuple(fc.constantFrom('zz', 'page[$gt]', '__proto__', 'sort'), hostileValue)
        .map((pair): Break => (r) => ({ ...r, query: [...r.query, pair] })),
      ...headers.map((p) =>
        fc
          .option(headerValue)
          .map((value): Break => (r) => ({ ...r, headers: { ...r.headers, [p.name]: value ?? undefined } })),
      ),
    ];
    const unbroken = fc.constant<Break>((r) => r);
    return fc
      .tuple(base, fc.oneof({ weight: breaks.length, arbitrary: unbroken }, ...breaks))
      .map(([request, broken]) => broken(request));
  }

  /** A query parameter as documented, or left out when it may be. */
  private queryPairs(parameter: Parameter): fc.Arbitrary<[string, unknown][]> {
    const given = this.conforming(parameter.schema ?? {}, parameter.name).map(
      (value) => [[parameter.name, value]] as [string, unknown][],
    );
    if (parameter.required) return given;
    return fc.oneof({ weight: 3, arbitrary: given }, fc.constant<[string, unknown][]>([]));
  }

  /** A query parameter hostile, its JSON broken inside, given twice, or missing. */
  private brokenQuery(parameter: Parameter): fc.Arbitrary<[string, unknown][]> {
    const schema = this.resolve(parameter.schema ?? {});
    const json = typeof schema.example === 'string' ? parseJson(schema.example) : undefined;
    const value = fc.oneof(
      hostileValue,
      ...(json === undefined ? [] : [withHostileAt(json, []).map((broken) => new RawJson(jsonText(broken)))]),
    );
    const conforming = this.conforming(schema, parameter.name);
    return fc.oneof(
      { weight: 4, arbitrary: value.map((v) => [[parameter.name, v]] as [string, unknown][]) },
      {
        weight: 1,
        arbitrary: fc.tuple(conforming, value).map(
          ([a, b]) =>
            [
              [parameter.name, a],
              [parameter.name, b],
            ] as [string, unknown][],
        ),
      },
      { weight: 1, arbitrary: fc.constant<[string, unknown][]>([]) },
    );
  }

  private body(method: HttpMethod, operation: Operation): fc.Arbitrary<Body> {
    if (method === 'get') return fc.constant({ kind: 'none' });
    const content = operation.requestBody?.content ?? {};
    const multipart = content['multipart/form-data']?.schema;
    const json = content['application/json']?.schema;
    const malformed = fc
      .constantFrom('{', '{"a":}', '[1,2', 'null', '"text"', '1e309', '\u0000', '', '{"a":1,"a":2}')
      .map((text): Body => ({ kind: 'raw', contentType: 'application/json', text }));
    const foreign = fc
      .constantFrom(
        ['text/plain', 'hello'],
        ['application/xml', '<a>1</a>'],
        ['application/x-www-form-urlencoded', 'a=1&a=2&b[c]=3'],
      )
      .map(([contentType, text]): Body => ({ kind: 'raw', contentType, text }));
    const none = fc.constant<Body>({ kind: 'none' });
    if (multipart) {
      return fc.oneof(
        { weight: 8, arbitrary: this.multipart(multipart) },
        { weight: 1, arbitrary: this.mutated(multipart).map((value): Body => ({ kind: 'json', value })) },
        { weight: 1, arbitrary: none },
        { weight: 1, arbitrary: foreign },
        { weight: 1, arbitrary: brokenMultipart },
      );
    }
    if (json) {
      const fields = this.mutated(json).filter((value) => isRecord(value));
      return fc.oneof(
        { weight: 12, arbitrary: this.mutated(json).map((value): Body => ({ kind: 'json', value })) },
        { weight: 1, arbitrary: malformed },
        { weight: 1, arbitrary: foreign },
        {
          weight: 1,
          arbitrary: fields.map((value): Body => ({ kind: 'form', fields: value as Record<string, unknown> })),
        },
        { weight: 1, arbitrary: none },
      );
    }
    // No documented body: none, or one the route should ignore or refuse.
    return fc.oneof(
      { weight: 6, arbitrary: none },
      {
        weight: 2,
        arbitrary: fc
          .dictionary(fc.constantFrom('reason', 'txid', 'value', 'zz'), hostileValue, { maxKeys: 3 })
          .map((value): Body => ({ kind: 'json', value })),
      },
      { weight: 1, arbitrary: malformed },
    );
  }

  /** A form with its fields as documented or hostile, and a few bytes of garbage as each file. */
  private multipart(schema: Schema): fc.Arbitrary<Body> {
    const resolved = this.resolve(schema);
    const properties = Object.entries(resolved.properties ?? {});
    const fileFields = properties.filter(([, s]) => this.resolve(s).format === 'binary').map(([name]) => name);
    const textSchema: Schema = {
      ...resolved,
      properties: Object.fromEntries(properties.filter(([name]) => !fileFields.includes(name))),
      required: (resolved.required ?? []).filter((name) => !fileFields.includes(name)),
    };
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc
        .uint8Array({ minLength: 8, maxLength: 64 })
        .map((tail) => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail])),
      fc.uint8Array({ maxLength: 32 }).map((tail) => Uint8Array.from([...Buffer.from('GIF89a'), ...tail])),
      fc.constant(
        new Uint8Array(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
        ),
      ),
      fc.constant(new Uint8Array()),
    );
    const file = (field: fc.Arbitrary<string>) =>
      fc.record({
        field,
        bytes,
        filename: fc.constantFrom(
          'a.png',
          '../../evil.png',
          `${'x'.repeat(300)}.png`,
          'ü中.jpg',
          'noext',
          '.htaccess',
          'a.svg',
          'a.png.exe',
        ),
        contentType: fc.constantFrom(
          'image/png',
          'image/svg+xml',
          'application/octet-stream',
          'text/html',
          'video/mp4',
        ),
      });
    const files: fc.Arbitrary<UploadedPart[]> = fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .tuple(...fileFields.map((field) => file(fc.constant(field))))
          .map((parts): UploadedPart[] => parts),
      },
      { weight: 1, arbitrary: fc.constant<UploadedPart[]>([]) },
      { weight: 1, arbitrary: fc.array(file(fc.constantFrom(...fileFields, 'zz')), { minLength: 2, maxLength: 3 }) },
    );
    const fields = this.mutated(textSchema).map((value) => (isRecord(value) ? value : { value }));
    return fc.record({ fields, files }).map(({ fields, files }): Body => ({ kind: 'multipart', fields, files }));
  }

  /** A value of the schema, then broken: a field hostile, a required field missing, an unknown field, or all of it. */
  mutated(schema: Schema): fc.Arbitrary<unknown> {
    const resolved = this.resolve(schema);
    const base = this.conforming(resolved, '');
    const names = Object.keys(resolved.properties ?? {});
    return fc.oneof(
      { weight: 2, arbitrary: base },
      { weight: 5, arbitrary: base.chain((value) => withHostileAt(value, names)) },
      {
        weight: 2,
        arbitrary: base.chain((value) => {
          const keys = resolved.required?.length ? resolved.required : isRecord(value) ? Object.keys(value) : [];
          if (!keys.length) return fc.constant(value);
          return fc.subarray(keys, { minLength: 1 }).map((missing) => without(value, missing));
        }),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(base, fc.constantFrom('zz', 'role', 'isAdmin', 'id', 'memberId', 'balance', 'status'), hostileValue)
          .map(([value, key, extra]) => (isRecord(value) ? { ...value, [key]: extra } : value)),
      },
      {
        weight: 1,
        arbitrary: names.length
          ? fc.record(Object.fromEntries(names.map((name) => [name, hostileValue])))
          : hostileValue,
      },
      { weight: 1, arbitrary: hostileValue },
    );
  }

  /** A value as the schema documents it; ids and paths are ones the platform has answered. */
  conforming(schema: Schema, name: string): fc.Arbitrary<unknown> {
    const s = this.resolve(schema);
    if (s.enum?.length) return fc.constantFrom(...s.enum);
    const alternatives = s.oneOf ?? s.anyOf;
    if (alternatives) return fc.oneof(...alternatives.map((alternative) => this.conforming(alternative, name)));
    const example = s.example === undefined ? [] : [fc.constant(s.example)];
    const type = s.type ?? (s.properties ? 'object' : undefined);
    switch (type) {
      case 'string': {
        // A JSON parameter (the console's sort, range, filter) as its example; brokenQuery breaks it.
        if (typeof s.example === 'string' && parseJson(s.example) !== undefined) return fc.constant(s.example);
        const min = s.minLength ?? 1;
        const text = fc.string({ minLength: min, maxLength: Math.max(min, Math.min(s.maxLength ?? 30, 30)) });
        if (s.format === 'uuid' || /(^id|Id|Path|key)$/.test(name))
          return fc.oneof({ weight: 3, arbitrary: this.known(name) }, ...example, text);
        if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
        return fc.oneof(...example, text);
      }
      case 'number':
      case 'integer': {
        // Mostly whole numbers: counts, pages and most amounts are; fractions where the type allows.
        const min = s.minimum ?? 0;
        const max = s.maximum ?? Math.max(min, 1000);
        const whole = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
        const fraction = fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
        return fc.oneof(
          ...example,
          fc.constantFrom(min, max),
          { weight: 3, arbitrary: Math.ceil(min) <= Math.floor(max) ? whole : fraction },
          ...(type === 'integer' ? [] : [fraction]),
        );
      }
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(this.conforming(s.items ?? {}, name), { maxLength: Math.min(s.maxItems ?? 3, 3) });
      case 'object': {
        const properties = s.properties ?? {};
        if (!Object.keys(properties).length)
          return example.length
            ? example[0]
            : fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
        return fc.record(
          Object.fromEntries(
            Object.entries(properties).map(([key, property]) => [key, this.conforming(property, key)]),
          ),
          { requiredKeys: (s.required ?? []).filter((key) => key in properties) },
        );
      }
      default:
        return example.length ? example[0] : fc.jsonValue({ maxDepth: 1 });
    }
  }

  /** The caller's own id, or a value seen under this name (an id when none). */
  private known(name: string): fc.Arbitrary<Known> {
    return fc.record({ pick: fc.nat(), self: fc.boolean() }).map(({ pick, self }) => new Known(name, pick, self));
  }

  /** The schema a $ref names, and allOf's parts as one object schema. */
  private resolve(schema: Schema): Schema {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 20; hops++) {
      const name = current.$ref.replace('#/components/schemas/', '');
      current = this.doc.components?.schemas?.[name] ?? {};
    }
    if (!current.allOf) return current;
    const parts = current.allOf.map((part) => this.resolve(part));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part.properties)),
      required: parts.flatMap((part) => part.required ?? []),
    };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawJson);
}

function parseJson(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

function without(value: unknown, keys: string[]): unknown {
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

/** JSON text of a value, RawJson parts written as they are. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const json = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `@@raw${raws.push(item.text) - 1}@@` : item,
  );
  return (json ?? 'null').replace(/"@@raw(\d+)@@"/g, (_m, index: string) => raws[Number(index)]);
}

/** Every place in the value a field could stand (nested too), and the documented names it lacks. */
function placesIn(value: unknown, names: string[], prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...placesIn(item, [], [...prefix, index])]);
  if (!isRecord(value)) return [];
  const own = [...new Set([...Object.keys(value), ...names])];
  return own.flatMap((key) => [[...prefix, key], ...placesIn(value[key], [], [...prefix, key])]);
}

/** The value with one place, nested or not, made hostile; the whole value when it has no places. */
function withHostileAt(value: unknown, names: string[]): fc.Arbitrary<unknown> {
  const places = placesIn(value, names);
  if (!places.length) return hostileValue;
  return fc.tuple(fc.constantFrom(...places), hostileValue).map(([place, hostile]) => setAt(value, place, hostile));
}

function setAt(value: unknown, place: (string | number)[], replacement: unknown): unknown {
  if (!place.length) return replacement;
  const [head, ...rest] = place;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? setAt(item, rest, replacement) : item));
  const record = isRecord(value) ? value : {};
  return { ...record, [head]: setAt(record[head], rest, replacement) };
}
