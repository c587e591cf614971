import { ConfigError, DEFAULT_RATE_LIMITS, DEV_DEFAULTS, parseConfig } from './env.schema';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/earnwave',
  JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
  SMTP_URL: 'smtp://mail.example:587',
  REDIS_URL: 'redis://:a-redis-password@redis:6379',
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
    ['UPLOAD_DAILY_QUOTA_MB', { UPLOAD_DAILY_QUOTA_MB: '0' }, 'UPLOAD_DAILY_QUOTA_MB must be a whole number of MB'],
  ])('refuses a bad %s, naming it', (_name, env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('refuses production without SMTP_URL or without a password in REDIS_URL, naming each', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = production;
    expect(() => parseConfig(withoutSmtp)).toThrow('SMTP_URL is required in production');
    const { REDIS_URL: _redis, ...withoutRedis } = production;
    expect(() => parseConfig(withoutRedis)).toThrow('REDIS_URL must carry a password in production');
    expect(() => parseConfig({ ...production, REDIS_URL: 'redis://redis:6379' })).toThrow(
      'REDIS_URL must carry a password in production',
    );
    expect(parseConfig({ ...production, REDIS_URL: 'rediss://earnwave:secret@redis:6380' }).redisUrl).toBe(
      'rediss://earnwave:secret@redis:6380',
    );
    // Development keeps its one-command defaults: a local Redis without a password, MailDev.
    expect(parseConfig({}).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(parseConfig({}).smtpUrl).toBe('smtp://127.0.0.1:1025');
  });

  describe('DATABASE_POOL_SIZE and DATABASE_POOL_WAIT_MS', () => {
    it("leaves both to the data source's defaults unless told, and reads whole numbers", () => {
      expect(parseConfig({}).databasePool).toEqual({ size: undefined, waitMs: undefined });
      expect(parseConfig({ DATABASE_POOL_SIZE: '1', DATABASE_POOL_WAIT_MS: ' 3000 ' }).databasePool).toEqual({
        size: 1,
        waitMs: 3000,
      });
    });

    it.each([
      [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be a whole number of connections from 1 to 1000'],
      [{ DATABASE_POOL_SIZE: '2.5' }, 'DATABASE_POOL_SIZE must be a whole number of connections from 1 to 1000'],
      [{ DATABASE_POOL_SIZE: 'ten' }, 'DATABASE_POOL_SIZE must be a whole number of connections from 1 to 1000'],
      // 0 is pg's "wait for ever", the hang the bounded wait is there to end.
      [
        { DATABASE_POOL_WAIT_MS: '0' },
        'DATABASE_POOL_WAIT_MS must be a whole number of milliseconds from 100 to 600000',
      ],
      [
        { DATABASE_POOL_WAIT_MS: '-1' },
        'DATABASE_POOL_WAIT_MS must be a whole number of milliseconds from 100 to 600000',
      ],
      [
        { DATABASE_POOL_WAIT_MS: '10s' },
        'DATABASE_POOL_WAIT_MS must be a whole number of milliseconds from 100 to 600000',
      ],
    ])('refuses %o, naming the variable', (env, message) => {
      expect(() => parseConfig(env)).toThrow(message);
    });
  });

  describe('REVIEW_RETENTION_DAYS', () => {
    it('keeps the payment desk records 180 days unless told, and never less than the 30 days they link in', () => {
      expect(parseConfig({}).reviewRetentionDays).toBe(180);
      expect(parseConfig({ REVIEW_RETENTION_DAYS: '30' }).reviewRetentionDays).toBe(30);
      for (const value of ['29', '0', '-5', '45.5', 'forever']) {
        expect(() => parseConfig({ REVIEW_RETENTION_DAYS: value })).toThrow(
          'REVIEW_RETENTION_DAYS must be a whole number of days, at least 30',
        );
      }
    });
  });

  describe('RETENTION_SESSIONS_DAYS', () => {
    it('keeps over sessions 90 days unless told, and never less than the 30 days the payment desk links their addresses and devices in', () => {
      expect(parseConfig({}).retention.sessionsDays).toBe(90);
      expect(parseConfig({ RETENTION_SESSIONS_DAYS: '30' }).retention.sessionsDays).toBe(30);
      for (const value of ['29', '1', '0', '45.5', 'forever']) {
        expect(() => parseConfig({ RETENTION_SESSIONS_DAYS: value })).toThrow(
          'RETENTION_SESSIONS_DAYS must be a whole number of days from 30 to 36500 (default 90)',
        );
      }
    });
  });

  it('reads BODY_LIMIT as bytes, 100 KB unless told, and refuses what is no size', () => {
    expect(parseConfig({}).bodyLimit).toBe(100 * 1024);
    expect(parseConfig({ BODY_LIMIT: '2mb' }).bodyLimit).toBe(2 * 1024 * 1024);
    expect(parseConfig({ BODY_LIMIT: '512' }).bodyLimit).toBe(512);
    for (const BODY_LIMIT of ['lots', '0kb', '1gb']) {
      expect(() => parseConfig({ BODY_LIMIT })).toThrow('BODY_LIMIT must be a size from 1b to 64mb');
    }
  });

  describe('TRUST_PROXY', () => {
    it("takes Fastify's trustProxy forms: off by default, a hop count, or proxy addresses and ranges", () => {
      expect(parseConfig({}).trustProxy).toBe(false);
      expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
      expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
      expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,192.168.1.7, fd00::/32' }).trustProxy).toEqual([
        'loopback',
        '10.0.0.0/8',
        '192.168.1.7',
        'fd00::/32',
      ]);
      expect(parseConfig({ TRUST_PROXY: '::ffff:10.0.0.0/104,2001:db8::7' }).trustProxy).toEqual([
        '::ffff:10.0.0.0/104',
        '2001:db8::7',
      ]);
    });

    it('refuses true, which would believe any forged X-Forwarded-For, naming the variable', () => {
      expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(
        'TRUST_PROXY=true would believe any X-Forwarded-For a client sends',
      );
    });

    it.each(['0.0.0.0/0', '::/0', 'everyone', '10.0.0.0/33', '10.0.0.1/8/2', '1.2.3', 'loopback,', '11', '-1'])(
      'refuses %s, naming the variable',
      (value) => {
        expect(() => parseConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY must be a hop count');
      },
    );

    // Two halves of the Internet are the Internet: any range wider than a /8 (IPv4) or a /32 (IPv6)
    // would believe a forged X-Forwarded-For from nearly every client, and so would its IPv4-mapped twin.
    it.each([
      '0.0.0.0/1,128.0.0.0/1',
      '0.0.0.0/00',
      '10.0.0.0/7',
      '128.0.0.0/1',
      '10.0.0.1,0.0.0.0/4',
      '::/1,8000::/1',
      '2000::/3',
      'fd00::/8',
      '2001:db8::/31',
      '::ffff:0.0.0.0/96',
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/103',
      // The same range written the other ways IPv6 allows, which proxy-addr reads as 0.0.0.0/0 too.
      '0:0:0:0:0:ffff:0:0/96',
      '::0:ffff:0:0/96',
      '0::ffff:0:0/96',
      '::FFFF:0:0/100',
    ])('refuses %s, a range too wide to be a proxy, naming the variable', (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be .* no wider than \/8 \(IPv4\) or \/32 \(IPv6\)/,
      );
    });
  });

  describe('METRICS_ACCESS, METRICS_TOKEN and API_DOCS_ACCESS', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/earnwave',
      REDIS_URL: 'redis://:pw@redis:6379',
      SMTP_URL: 'smtp://mail:25',
      JWT_SECRET: 'x'.repeat(32),
    };
    const token = 't'.repeat(32);

    it('opens both in development, as before', () => {
      expect(parseConfig({})).toMatchObject({ metrics: { access: 'public' }, apiDocs: 'public' });
    });

    it('closes both in production unless told; a scraper token opens metrics to that token only', () => {
      expect(parseConfig(production)).toMatchObject({ metrics: { access: 'off' }, apiDocs: 'off' });
      expect(parseConfig({ ...production, METRICS_TOKEN: token }).metrics).toEqual({ access: 'token', token });
      expect(parseConfig({ ...production, API_DOCS_ACCESS: 'public', METRICS_ACCESS: 'public' })).toMatchObject({
        metrics: { access: 'public' },
        apiDocs: 'public',
      });
    });

    it.each([
      [{ METRICS_ACCESS: 'admin' }, 'METRICS_ACCESS must be one of public, token, off'],
      [{ METRICS_ACCESS: 'token' }, 'METRICS_ACCESS=token needs METRICS_TOKEN'],
      [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 32 characters'],
      [{ API_DOCS_ACCESS: 'yes' }, 'API_DOCS_ACCESS must be one of public, off'],
    ])('refuses %o, naming the variable', (env, message) => {
      expect(() => parseConfig(env)).toThrow(message);
    });
  });

  describe('rate limits', () => {
    it('defaults to DEFAULT_RATE_LIMITS, 10 failed logins per account in 15 minutes among them', () => {
      expect(parseConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
      expect(DEFAULT_RATE_LIMITS.loginAccount).toEqual({ points: 10, durationSeconds: 900 });
    });

    it('sets each limit from RATE_LIMIT_{NAME} as points/seconds', () => {
      const { rateLimits } = parseConfig({
        RATE_LIMIT_LOGIN: '5/30',
        RATE_LIMIT_LOGIN_ACCOUNT: ' 20/3600 ',
        RATE_LIMIT_FORGOT_PASSWORD: '3/900',
      });
      expect(rateLimits.login).toEqual({ points: 5, durationSeconds: 30 });
      expect(rateLimits.loginAccount).toEqual({ points: 20, durationSeconds: 3600 });
      expect(rateLimits.forgotPassword).toEqual({ points: 3, durationSeconds: 900 });
      expect(rateLimits.registration).toEqual(DEFAULT_RATE_LIMITS.registration);
    });

    it.each(['10', '10/0', '0/60', 'ten/60', '10/60s', '1.5/60', '-1/60', '99999999999999999999/60'])(
      'refuses RATE_LIMIT_LOGIN=%s, naming it',
      (value) => {
        expect(() => parseConfig({ RATE_LIMIT_LOGIN: value })).toThrow(
          'RATE_LIMIT_LOGIN must be points/seconds, two whole numbers of at least 1 (default 10/60)',
        );
      },
    );
  });

  it('reads a Redis Cluster from REDIS_CLUSTER_NODES, and refuses anything but host:port entries', () => {
    expect(parseConfig({}).redisClusterNodes).toEqual([]);
    expect(parseConfig({ REDIS_CLUSTER_NODES: ' redis-1:7000, 10.0.0.2:7001,[::1]:7002 ' }).redisClusterNodes).toEqual([
      { host: 'redis-1', port: 7000 },
      { host: '10.0.0.2', port: 7001 },
      { host: '::1', port: 7002 },
    ]);
    for (const bad of ['redis-1', 'redis://redis-1:7000', 'redis-1:0', 'redis-1:70000', 'a:1,,b']) {
      expect(() => parseConfig({ REDIS_CLUSTER_NODES: bad })).toThrow(
        'REDIS_CLUSTER_NODES must be a comma-separated list of host:port',
      );
    }
  });

  it('reads the CORS allow-list and normalises the admin e-mail', () => {
    const config = parseConfig({ CORS_ORIGINS: 'https://a.test, https://b.test', ADMIN_EMAIL: ' Boss@Example.COM ' });
    expect(config.corsOrigins).toEqual(['https://a.test', 'https://b.test']);
    expect(config.adminEmail).toBe('boss@example.com');
  });

  it('requires two-factor sign-in of administrators in production, and elsewhere only when asked', () => {
    expect(parseConfig(production).adminMfaRequired).toBe(true);
    expect(parseConfig({ ...production, ADMIN_MFA_REQUIRED: 'true' }).adminMfaRequired).toBe(true);
    expect(() => parseConfig({ ...production, ADMIN_MFA_REQUIRED: 'false' })).toThrow(
      'ADMIN_MFA_REQUIRED cannot be false in production',
    );
    expect(parseConfig({}).adminMfaRequired).toBe(false);
    expect(parseConfig({ NODE_ENV: 'test' }).adminMfaRequired).toBe(false);
    expect(parseConfig({ ADMIN_MFA_REQUIRED: 'true' }).adminMfaRequired).toBe(true);
    expect(() => parseConfig({ ADMIN_MFA_REQUIRED: 'yes' })).toThrow('ADMIN_MFA_REQUIRED must be true or false');
  });

  it('takes the upload limits per kind, in MB, with defaults', () => {
    expect(parseConfig({}).uploadLimitsMb).toEqual({ image: 5, audio: 20, video: 100 });
    expect(parseConfig({}).uploadDailyQuotaMb).toBe(500);
    expect(parseConfig({ UPLOAD_DAILY_QUOTA_MB: '2048' }).uploadDailyQuotaMb).toBe(2048);
    expect(parseConfig({ UPLOAD_MAX_IMAGE_MB: '10', UPLOAD_MAX_VIDEO_MB: '500' }).uploadLimitsMb).toEqual({
      image: 10,
      audio: 20,
      video: 500,
    });
  });

  describe('the USDT chain (USDT_*)', () => {
    const evm = {
      USDT_CHAIN: 'evm',
      USDT_RPC_URL: 'https://mainnet.infura.io/v3/KEY',
      USDT_TOKEN_ADDRESS: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    };
    const tron = {
      USDT_CHAIN: 'tron',
      USDT_RPC_URL: 'https://api.trongrid.io',
      USDT_RPC_API_KEY: 'key',
      USDT_TOKEN_ADDRESS: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    };

    it('is off without USDT_CHAIN', () => {
      expect(parseConfig({}).chain).toBeUndefined();
    });

    it('defaults the network and the confirmations from the kind of chain', () => {
      expect(parseConfig(evm).chain).toEqual({
        kind: 'evm',
        network: 'ethereum',
        rpcUrl: evm.USDT_RPC_URL,
        rpcApiKey: undefined,
        tokenAddress: evm.USDT_TOKEN_ADDRESS,
        minConfirmations: 12,
      });
      expect(parseConfig(tron).chain).toMatchObject({
        kind: 'tron',
        network: 'tron',
        rpcApiKey: 'key',
        minConfirmations: 20,
      });
      expect(parseConfig({ ...evm, USDT_NETWORK: 'bsc', USDT_MIN_CONFIRMATIONS: '15' }).chain).toMatchObject({
        network: 'bsc',
        minConfirmations: 15,
      });
    });

    it.each([
      [{ ...evm, USDT_CHAIN: 'solana' }, 'USDT_CHAIN must be evm or tron'],
      [{ USDT_RPC_URL: evm.USDT_RPC_URL }, 'USDT_CHAIN (evm or tron) must be set along with USDT_RPC_URL'],
      [{ ...evm, USDT_RPC_URL: 'ftp://node' }, 'USDT_RPC_URL must be the http(s) URL'],
      [{ ...evm, USDT_RPC_URL: undefined }, 'USDT_RPC_URL must be the http(s) URL'],
      [{ ...evm, USDT_TOKEN_ADDRESS: '0xdAC17F958D2ee523a2206206994597C13D831ec' }, 'USDT_TOKEN_ADDRESS must be'],
      [{ ...evm, USDT_TOKEN_ADDRESS: tron.USDT_TOKEN_ADDRESS }, 'USDT_TOKEN_ADDRESS must be'],
      // One letter's case changed: the EIP-55 checksum of a mixed-case address no longer holds.
      [{ ...evm, USDT_TOKEN_ADDRESS: '0xDAC17F958D2ee523a2206206994597C13D831ec7' }, 'USDT_TOKEN_ADDRESS must be'],
      [{ ...tron, USDT_TOKEN_ADDRESS: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }, 'checksum included'],
      [{ ...evm, USDT_RPC_API_KEY: 'key' }, 'USDT_RPC_API_KEY is for Tron'],
      [{ ...evm, USDT_MIN_CONFIRMATIONS: '0' }, 'USDT_MIN_CONFIRMATIONS must be a whole number'],
      [{ ...evm, USDT_MIN_CONFIRMATIONS: '2.5' }, 'USDT_MIN_CONFIRMATIONS must be a whole number'],
      [{ ...evm, USDT_NETWORK: 'Ethereum Mainnet' }, 'USDT_NETWORK must be a short lowercase name'],
    ])('refuses a bad or half-set chain, naming the variable (%#)', (env, message) => {
      expect(() => parseConfig(env)).toThrow(message);
    });
  });
});
