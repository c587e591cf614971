import {
  APP_NAME,
  TASK_PROOF_AUTO_APPROVE_HOURS_DEFAULT,
  UPLOAD_LIMIT_DEFAULT_MB,
  type Capability,
  type UploadKind,
} from '@earnwave/contracts';

/**
 * The process configuration, parsed once from the environment. Nothing else reads process.env.
 * A missing or bad variable stops the process with its name; no secret has a production default.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  appName: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  jwtSecret: string;
  smtpUrl: string;
  mailFrom: string;
  webOrigin: string;
  corsOrigins: string[];
  logLevel: string;
  bodyLimit: string;
  queuePrefix: string;
  trustProxy: boolean;
  adminEmail?: string;
  adminPassword?: string;
  /** Signing secret of the card-payment webhook; card payments are off without it. */
  stripeWebhookSecret?: string;
  /** Where the local-disk file storage keeps uploads (served at /uploads). */
  uploadDir: string;
  /** The largest upload of each kind, in MB (UPLOAD_MAX_IMAGE_MB, UPLOAD_MAX_AUDIO_MB, UPLOAD_MAX_VIDEO_MB). */
  uploadLimitsMb: Record<UploadKind, number>;
  /** Task proofs nobody decided within this many hours are approved by the worker. */
  taskProofAutoApproveHours: number;
  /**
   * An outbox event relayed this many minutes ago and still not handled by a processor is relayed
   * again by the worker's sweeper, unless its job is still in the queue (OUTBOX_REDELIVER_AFTER_MINUTES).
   */
  outboxRedeliverAfterMinutes: number;
  rateLimits: Record<RateLimitName, RateLimitRule>;
  /** Variables that fell back to a development default; printed at start. */
  devDefaultsUsed: string[];
}

export type RateLimitName =
  | 'registration'
  | 'login'
  | 'verification'
  | 'forgotPassword'
  | 'resetPassword'
  | 'referralInvitation'
  | 'chatMessage'
  | 'memberSearch';
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}
export type { Capability };

/** Per client address; generous enough for a family behind one router, tight enough to stop guessing. */
export const DEFAULT_RATE_LIMITS: Record<RateLimitName, RateLimitRule> = {
  registration: { points: 10, durationSeconds: 3600 },
  login: { points: 10, durationSeconds: 60 },
  verification: { points: 20, durationSeconds: 600 },
  forgotPassword: { points: 5, durationSeconds: 900 },
  resetPassword: { points: 10, durationSeconds: 900 },
  /** Invitations are mail to strangers: few enough that nobody spams through us. */
  referralInvitation: { points: 20, durationSeconds: 3600 },
  /** Per member, not per address: chat messages sent over HTTP and the socket together. */
  chatMessage: { points: 30, durationSeconds: 60 },
  /** A search by exact e-mail tells whether an active member has that address: no bulk probing. */
  memberSearch: { points: 60, durationSeconds: 60 },
};

/** Values a developer may run with; printed at start so nobody mistakes them for secrets. */
export const DEV_DEFAULTS = {
  DATABASE_URL: 'postgres://127.0.0.1:5432/earnwave',
  JWT_SECRET: 'dev-only-jwt-secret-change-me-0123456789',
} as const;

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
  const uploadLimitsMb = { ...UPLOAD_LIMIT_DEFAULT_MB };
  for (const kind of Object.keys(uploadLimitsMb) as UploadKind[]) {
    const name = `UPLOAD_MAX_${kind.toUpperCase()}_MB`;
    const megabytes = Number(env[name] ?? uploadLimitsMb[kind]);
    if (!Number.isInteger(megabytes) || megabytes < 1 || megabytes > 1024) {
      problems.push(`${name} must be a whole number of MB from 1 to 1024`);
    }
    uploadLimitsMb[kind] = megabytes;
  }
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD.length < 8) {
    problems.push('ADMIN_PASSWORD must be at least 8 characters');
  }

  const config: AppConfig = {
    nodeEnv,
    appName: env.APP_NAME || APP_NAME,
    port,
    databaseUrl: url('DATABASE_URL', required('DATABASE_URL'), ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    jwtSecret,
    smtpUrl: url('SMTP_URL', 'smtp://127.0.0.1:1025', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || `${env.APP_NAME || APP_NAME} <no-reply@earnwave.local>`,
    webOrigin,
    corsOrigins,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    bodyLimit: env.BODY_LIMIT || '100kb',
    queuePrefix: env.QUEUE_PREFIX || 'earnwave',
    trustProxy: env.TRUST_PROXY === 'true',
    adminEmail,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    stripeWebhookSecret,
    uploadDir: env.UPLOAD_DIR?.trim() || '.data/uploads',
    uploadLimitsMb,
    taskProofAutoApproveHours,
    outboxRedeliverAfterMinutes,
    rateLimits: DEFAULT_RATE_LIMITS,
    devDefaultsUsed,
  };
  if (problems.length) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return config;
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
