import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DEFAULT_RATE_LIMITS, parseConfig, type AppConfig, type RateLimitName } from '@earnwave/config';
import { verifyLedger } from '@earnwave/db';
import {
  ADMIN,
  catalogue,
  createTestDatabase,
  logInAdmin,
  MailSink,
  TestClock,
  type Account,
  type Catalogue,
  type PlatformClient,
  type TestDatabase,
} from '@earnwave/testing';
import type { ChainVerifier } from '@earnwave/domain';
import { createWorker } from '@earnwave/worker';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { ModuleImport } from '../../src/app.module';
import { createApp } from '../../src/bootstrap';
import { runSeed } from '../../src/seed/seed';
import { dropRunKeys } from './redis-keys';

/**
 * Listens on a free local port (once) and answers the API's origin. supertest alone listens per
 * request; sockets and streamed uploads need a server that stays up, as a browser finds it.
 */
export async function originOf(app: INestApplication): Promise<string> {
  const server = app.getHttpServer() as Server;
  if (!server.listening) await app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Limits high enough that ordinary tests never meet them; rate-limit tests set their own. */
const RELAXED_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { points: 10_000, durationSeconds: 60 }]),
) as AppConfig['rateLimits'];

export interface PlatformOptions {
  rateLimits?: Partial<Record<RateLimitName, { points: number; durationSeconds: number }>>;
  env?: Record<string, string>;
  /** Start the worker (outbox relay and processors) in this process too. Default true. */
  worker?: boolean;
  /** Extra modules mounted in the API, e.g. probe routes for the guards. */
  imports?: ModuleImport[];
  /** Where the API writes its log lines (at LOG_LEVEL, `silent` unless env sets it). */
  logs?: DestinationStream;
  /** Parts of the configuration parsed elsewhere, e.g. production's defaults (which need a Redis password). */
  config?: Partial<AppConfig>;
  /** The worker's chain verifier (a fake, in the payment desk's tests); `unavailable` without one. */
  chainVerifier?: ChainVerifier;
}

/** What a started platform holds. */
interface Started {
  config: AppConfig;
  app: NestFastifyApplication;
  worker: INestApplicationContext | undefined;
  mail: MailSink;
  clock: TestClock;
  database: TestDatabase;
}

/**
 * The whole platform for one test file: a database of its own, the real API and worker
 * in-process, the real Redis under a key prefix of its own, and a real SMTP sink. Made started
 * (`start`), or made first and started in the file's first hook (`specPlatform`), so that a spec
 * names it once, before its hooks run.
 */
export class TestPlatform implements PlatformClient {
  private started?: Started;

  private constructor() {}

  static async start(options: PlatformOptions = {}): Promise<TestPlatform> {
    const platform = new TestPlatform();
    await platform.boot(options);
    return platform;
  }

  /** A platform not started yet: `boot` starts it. */
  static unstarted(): TestPlatform {
    return new TestPlatform();
  }

  async boot(options: PlatformOptions = {}): Promise<void> {
    const database = await createTestDatabase();
    const mail = await new MailSink().start();
    const config: AppConfig = {
      ...parseConfig({
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        SMTP_URL: mail.url,
        WEB_ORIGIN: 'http://web.test',
        QUEUE_PREFIX: `test-${randomBytes(6).toString('hex')}`,
        JWT_SECRET: randomBytes(32).toString('hex'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // A run may shrink the pools to find a request that holds one connection while it waits for a
        // second (DATABASE_POOL_SIZE=1 DATABASE_POOL_WAIT_MS=3000 npx jest ...): it then fails, not hangs.
        DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
        DATABASE_POOL_WAIT_MS: process.env.DATABASE_POOL_WAIT_MS,
        ...options.env,
      }),
      ...options.config,
    };
    config.rateLimits = { ...RELAXED_LIMITS, ...options.rateLimits };
    const clock = new TestClock();
    const app = await createApp(config, { imports: options.imports, logs: options.logs, clock });
    await app.init();
    // Fastify's routes and plugins are loaded here: supertest's requests need them in place.
    await app.getHttpAdapter().getInstance().ready();
    await runSeed(app, config);
    // A test that reads the API's log lines gets them alone: the worker keeps quiet then.
    const workerConfig = options.logs ? { ...config, logLevel: 'silent' } : config;
    const worker =
      options.worker === false
        ? undefined
        : await createWorker(workerConfig, clock, {
            chainVerifier: options.chainVerifier,
          });
    this.started = { config, app, worker, mail, clock, database };
  }

  /** Whether `boot` has finished (and `stop` has not run). */
  get running(): boolean {
    return this.started !== undefined;
  }

  private get parts(): Started {
    if (!this.started) throw new Error('The test platform is not started: use it in a test, or a hook after its start');
    return this.started;
  }

  get config(): AppConfig {
    return this.parts.config;
  }

  get app(): NestFastifyApplication {
    return this.parts.app;
  }

  get worker(): INestApplicationContext | undefined {
    return this.parts.worker;
  }

  get mail(): MailSink {
    return this.parts.mail;
  }

  /** The API's and the worker's clock: `platform.clock.advance(ms)` moves time on for both. */
  get clock(): TestClock {
    return this.parts.clock;
  }

  get http() {
    return request(this.app.getHttpServer());
  }

  /** This platform's origin on a real port: see originOf. */
  origin(): Promise<string> {
    return originOf(this.app);
  }

  get db(): DataSource {
    return this.app.get<DataSource>(getDataSourceToken());
  }

  async stop(): Promise<void> {
    const { worker, app, mail, database, config } = this.parts;
    this.started = undefined;
    await worker?.close();
    await app.close();
    await mail.stop();
    await database.drop();
    await dropRunKeys(config.redisUrl, config.queuePrefix);
  }
}

/** A folder of its own for a platform's uploads (UPLOAD_DIR). */
export const freshUploadDir = () => mkdtempSync(join(tmpdir(), 'earnwave-uploads-'));

/** A platform with the seeded administrator signed in. */
export async function startWithAdmin(
  options: PlatformOptions = {},
): Promise<{ platform: TestPlatform; admin: Account }> {
  const platform = await TestPlatform.start(options);
  return { platform, admin: await logInAdmin(platform) };
}

/** A platform listening on a real port, as sockets and streamed uploads need, and its origin. */
export async function startListening(options: PlatformOptions = {}): Promise<{ platform: TestPlatform; url: string }> {
  const platform = await TestPlatform.start(options);
  return { platform, url: await platform.origin() };
}

/**
 * The task specs' platform: uploads in a folder of its own, the seeded administrator signed in and
 * the seeded catalogue read. Stop it with stopCheckingLedger.
 */
export async function startTaskPlatform(): Promise<{ platform: TestPlatform; admin: Account; pricing: Catalogue }> {
  const { platform, admin } = await startWithAdmin({ env: { UPLOAD_DIR: freshUploadDir() } });
  return { platform, admin, pricing: await catalogue(platform, admin) };
}

/** Every balance still equals its postings and every transaction is balanced; then the platform stops. */
export async function stopCheckingLedger(platform: TestPlatform): Promise<void> {
  expect((await verifyLedger(platform.db.manager)).ok).toBe(true);
  await platform.stop();
}

/**
 * A spec file's platform and the seeded administrator, named once where the file begins: started,
 * and the administrator signed in, before its tests; after them stopped once the ledger is checked
 * (stopCheckingLedger). `admin` is filled in when signed in.
 */
export function specPlatform(options: PlatformOptions = {}): { platform: TestPlatform; admin: Account } {
  const platform = TestPlatform.unstarted();
  const admin = {} as Account;
  beforeAll(async () => {
    await platform.boot(options);
    Object.assign(admin, await logInAdmin(platform));
  });
  afterAll(async () => {
    if (platform.running) await stopCheckingLedger(platform);
  });
  return { platform, admin };
}

/** specPlatform for the task specs (as startTaskPlatform), with the seeded catalogue filled in once read. */
export function taskSpecPlatform(): { platform: TestPlatform; admin: Account; pricing: Catalogue } {
  const { platform, admin } = specPlatform({ env: { UPLOAD_DIR: freshUploadDir() } });
  const pricing = {} as Catalogue;
  beforeAll(async () => Object.assign(pricing, await catalogue(platform, admin)));
  return { platform, admin, pricing };
}

/** An account a spec file's tests share: made once before them (after its platform starts), filled in then. */
export function sharedAccount(make: () => Promise<Account>): Account {
  const account = {} as Account;
  beforeAll(async () => Object.assign(account, await make()));
  return account;
}
