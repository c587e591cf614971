import { ConfigError, DEV_DEFAULTS, parseConfig } from './env.schema';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/earnwave',
  JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
};

describe('parseConfig', () => {
  it('runs in development with printed dev defaults', () => {
    const config = parseConfig({});
    expect(config.nodeEnv).toBe('development');
    expect(config.jwtSecret).toBe(DEV_DEFAULTS.JWT_SECRET);
    expect(config.webOrigin).toBe('http://localhost:3000');
    expect(config.appName).toBe('Earnwave');
  });

  it('has no production default for any secret: it names each missing variable', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      parseConfig({ NODE_ENV: 'production' });
    } catch (error) {
      expect((error as Error).message).toContain('DATABASE_URL is required in production');
      expect((error as Error).message).toContain('JWT_SECRET is required in production');
    }
    expect(parseConfig(production).databaseUrl).toBe('postgres://db/earnwave');
  });

  it.each([
    ['PORT', { PORT: 'eighty' }, 'PORT must be a port number'],
    ['JWT_SECRET', { JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    ['REDIS_URL', { REDIS_URL: 'http://redis' }, 'REDIS_URL must be a URL'],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db' }, 'DATABASE_URL must be a URL'],
    ['SMTP_URL', { SMTP_URL: 'not a url' }, 'SMTP_URL must be a URL'],
    ['NODE_ENV', { NODE_ENV: 'staging' }, 'NODE_ENV must be'],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters'],
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: 'sk_live_x' }, 'STRIPE_WEBHOOK_SECRET must be a webhook'],
    ['TASK_PROOF_AUTO_APPROVE_HOURS', { TASK_PROOF_AUTO_APPROVE_HOURS: '0' }, 'TASK_PROOF_AUTO_APPROVE_HOURS must be'],
    ['OUTBOX_REDELIVER_AFTER_MINUTES', { OUTBOX_REDELIVER_AFTER_MINUTES: '0' }, 'OUTBOX_REDELIVER_AFTER_MINUTES must'],
    ['UPLOAD_MAX_AUDIO_MB', { UPLOAD_MAX_AUDIO_MB: '0' }, 'UPLOAD_MAX_AUDIO_MB must be a whole number of MB'],
    ['UPLOAD_MAX_VIDEO_MB', { UPLOAD_MAX_VIDEO_MB: '2.5' }, 'UPLOAD_MAX_VIDEO_MB must be a whole number of MB'],
  ])('refuses a bad %s, naming it', (_name, env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('reads the CORS allow-list and normalises the admin e-mail', () => {
    const config = parseConfig({ CORS_ORIGINS: 'https://a.test, https://b.test', ADMIN_EMAIL: ' Boss@Example.COM ' });
    expect(config.corsOrigins).toEqual(['https://a.test', 'https://b.test']);
    expect(config.adminEmail).toBe('boss@example.com');
  });

  it('takes the upload limits per kind, in MB, with defaults', () => {
    expect(parseConfig({}).uploadLimitsMb).toEqual({ image: 5, audio: 20, video: 100 });
    expect(parseConfig({ UPLOAD_MAX_IMAGE_MB: '10', UPLOAD_MAX_VIDEO_MB: '500' }).uploadLimitsMb).toEqual({
      image: 10,
      audio: 20,
      video: 500,
    });
  });
});
