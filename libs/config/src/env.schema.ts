import * as ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';
import {
  ADDRESS_LINK_DAYS,
  APP_NAME,
  REVIEW_RETENTION_DAYS_DEFAULT,
  TASK_PROOF_AUTO_APPROVE_HOURS_DEFAULT,
  UPLOAD_DAILY_QUOTA_DEFAULT_MB,
  UPLOAD_LIMIT_DEFAULT_MB,
  type Capability,
  type UploadKind,
} from '@earnwave/contracts';
import { isValidForFamily } from '@earnwave/domain';

/**
 * The process configuration, parsed once from the environment. Nothing else reads process.env.
 * A missing or bad variable stops the process with its name; no secret has a production default.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  appName: string;
  port: number;
  databaseUrl: string;
  /** How many connections this process's PostgreSQL pool opens and how long a query waits for one; see DatabasePool. */
  databasePool: DatabasePool;
  redisUrl: string;
  /**
   * A Redis Cluster's seed nodes (REDIS_CLUSTER_NODES=host:port,host:port); empty for one server.
   * With them, REDIS_URL gives only the password, user and TLS (`rediss:`) for every node.
   */
  redisClusterNodes: RedisNode[];
  jwtSecret: string;
  smtpUrl: string;
  mailFrom: string;
  webOrigin: string;
  corsOrigins: string[];
  logLevel: string;
  /** The largest request body in bytes (BODY_LIMIT, e.g. `100kb`); larger ones are answered 413. */
  bodyLimit: number;
  queuePrefix: string;
  /** Fastify's `trustProxy` (TRUST_PROXY): which proxies' X-Forwarded-For the rate limits believe. */
  trustProxy: TrustProxy;
  adminEmail?: string;
  adminPassword?: string;
  /** Signing secret of the card-payment webhook; card payments are off without it. */
  stripeWebhookSecret?: string;
  /** Where the local-disk file storage keeps uploads (served at /uploads). */
  uploadDir: string;
  /** The largest upload of each kind, in MB (UPLOAD_MAX_IMAGE_MB, UPLOAD_MAX_AUDIO_MB, UPLOAD_MAX_VIDEO_MB). */
  uploadLimitsMb: Record<UploadKind, number>;
  /** What one member may upload in a UTC day, all kinds together, in MB (UPLOAD_DAILY_QUOTA_MB); administrators are exempt. */
  uploadDailyQuotaMb: number;
  /** Task proofs nobody decided within this many hours are approved by the worker. */
  taskProofAutoApproveHours: number;
  /**
   * An outbox event relayed this many minutes ago and still not handled by a processor is relayed
   * again by the worker's sweeper, unless its job is still in the queue (OUTBOX_REDELIVER_AFTER_MINUTES).
   */
  outboxRedeliverAfterMinutes: number;
  /**
   * What the payment desk links accounts by (sign-up and sign-in addresses, device ids) is erased
   * after this many days (REVIEW_RETENTION_DAYS); at least ADDRESS_LINK_DAYS, the window it links by.
   */
  reviewRetentionDays: number;
  rateLimits: Record<RateLimitName, RateLimitRule>;
  /**
   * Administrators must sign in with two factors (TOTP) before they can do anything but enrol:
   * always in production, elsewhere with ADMIN_MFA_REQUIRED=true (so that `npm start` stays a demo).
   */
  adminMfaRequired: boolean;
  /** The chain the worker checks USDT transfers on (USDT_*); without it every check answers `unavailable`. */
  chain?: ChainConfig;
  /**
   * Who may read /metrics (METRICS_ACCESS): everyone, a scraper with the bearer METRICS_TOKEN, or
   * nobody (404). Production defaults to the token when one is set, else off.
   */
  metrics: { access: MetricsAccess; token?: string };
  /** Whether /api/docs serves the OpenAPI UI and document (API_DOCS_ACCESS); off by default in production. */
  apiDocs: ApiDocsAccess;
  /** How long the worker keeps rows that only grow (RETENTION_*_DAYS); see RetentionRules. */
  retention: RetentionRules;
  /** Variables that fell back to a development default; printed at start. */
  devDefaultsUsed: string[];
}

/**
 * A process's PostgreSQL pool; what is unset keeps the data source's default (libs/db). `size`
 * (DATABASE_POOL_SIZE): the API opens 10, the worker 5. `waitMs` (DATABASE_POOL_WAIT_MS, 10 s) bounds
 * how long a query waits for a free connection (or for a new one to connect): a starved pool then
 * answers 503 and logs it, instead of holding the request for ever.
 */
export interface DatabasePool {
  size?: number;
  waitMs?: number;
}

export type ChainKind = 'evm' | 'tron';

/** Where USDT deposits and payouts are checked (services/worker/src/chain). */
export interface ChainConfig {
  /** `evm`: any EVM JSON-RPC endpoint; `tron`: a TronGrid-compatible HTTP API. */
  kind: ChainKind;
  /** The name the checks answer with, e.g. `ethereum`, `bsc`, `polygon`, `tron`. */
  network: string;
  rpcUrl: string;
  /** Tron only: sent as TRON-PRO-API-KEY (TronGrid's key); a secret, never logged. */
  rpcApiKey?: string;
  /** The USDT contract: 0x-hex on EVM, base58 `T...` on Tron. */
  tokenAddress: string;
  /** Blocks a transfer needs (its own included) before it counts as paid. */
  minConfirmations: number;
}

/** What each kind of chain answers with and waits for unless told otherwise. */
export const CHAIN_DEFAULTS: Record<ChainKind, { network: string; minConfirmations: number }> = {
  evm: { network: 'ethereum', minConfirmations: 12 },
  // Tron's blocks are final after 19 confirmations (two thirds of the 27 super representatives).
  tron: { network: 'tron', minConfirmations: 20 },
};

export const METRICS_ACCESS = ['public', 'token', 'off'] as const;
export type MetricsAccess = (typeof METRICS_ACCESS)[number];
export const API_DOCS_ACCESS = ['public', 'off'] as const;
export type ApiDocsAccess = (typeof API_DOCS_ACCESS)[number];
/** A scraper's bearer token is a secret like JWT_SECRET: long enough that it cannot be guessed. */
const METRICS_TOKEN_MIN_LENGTH = 32;

/**
 * Days the worker's retention job keeps each kind of row that would otherwise grow for ever (see
 * the README's Retention section for what reads each and why it may go). Ledger rows, idempotency
 * keys and the outbox rows a ledger transaction is explained by are never deleted.
 */
export interface RetentionRules {
  /** Sessions over (ended, idle or past their lifetime) this long ago, their addresses and device ids with them. */
  sessionsDays: number;
  /** Outbox events processed this long ago (not those that explain a ledger transaction). */
  outboxDays: number;
  /** Card-payment webhook events received this long ago (the provider retries for 3 days at most). */
  cardEventsDays: number;
}
/** The variable, its default and the shortest it may be: under it a replay guard or a running flow could lose its row. */
export const RETENTION_VARIABLES: Record<keyof RetentionRules, { name: string; days: number; min: number }> = {
  // The payment desk links accounts by the addresses and device ids of sessions ADDRESS_LINK_DAYS apart.
  sessionsDays: { name: 'RETENTION_SESSIONS_DAYS', days: 90, min: ADDRESS_LINK_DAYS },
  outboxDays: { name: 'RETENTION_OUTBOX_DAYS', days: 30, min: 1 },
  cardEventsDays: { name: 'RETENTION_CARD_EVENTS_DAYS', days: 180, min: 7 },
};

export type RateLimitName =
  | 'registration'
  | 'login'
  | 'loginAccount'
  | 'loginDevice'
  | 'verification'
  | 'forgotPassword'
  | 'resetPassword'
  | 'referralInvitation'
  | 'chatMessage'
  | 'memberSearch'
  | 'mfaCode'
  | 'mfaCodeDaily';
export interface RedisNode {
  host: string;
  port: number;
}
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}
export type { Capability };

/**
 * Per client address unless said otherwise; generous enough for a family behind one router, tight
 * enough to stop guessing. Each can be set by RATE_LIMIT_{NAME} as points/seconds (see rateLimitVariable).
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitName, RateLimitRule> = {
  registration: { points: 10, durationSeconds: 3600 },
  login: { points: 10, durationSeconds: 60 },
  /**
   * Wrong passwords per account from anywhere without the account's device cookie (at login and a
   * session's re-check), whatever the address: guessing from many addresses stops too.
   */
  loginAccount: { points: 10, durationSeconds: 900 },
  /**
   * Wrong passwords per account and device cookie: a browser the owner signed in from before has
   * its own count, so strangers' guessing (loginAccount) does not lock the owner out of it.
   */
  loginDevice: { points: 10, durationSeconds: 900 },
  verification: { points: 20, durationSeconds: 600 },
  forgotPassword: { points: 5, durationSeconds: 900 },
  resetPassword: { points: 10, durationSeconds: 900 },
  /** Invitations are mail to strangers: few enough that nobody spams through us. */
  referralInvitation: { points: 20, durationSeconds: 3600 },
  /** Per member, not per address: chat messages sent over HTTP and the socket together. */
  chatMessage: { points: 30, durationSeconds: 60 },
  /** A search by exact e-mail tells whether an active member has that address: no bulk probing. */
  memberSearch: { points: 60, durationSeconds: 60 },
  /** Wrong second-factor codes per account, whatever the address: a 6-digit code cannot be guessed in time. */
  mfaCode: { points: 5, durationSeconds: 900 },
  /** Wrong second-factor codes per account and day, however they are spread over the short windows. */
  mfaCodeDaily: { points: 20, durationSeconds: 86400 },
};

/** Values a developer may run with; printed at start so nobody mistakes them for secrets. */
export const DEV_DEFAULTS = {
  DATABASE_URL: 'postgres://127.0.0.1:5432/earnwave',
  JWT_SECRET: 'dev-only-jwt-secret-change-me-0123456789',
} as const;

/**
 * Fastify's `trustProxy`: false (the socket's address), a hop count, or the proxies' addresses,
 * CIDR ranges and named ranges. Never `true`, which believes whatever X-Forwarded-For a client sends.
 */
export type TrustProxy = false | number | string[];
const NAMED_PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_PROXY_HOPS = 10;

/** `loginAccount` is set by RATE_LIMIT_LOGIN_ACCOUNT. */
export function rateLimitVariable(name: RateLimitName): string {
  return `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

export function parseConfig(env: Env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = (env.NODE_ENV ?? 'development') as AppConfig['nodeEnv'];
  if (!['development', 'test', 'production'].includes(nodeEnv)) {
    problems.push('NODE_ENV must be development, test or production');
  }
  const production = nodeEnv === 'production';

  const devDefaultsUsed: string[] = [];
  const required = (name: keyof typeof DEV_DEFAULTS): string => {
    const value = env[name];
    if (value) return value;
    if (production) problems.push(`${name} is required in production`);
    devDefaultsUsed.push(name);
    return DEV_DEFAULTS[name];
  };
  const url = (name: string, fallback: string, protocols: string[]): string => {
    const value = env[name] ?? fallback;
    try {
      if (!protocols.includes(new URL(value).protocol)) throw new Error();
    } catch {
      problems.push(`${name} must be a URL starting with ${protocols.join(' or ')}`);
    }
    return value;
  };

  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push('PORT must be a port number');
  const jwtSecret = required('JWT_SECRET');
  if (jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');
  const webOrigin = url('WEB_ORIGIN', `http://localhost:${port}`, ['http:', 'https:']).replace(/\/$/, '');
  const corsOrigins = (env.CORS_ORIGINS ?? `${webOrigin},http://localhost:5173,http://localhost:5174`)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const adminEmail = env.ADMIN_EMAIL?.trim().toLowerCase() || undefined;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  if (stripeWebhookSecret && !stripeWebhookSecret.startsWith('whsec_')) {
    problems.push('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)');
  }
  const taskProofAutoApproveHours = Number(env.TASK_PROOF_AUTO_APPROVE_HOURS ?? TASK_PROOF_AUTO_APPROVE_HOURS_DEFAULT);
  if (!Number.isInteger(taskProofAutoApproveHours) || taskProofAutoApproveHours < 1) {
    problems.push('TASK_PROOF_AUTO_APPROVE_HOURS must be a whole number of hours, at least 1');
  }
  const outboxRedeliverAfterMinutes = Number(env.OUTBOX_REDELIVER_AFTER_MINUTES ?? 5);
  if (!Number.isInteger(outboxRedeliverAfterMinutes) || outboxRedeliverAfterMinutes < 1) {
    problems.push('OUTBOX_REDELIVER_AFTER_MINUTES must be a whole number of minutes, at least 1');
  }
  const reviewRetentionDays = Number(env.REVIEW_RETENTION_DAYS ?? REVIEW_RETENTION_DAYS_DEFAULT);
  if (!Number.isInteger(reviewRetentionDays) || reviewRetentionDays < ADDRESS_LINK_DAYS) {
    problems.push(`REVIEW_RETENTION_DAYS must be a whole number of days, at least ${ADDRESS_LINK_DAYS}`);
  }
  const uploadLimitsMb = { ...UPLOAD_LIMIT_DEFAULT_MB };
  for (const kind of Object.keys(uploadLimitsMb) as UploadKind[]) {
    const name = `UPLOAD_MAX_${kind.toUpperCase()}_MB`;
    const megabytes = Number(env[name] ?? uploadLimitsMb[kind]);
    if (!Number.isInteger(megabytes) || megabytes < 1 || megabytes > 1024) {
      problems.push(`${name} must be a whole number of MB from 1 to 1024`);
    }
    uploadLimitsMb[kind] = megabytes;
  }
  const uploadDailyQuotaMb = Number(env.UPLOAD_DAILY_QUOTA_MB ?? UPLOAD_DAILY_QUOTA_DEFAULT_MB);
  if (!Number.isInteger(uploadDailyQuotaMb) || uploadDailyQuotaMb < 1 || uploadDailyQuotaMb > 1024 * 1024) {
    problems.push('UPLOAD_DAILY_QUOTA_MB must be a whole number of MB from 1 to 1048576');
  }
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD.length < 8) {
    problems.push('ADMIN_PASSWORD must be at least 8 characters');
  }
  const adminMfa = env.ADMIN_MFA_REQUIRED?.trim() || undefined;
  if (adminMfa !== undefined && adminMfa !== 'true' && adminMfa !== 'false') {
    problems.push('ADMIN_MFA_REQUIRED must be true or false');
  }
  if (production && adminMfa === 'false') {
    problems.push('ADMIN_MFA_REQUIRED cannot be false in production: administrators sign in with two factors there');
  }
  const redisUrl = url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']);
  // Production needs a real mail server and a Redis nobody else can write to (it holds the rate limits).
  if (production && !env.SMTP_URL) problems.push('SMTP_URL is required in production');
  if (production && !urlPassword(redisUrl)) {
    problems.push('REDIS_URL must carry a password in production (redis://:PASSWORD@host:6379)');
  }

  const config: AppConfig = {
    nodeEnv,
    appName: env.APP_NAME || APP_NAME,
    port,
    databaseUrl: url('DATABASE_URL', required('DATABASE_URL'), ['postgres:', 'postgresql:']),
    databasePool: parseDatabasePool(env, problems),
    redisUrl,
    redisClusterNodes: parseRedisClusterNodes(env.REDIS_CLUSTER_NODES, problems),
    jwtSecret,
    smtpUrl: url('SMTP_URL', 'smtp://127.0.0.1:1025', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || `${env.APP_NAME || APP_NAME} <no-reply@earnwave.local>`,
    webOrigin,
    corsOrigins,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    bodyLimit: parseBodyLimit(env.BODY_LIMIT, problems),
    queuePrefix: env.QUEUE_PREFIX || 'earnwave',
    trustProxy: parseTrustProxy(env.TRUST_PROXY, problems),
    adminEmail,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    stripeWebhookSecret,
    uploadDir: env.UPLOAD_DIR?.trim() || '.data/uploads',
    uploadLimitsMb,
    uploadDailyQuotaMb,
    taskProofAutoApproveHours,
    outboxRedeliverAfterMinutes,
    reviewRetentionDays,
    rateLimits: parseRateLimits(env, problems),
    adminMfaRequired: production || adminMfa === 'true',
    chain: parseChain(env, problems),
    metrics: parseMetricsAccess(env, production, problems),
    apiDocs: oneOf(env, 'API_DOCS_ACCESS', API_DOCS_ACCESS, production ? 'off' : 'public', problems),
    retention: parseRetention(env, problems),
    devDefaultsUsed,
  };
  if (problems.length) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return config;
}

function parseDatabasePool(env: Env, problems: string[]): DatabasePool {
  const size = env.DATABASE_POOL_SIZE?.trim() ? Number(env.DATABASE_POOL_SIZE) : undefined;
  if (size !== undefined && (!Number.isInteger(size) || size < 1 || size > 1000)) {
    problems.push('DATABASE_POOL_SIZE must be a whole number of connections from 1 to 1000');
  }
  const waitMs = env.DATABASE_POOL_WAIT_MS?.trim() ? Number(env.DATABASE_POOL_WAIT_MS) : undefined;
  if (waitMs !== undefined && (!Number.isInteger(waitMs) || waitMs < 100 || waitMs > 600_000)) {
    problems.push('DATABASE_POOL_WAIT_MS must be a whole number of milliseconds from 100 to 600000');
  }
  return { size, waitMs };
}

const BYTE_UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

/** BODY_LIMIT as bytes: a whole number with `b`, `kb` or `mb` (as body-parser read it), 100 KB unless told. */
function parseBodyLimit(value: string | undefined, problems: string[]): number {
  const match = /^(\d+)\s*(b|kb|mb)?$/i.exec(value?.trim() || '100kb');
  const bytes = match ? Number(match[1]) * BYTE_UNITS[(match[2] ?? 'b').toLowerCase()] : 0;
  if (!(bytes >= 1 && bytes <= 64 * BYTE_UNITS.mb))
    problems.push('BODY_LIMIT must be a size from 1b to 64mb, e.g. 100kb');
  return bytes;
}

function urlPassword(value: string): string {
  try {
    return new URL(value).password;
  } catch {
    return ''; // already reported as a bad URL
  }
}

/** `host:port,host:port` (IPv6 in brackets): where a Redis Cluster client starts discovering the rest. */
function parseRedisClusterNodes(value: string | undefined, problems: string[]): RedisNode[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const nodes = entries.map((entry) => {
    const match = /^(\[[0-9a-fA-F:.]+\]|[\w.-]+):(\d{1,5})$/.exec(entry);
    const port = Number(match?.[2]);
    return match && port >= 1 && port <= 65535 ? { host: match[1].replace(/^\[|\]$/g, ''), port } : undefined;
  });
  if (nodes.some((node) => !node)) {
    problems.push("REDIS_CLUSTER_NODES must be a comma-separated list of host:port (a Redis Cluster's nodes)");
    return [];
  }
  return nodes as RedisNode[];
}

const CHAIN_VARIABLES = [
  'USDT_NETWORK',
  'USDT_RPC_URL',
  'USDT_RPC_API_KEY',
  'USDT_TOKEN_ADDRESS',
  'USDT_MIN_CONFIRMATIONS',
];

/** USDT_* variables: all or nothing, so that a half-set chain never passes for "no chain configured". */
function parseChain(env: Env, problems: string[]): ChainConfig | undefined {
  const given = (name: string) => env[name]?.trim() || undefined;
  const kind = given('USDT_CHAIN');
  if (!kind) {
    const stray = CHAIN_VARIABLES.filter((name) => given(name));
    if (stray.length) problems.push(`USDT_CHAIN (evm or tron) must be set along with ${stray.join(', ')}`);
    return undefined;
  }
  if (kind !== 'evm' && kind !== 'tron') {
    problems.push('USDT_CHAIN must be evm or tron');
    return undefined;
  }
  const network = given('USDT_NETWORK') ?? CHAIN_DEFAULTS[kind].network;
  if (!/^[a-z0-9][a-z0-9-]{0,31}$/.test(network)) {
    problems.push('USDT_NETWORK must be a short lowercase name, e.g. ethereum, bsc, polygon, tron');
  }
  const rpcUrl = given('USDT_RPC_URL');
  if (!rpcUrl || !isHttpUrl(rpcUrl)) {
    problems.push(
      kind === 'evm'
        ? 'USDT_RPC_URL must be the http(s) URL of an EVM JSON-RPC endpoint'
        : 'USDT_RPC_URL must be the http(s) base URL of a TronGrid-compatible HTTP API (e.g. https://api.trongrid.io)',
    );
  }
  const rpcApiKey = given('USDT_RPC_API_KEY');
  if (rpcApiKey && kind !== 'tron') {
    problems.push(
      'USDT_RPC_API_KEY is for Tron (TRON-PRO-API-KEY); on EVM put the key in USDT_RPC_URL as the provider says',
    );
  }
  const tokenAddress = given('USDT_TOKEN_ADDRESS') ?? '';
  if (!isValidForFamily(tokenAddress, kind)) {
    problems.push(
      kind === 'evm'
        ? 'USDT_TOKEN_ADDRESS must be the USDT contract as 0x and 40 hex digits (in mixed case, its EIP-55 checksum must hold)'
        : 'USDT_TOKEN_ADDRESS must be the USDT contract as a Tron address (T..., checksum included)',
    );
  }
  const minConfirmations = Number(given('USDT_MIN_CONFIRMATIONS') ?? CHAIN_DEFAULTS[kind].minConfirmations);
  if (!Number.isInteger(minConfirmations) || minConfirmations < 1 || minConfirmations > 1000) {
    problems.push('USDT_MIN_CONFIRMATIONS must be a whole number of blocks from 1 to 1000');
  }
  return { kind, network, rpcUrl: rpcUrl ?? '', rpcApiKey, tokenAddress, minConfirmations };
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function parseTrustProxy(value: string | undefined, problems: string[]): TrustProxy {
  const given = value?.trim() ?? '';
  if (given === '' || given === 'false' || given === '0') return false;
  if (/^\d+$/.test(given)) {
    const hops = Number(given);
    if (hops <= MAX_PROXY_HOPS) return hops;
  } else {
    const proxies = given.split(',').map((entry) => entry.trim());
    if (proxies.every(isProxyAddress)) return proxies;
  }
  problems.push(
    given === 'true'
      ? 'TRUST_PROXY=true would believe any X-Forwarded-For a client sends: give the number of proxies in front of the API (e.g. 1) or their addresses'
      : `TRUST_PROXY must be a hop count from 1 to ${MAX_PROXY_HOPS} or a comma-separated list of proxy addresses, CIDR ranges no wider than /${WIDEST_PROXY_PREFIX[4]} (IPv4) or /${WIDEST_PROXY_PREFIX[6]} (IPv6) (10.0.0.0/8) or ${NAMED_PROXY_RANGES.join(', ')}`,
  );
  return false;
}

/**
 * The widest ranges TRUST_PROXY may name. A proxy sits on a network you run, which is never wider
 * than a /8 (IPv4) or a /32 (IPv6, a whole provider's allocation); anything wider, such as
 * 0.0.0.0/1 plus 128.0.0.0/1, would believe the X-Forwarded-For of (nearly) every client.
 */
const WIDEST_PROXY_PREFIX = { 4: 8, 6: 32 } as const;
/** IPv4-mapped IPv6 (::ffff:0:0/96) is read by proxy-addr as IPv4, its prefix less these 96 bits. */
const IPV4_MAPPED_PREFIX = 96;

/**
 * An address, a CIDR range no wider than WIDEST_PROXY_PREFIX, or a named range. Read by ipaddr.js,
 * the parser proxy-addr (Fastify's `trustProxy`) reads TRUST_PROXY with, so that every way of writing an
 * IPv4-mapped range (0:0:0:0:0:ffff:0:0/96, ::0:ffff:0:0/96...) is judged as the IPv4 range
 * Fastify will trust.
 */
function isProxyAddress(entry: string): boolean {
  if (NAMED_PROXY_RANGES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (!isIP(address) || rest.length) return false;
  const parsed = ipaddr.parse(address);
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix) || Number(prefix) > (parsed.kind() === 'ipv4' ? 32 : 128)) return false;
  const bits = Number(prefix);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return bits >= IPV4_MAPPED_PREFIX + WIDEST_PROXY_PREFIX[4];
  }
  return bits >= WIDEST_PROXY_PREFIX[parsed.kind() === 'ipv4' ? 4 : 6];
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T, problems: string[]): T {
  const given = env[name]?.trim() || fallback;
  if ((values as readonly string[]).includes(given)) return given as T;
  problems.push(`${name} must be one of ${values.join(', ')}`);
  return fallback;
}

/** /metrics tells an attacker the routes, the load and the versions: in production only a scraper's token opens it. */
function parseMetricsAccess(env: Env, production: boolean, problems: string[]): AppConfig['metrics'] {
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (token && token.length < METRICS_TOKEN_MIN_LENGTH) {
    problems.push(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`);
  }
  const fallback = production ? (token ? 'token' : 'off') : 'public';
  const access = oneOf(env, 'METRICS_ACCESS', METRICS_ACCESS, fallback, problems);
  if (access === 'token' && !token)
    problems.push("METRICS_ACCESS=token needs METRICS_TOKEN (the scraper's bearer token)");
  return { access, token };
}

function parseRetention(env: Env, problems: string[]): RetentionRules {
  const rules = {} as RetentionRules;
  for (const [key, { name, days, min }] of Object.entries(RETENTION_VARIABLES) as [
    keyof RetentionRules,
    (typeof RETENTION_VARIABLES)[keyof RetentionRules],
  ][]) {
    const value = Number(env[name]?.trim() || days);
    if (!Number.isInteger(value) || value < min || value > 36500) {
      problems.push(`${name} must be a whole number of days from ${min} to 36500 (default ${days})`);
    }
    rules[key] = value;
  }
  return rules;
}

function parseRateLimits(env: Env, problems: string[]): Record<RateLimitName, RateLimitRule> {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const name of Object.keys(limits) as RateLimitName[]) {
    const variable = rateLimitVariable(name);
    const given = env[variable]?.trim();
    if (!given) continue;
    const [points, durationSeconds] = (/^(\d+)\/(\d+)$/.exec(given) ?? []).slice(1).map(Number);
    if (![points, durationSeconds].every((n) => Number.isSafeInteger(n) && n >= 1)) {
      const fallback = DEFAULT_RATE_LIMITS[name];
      problems.push(
        `${variable} must be points/seconds, two whole numbers of at least 1 (default ${fallback.points}/${fallback.durationSeconds})`,
      );
      continue;
    }
    limits[name] = { points, durationSeconds };
  }
  return limits;
}

/** Reads the environment once, or stops the process with the names of the bad variables. */
export function loadConfigOrExit(): AppConfig {
  try {
    const config = parseConfig(process.env);
    if (config.devDefaultsUsed.length && config.nodeEnv === 'development') {
      console.warn(`Using development defaults for ${config.devDefaultsUsed.join(', ')} (never in production)`);
    }
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}
