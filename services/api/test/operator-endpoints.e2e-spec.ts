import { parseConfig } from '@earnwave/config';
import { MSG } from '@earnwave/contracts';
import { logInAdmin } from '@earnwave/testing';
import { randomBytes } from 'node:crypto';
import { TestPlatform } from './support/platform';

/** What `NODE_ENV=production` makes of /metrics and /api/docs, given the rest of a valid production environment. */
function productionAccess(env: Record<string, string> = {}) {
  const { metrics, apiDocs } = parseConfig({
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://earnwave:secret@db:5432/earnwave',
    REDIS_URL: 'redis://:secret@redis:6379',
    SMTP_URL: 'smtp://mail.example:587',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
  return { metrics, apiDocs };
}

const notFound = { success: false, message: MSG.notFound, errors: [{ param: 'general', msg: MSG.notFound }] };

describe('/metrics and /api/docs in production, by default', () => {
  let platform: TestPlatform;
  beforeAll(async () => (platform = await TestPlatform.start({ worker: false, config: productionAccess() })));
  afterAll(() => platform.stop());

  it('serves neither: the metrics and the map of every route stay private', async () => {
    expect((await platform.http.get('/metrics').expect(404)).body).toEqual(notFound);
    for (const path of ['/api/docs', '/api/docs/', '/api/docs-json', '/api/docs-yaml']) {
      const res = await platform.http.get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.text).not.toMatch(/swagger|openapi/i);
    }
  });

  it('still answers the health check and the API', async () => {
    await platform.http.get('/api/health').expect(200);
  });
});

describe('/metrics in production with a scraper token', () => {
  const token = randomBytes(24).toString('base64url');
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await TestPlatform.start({ worker: false, config: productionAccess({ METRICS_TOKEN: token }) });
  });
  afterAll(() => platform.stop());

  it('answers the scraper that sends the token', async () => {
    const res = await platform.http.get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.text).toContain('http_request_duration_seconds');
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', `Bearer ${randomBytes(24).toString('base64url')}`],
    ['the token cut short', `Bearer ${token.slice(0, -1)}`],
    ['the token with more after it', `Bearer ${token}x`],
    ['the token without its scheme', token],
    ['the token as Basic', `Basic ${token}`],
  ])('refuses %s with 401, showing nothing', async (_label, authorization) => {
    const call = platform.http.get('/metrics');
    const res = await (authorization ? call.set('Authorization', authorization) : call).expect(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(res.body).toEqual({
      success: false,
      message: MSG.unauthenticated,
      errors: [{ param: 'general', msg: MSG.unauthenticated }],
    });
    expect(res.text).not.toContain('process_cpu');
  });

  it('refuses an administrator session: the token is the only key', async () => {
    const admin = await logInAdmin(platform);
    await platform.http.get('/metrics').set('Authorization', `Bearer ${admin.token}`).expect(401);
  });
});

describe('/metrics and /api/docs in development', () => {
  let platform: TestPlatform;
  beforeAll(async () => (platform = await TestPlatform.start({ worker: false })));
  afterAll(() => platform.stop());

  it('serves both to anyone, as before', async () => {
    expect((await platform.http.get('/metrics').expect(200)).text).toContain('process_cpu');
    const doc = await platform.http.get('/api/docs-json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    await platform.http.get('/api/docs/').expect(200);
  });
});
