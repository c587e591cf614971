import { MSG } from '@earnwave/contracts';
import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request, { type Response, type Test } from 'supertest';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { seedDemoAccounts } from '../src/seed/demo.seed';
import { type Account, ADMIN, bearer, logIn, logInAdmin } from '@earnwave/testing';
import { AnswerSchemas } from './support/openapi-answers';
import {
  jsonText,
  Known,
  RawJson,
  RequestGenerator,
  SeenValues,
  type Body,
  type GeneratedRequest,
  type HttpMethod,
  type OpenApiDocument,
} from './support/openapi-requests';
import { TestPlatform } from './support/platform';

/**
 * Every operation of the API's own OpenAPI document, called with requests fast-check derives from
 * it (bad ids, missing and hostile fields, huge and negative numbers, 10k strings, unknown fields,
 * garbage files), as anyone, as members and as the administrator. No answer may be a 5xx, every
 * 4xx is the documented error shape, and every JSON 2xx is the answer the document describes (the
 * clients' generated types). Routes the document gains are fuzzed with the rest.
 *
 * Not in the document, so not fuzzed here: /metrics, the queue board (/api/admin/queues), the
 * served uploads (/uploads/...), the socket, the client apps, and the card provider's webhook
 * (left out on purpose: it takes only the provider's signed bytes); each has its own tests.
 *
 * FUZZ_SEED picks another run (each operation's seed is derived from it and the operation's
 * name); FUZZ_RUNS sets the requests per operation.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 16_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 24);

type Who = 'member' | 'creator' | 'advertiser' | 'admin';
type Caller = Who | 'anonymous';
/** Who calls, request after request: an operation's callers take turns in this order. */
const CALLERS: Caller[] = ['member', 'creator', 'anonymous', 'admin', 'advertiser', 'member', 'anonymous', 'admin'];
const ADMIN_CALLERS: Caller[] = ['admin', 'admin', 'member', 'anonymous', 'admin', 'advertiser'];

/**
 * What an anonymous caller sends as its bearer: nothing, garbage, a token it forged, or one of
 * another purpose (a reset link's, the two-factor step's), none of which is a session.
 */
type AnonymousToken =
  'none' | 'garbage' | 'unsigned' | 'wrong-key' | 'reset-link' | 'mfa-step' | 'bad-claims' | 'no-session';

const ERROR_KEYS = ['success', 'message', 'errors', 'data'];
/** What an internal error leaves in a text: a stack frame, a driver's or the runtime's error. */
const LEAK = /\n\s+at |QueryFailedError|TypeError|ReferenceError|Cannot read propert|violates|syntax error at/;

describe('requests generated from the OpenAPI document', () => {
  let platform: TestPlatform;
  let doc: OpenApiDocument;
  let answers: AnswerSchemas;
  const accounts = {} as Record<Who, Account>;
  const passwords: Record<Who, string> = {
    admin: ADMIN.password,
    member: DEMO_ACCOUNTS.member.password,
    creator: DEMO_ACCOUNTS.creator.password,
    advertiser: DEMO_ACCOUNTS.advertiser.password,
  };
  const seen = new SeenValues();

  const uploadDir = mkdtempSync(join(tmpdir(), 'earnwave-fuzz-'));

  beforeAll(async () => {
    platform = await TestPlatform.start({ worker: false, env: { UPLOAD_DIR: uploadDir } });
    // The demo accounts give the callers a membership, credits, posts, a task and uploads to act on.
    await seedDemoAccounts(platform.app, { ...platform.config, nodeEnv: 'development' });
    await platform.app.listen(0, '127.0.0.1');
    accounts.admin = await logInAdmin(platform);
    for (const who of ['member', 'creator', 'advertiser'] as const) {
      accounts[who] = await logIn(platform, DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);
    }
    const res = await platform.http.get('/api/docs-json').expect(200);
    doc = res.body;
    answers = new AnswerSchemas(doc);
  }, 60_000);
  afterAll(async () => {
    await platform?.stop();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  /** The generated value with each Known made concrete for this caller. */
  const concrete = (value: unknown, route: string, caller: Account | undefined): unknown => {
    if (value instanceof Known) return seen.pick(value, route, caller?.id) ?? '00000000-0000-4000-8000-000000000000';
    if (Array.isArray(value)) return value.map((item) => concrete(item, route, caller));
    if (value && typeof value === 'object' && !(value instanceof RawJson) && !(value instanceof Uint8Array)) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, concrete(item, route, caller)]));
    }
    return value;
  };

  const bearerOf = (caller: Caller, anonymous: AnonymousToken): string | undefined => {
    if (caller !== 'anonymous') return accounts[caller].token;
    const member = accounts.member.id;
    const far = Math.floor(Date.now() / 1000) + 3600;
    const secret = platform.config.jwtSecret;
    switch (anonymous) {
      case 'none':
        return undefined;
      case 'garbage':
        return 'not-a-token';
      case 'unsigned':
        return jwt({ alg: 'none' }, { sub: member, role: 'admin', ver: 0, purpose: 'session', exp: far }, '');
      case 'wrong-key':
        return jwt({ alg: 'HS256' }, { sub: member, role: 'admin', ver: 0, purpose: 'session', exp: far }, 'guess');
      case 'mfa-step':
        return jwt({ alg: 'HS256' }, { sub: member, jti: member, ver: 0, purpose: 'mfa', exp: far }, secret);
      case 'reset-link':
        return jwt(
          { alg: 'HS256' },
          { sub: member, email: DEMO_ACCOUNTS.member.email, ver: 0, purpose: 'reset', exp: far },
          secret,
        );
      case 'bad-claims':
        return jwt(
          { alg: 'HS256' },
          { sub: "' OR 1=1 --", role: ['admin'], ver: 'x', sid: {}, purpose: 'session', exp: far },
          secret,
        );
      case 'no-session':
        return jwt(
          { alg: 'HS256' },
          {
            sub: member,
            role: 'member',
            ver: 0,
            sid: '00000000-0000-4000-8000-000000000000',
            purpose: 'session',
            exp: far,
          },
          secret,
        );
    }
  };

  const send = (
    method: HttpMethod,
    template: string,
    generated: GeneratedRequest,
    caller: Caller,
    anonymous: AnonymousToken,
  ): Test => {
    const account = caller === 'anonymous' ? undefined : accounts[caller];
    const r = concrete(generated, template, account) as GeneratedRequest;
    const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => percentEncode(text(r.path[name])));
    const query = r.query.map(([key, value]) => `${percentEncode(key)}=${percentEncode(text(value))}`).join('&');
    let call = request(platform.app.getHttpServer())[method](query ? `${path}?${query}` : path);
    const token = bearerOf(caller, anonymous);
    if (token) call = call.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(r.headers)) if (value !== undefined) call = call.set(name, text(value));
    return withBody(call, r.body);
  };

  /**
   * Signs the fuzz's callers in again when a request ended their session or account (a member's
   * own DELETE /api/users/{id}, the administrator's deactivation); the administrator's account,
   * which no route reactivates, is reactivated in the database.
   */
  const revive = async () => {
    const server = () => request(platform.app.getHttpServer());
    for (const who of ['admin', 'member', 'creator', 'advertiser'] as const) {
      const account = accounts[who];
      const probe = who === 'admin' ? '/api/admin/dashboard' : `/api/members/${account.id}/balance`;
      const alive = await server().get(probe).set('Authorization', `Bearer ${account.token}`);
      if (alive.status !== 401) continue;
      const login = await server().post('/api/members/login').send({ email: account.email, password: passwords[who] });
      if (login.status === 403 && who === 'admin') {
        await platform.db.query(`UPDATE users SET deactivated_at = NULL WHERE id = $1`, [account.id]);
      } else if (login.status === 403) {
        await server()
          .post(`/api/admin/members/${account.id}/reactivate`)
          .set('Authorization', `Bearer ${accounts.admin.token}`)
          .expect(200);
      }
      accounts[who] =
        login.status === 200
          ? { ...login.body.data, password: passwords[who] }
          : await logIn(platform, account.email, passwords[who]);
    }
  };

  /** An admin list asked with `filter` as written: raw JSON, with escapes and keys an object literal cannot hold. */
  const listFiltered = (resource: string, filter: string) => () =>
    platform.http.get(`/api/admin/${resource}`).query({ filter }).set(bearer(accounts.admin));

  /** What earlier runs found (and Node's other refusal the 431's fix covers), sent on every run. */
  it.each([
    {
      found: 'a NUL in a login e-mail reached PostgreSQL (500)',
      call: () => platform.http.post('/api/members/login').send({ email: '\u0000', password: 'Sunflower42' }),
      status: 400,
      errors: [{ param: 'general', msg: MSG.characterNotAllowed }],
    },
    {
      found: 'a NUL in a ledger account code reached PostgreSQL (500)',
      call: () => platform.http.get('/api/admin/ledger-accounts/%00').set(bearer(accounts.admin)),
      status: 400,
      errors: [{ param: 'id', msg: MSG.characterNotAllowed }],
    },
    {
      found: 'a NUL deep in a body reached PostgreSQL (500)',
      call: () =>
        platform.http
          .put(`/api/users/${accounts.member.id}/password`)
          .set(bearer(accounts.member))
          .send({ oldPassword: 'x', newPassword: ['ok', 'a\u0000'], confirmPassword: 'x' }),
      status: 400,
      errors: [{ param: 'newPassword.1', msg: MSG.characterNotAllowed }],
    },
    {
      found: "a lone surrogate in an e-mail threw in validator's isEmail (500)",
      call: () =>
        platform.http
          .post('/api/users/forgot-password')
          .set('Content-Type', 'application/json')
          .send('{"email":"\\ud800"}'),
      status: 400,
      errors: [{ param: 'email', msg: MSG.characterNotAllowed }],
    },
    {
      found: 'a list filter named constructor reached the SQL as "undefined" (500)',
      call: listFiltered('ledger-transactions', '{"constructor":{"prototype":{"role":"admin"}},"__proto__":{}}'),
      status: 400,
      errors: [{ param: 'filter', msg: expect.stringContaining('Unknown filter: constructor') }],
    },
    {
      found: 'an escaped NUL inside a list filter reached PostgreSQL (500)',
      call: listFiltered('seminar-media', '{"q":"\\u0000"}'),
      status: 400,
      errors: [{ param: 'filter', msg: MSG.characterNotAllowed }],
    },
    {
      found: 'a list filter of 2026-02-30, which Date.parse takes and PostgreSQL refuses (500)',
      call: listFiltered('tasks', '{"createdAt_gte":"2026-02-30"}'),
      status: 400,
      errors: [{ param: 'filter', msg: expect.stringContaining('createdAt_gte') }],
    },
    {
      found: 'a body nested 10,000 deep overflowed the stack (500)',
      call: () =>
        platform.http
          .post('/api/admin/seminars')
          .set(bearer(accounts.admin))
          .set('Content-Type', 'application/json')
          .send(`{"title":"Deep","sortOrder":${'['.repeat(10_000)}${']'.repeat(10_000)}}`),
      status: 400,
      errors: [{ param: 'sortOrder', msg: MSG.nestedTooDeep }],
    },
    {
      found: 'a ledger check id past bigint (500)',
      call: () => platform.http.get('/api/admin/ledger-checks/99999999999999999999').set(bearer(accounts.admin)),
      status: 404,
      errors: [],
    },
    {
      found: "an 18 KB address answered by Node's bare 431",
      call: () =>
        platform.http.get(`/api/user-posts/get-all?page=${'%C3%A9'.repeat(3000)}`).set(bearer(accounts.member)),
      status: 431,
      errors: [{ param: 'general', msg: MSG.requestTooLong }],
    },
    {
      found: "broken HTTP answered by Node's bare 400",
      call: () => rawHttp(platform, 'NOT HTTP AT ALL\r\n\r\n'),
      status: 400,
      errors: [{ param: 'general', msg: MSG.requestMalformed }],
    },
  ])('$found: now $status in the error shape', async ({ call, status, errors }) => {
    const res = await call();
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, errors });
  });

  it('answers every request below 500, and every 4xx in the error shape', async () => {
    const generator = new RequestGenerator(doc);
    const operations = generator.operations();
    const started = Date.now();

    // First what a console and a member client would read, for ids and paths to use: the lists and
    // one's own records, then a record of each kind (its details name more ids).
    const failures: string[] = [];
    const reads = operations.filter(({ method, path }) => method === 'get' && !/\{(?!id\})/.test(path));
    for (const round of ['own', 'seen'] as const) {
      for (const { path } of reads) {
        if (round === 'seen' && !path.includes('{id}')) continue;
        for (const who of ['admin', 'member', 'creator', 'advertiser'] as const) {
          const id = round === 'own' ? accounts[who].id : seen.pick(new Known('id', 0, false), path, undefined);
          const res = await platform.http.get(path.replace('{id}', id ?? '')).set(bearer(accounts[who]));
          seen.add(res.body, path);
          const problem = answerProblem(answers, 'get', path, res);
          if (problem) failures.push(`GET ${path} as ${who}: ${problem}`);
        }
      }
    }

    const statuses = new Map<number, number>();
    let sent = 0;
    let reached = 0;
    /** FUZZ_TRACE=<regular expression> prints the requests and answers of the operations it matches. */
    const trace = process.env.FUZZ_TRACE ? new RegExp(process.env.FUZZ_TRACE) : undefined;
    /** FUZZ_REPORT=1 prints what each operation answered, by caller. */
    const report: string[] = [];
    for (const { method, path, operation } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      const callers = path.startsWith('/api/admin/') ? ADMIN_CALLERS : CALLERS;
      const anonymous = fc.constantFrom<AnonymousToken>(
        'none',
        'none',
        'garbage',
        'unsigned',
        'wrong-key',
        'reset-link',
        'mfa-step',
        'bad-claims',
        'no-session',
      );
      const samples = fc.sample(fc.tuple(generator.requests(method, path, operation), anonymous), {
        seed: seedOf(name),
        numRuns: RUNS,
      });
      const tally = new Map<string, number>();
      for (const [index, [generated, token]] of samples.entries()) {
        const caller = callers[index % callers.length];
        const res = await send(method, path, generated, caller, token);
        sent++;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const key = `${caller}:${res.status}`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
        seen.add(res.body, path);
        if (trace?.test(name))
          console.log(`${name} as ${caller}: ${res.status} ${res.text.slice(0, 300)}\n  sent ${sentLine(res)}`);
        const problem = problemOf(res) ?? answerProblem(answers, method, path, res);
        if (problem)
          failures.push(`${name} as ${caller === 'anonymous' ? token : caller}: ${problem}\n  sent ${sentLine(res)}`);
        if (caller === 'anonymous' && token !== 'none' && res.status < 300) {
          // A forged or foreign token must count for nothing: the same request without it is answered alike.
          const plain = await send(method, path, generated, 'anonymous', 'none');
          if (plain.status === 401) failures.push(`${name}: a ${token} token was let in\n  sent ${sentLine(res)}`);
        }
        if (method !== 'get' && res.status < 300) await revive();
      }
      if ([...tally.keys()].some((key) => key.endsWith(':200') || key.endsWith(':201'))) reached++;
      if (process.env.FUZZ_REPORT) report.push(`${name} ${JSON.stringify(Object.fromEntries([...tally].sort()))}`);
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${sent} requests over ${operations.length} operations (seed ${SEED}, ${RUNS} each) in ${seconds} s; ` +
        `${reached} operations answered a 2xx at least once; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    if (report.length) console.log(report.join('\n'));
    expect(sent).toBeGreaterThanOrEqual(1000);
    expect(failures).toEqual([]);
  }, 300_000);
});

/** Each operation's own seed: the run's seed and the operation's name, so adding a route changes no other's requests. */
function seedOf(name: string): number {
  let hash = SEED | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** A success whose body is not the operation's documented answer, or a JSON one the document leaves out. */
function answerProblem(answers: AnswerSchemas, method: HttpMethod, path: string, res: Response): string | undefined {
  if (res.status < 200 || res.status >= 300 || res.status === 204) return undefined;
  const json = res.type === 'application/json';
  if (json && !answers.has(method, path)) return `answered ${res.status} in JSON that the document does not describe`;
  const mismatches = answers.mismatches(method, path, json ? res.body : res.text);
  if (!mismatches.length) return undefined;
  return `answered ${res.status} unlike its documented answer: ${mismatches.slice(0, 3).join('; ')}`;
}

function problemOf(res: Response): string | undefined {
  if (res.status >= 500) return `answered ${res.status}: ${res.text.slice(0, 300)}`;
  if (res.status < 400) return undefined;
  const body = res.body as Record<string, unknown>;
  const errors = body?.errors;
  const shaped =
    res.type === 'application/json' &&
    body.success === false &&
    typeof body.message === 'string' &&
    body.message.length > 0 &&
    Array.isArray(errors) &&
    errors.every((e) => typeof e?.param === 'string' && typeof e?.msg === 'string' && e.msg.length > 0) &&
    Object.keys(body).every((key) => ERROR_KEYS.includes(key));
  if (!shaped) return `answered ${res.status} outside the error shape: ${res.type} ${res.text.slice(0, 300)}`;
  if (LEAK.test(res.text)) return `answered ${res.status} with an internal error's text: ${res.text.slice(0, 300)}`;
  return undefined;
}

/** The request as it went, short enough to read in a report. */
function sentLine(res: Response): string {
  const req = (res as unknown as { req: { method: string; path: string } }).req;
  const sent = (res as unknown as { request: { _data?: unknown; _formData?: unknown } }).request;
  const data =
    sent._data === undefined
      ? ''
      : ` ${truncate(typeof sent._data === 'string' ? sent._data : JSON.stringify(sent._data), 300)}`;
  return `${req.method} ${truncate(req.path, 200)}${data}${sent._formData ? ' (multipart)' : ''}`;
}

const truncate = (value: string, length: number) =>
  value.length > length ? `${value.slice(0, length)}…(${value.length})` : value;

/** A field's value as form, query or path text. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  if (value === undefined) return '';
  return typeof value === 'object' && value !== null ? jsonText(value) : String(value);
}

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

function withBody(call: Test, body: Body): Test {
  switch (body.kind) {
    case 'none':
      return call;
    case 'json':
      return call.set('Content-Type', 'application/json').send(jsonText(body.value));
    case 'raw':
      return call.set('Content-Type', body.contentType).send(body.text);
    case 'form':
      return call.set('Content-Type', 'application/x-www-form-urlencoded').send(
        Object.entries(body.fields)
          .map(([key, value]) => `${percentEncode(key)}=${percentEncode(text(value))}`)
          .join('&'),
      );
    case 'multipart': {
      let form = call;
      for (const [key, value] of Object.entries(body.fields))
        if (value !== undefined) form = form.field(key, text(value));
      for (const file of body.files) {
        form = form.attach(file.field, Buffer.from(file.bytes), {
          filename: file.filename,
          contentType: file.contentType,
        });
      }
      return form;
    }
  }
}

/** Writes bytes to the API's port as they are, and reads the answer's status and JSON body. */
function rawHttp(platform: TestPlatform, bytes: string): Promise<{ status: number; body: unknown }> {
  const { port } = platform.app.getHttpServer().address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, body] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: body ? JSON.parse(body) : undefined });
    });
  });
}

function jwt(header: Record<string, unknown>, claims: Record<string, unknown>, key: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ typ: 'JWT', ...header })}.${part(claims)}`;
  const signature = header.alg === 'none' ? '' : createHmac('sha256', key).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}
