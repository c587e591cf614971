import { OPTION_KEYS } from '@earnwave/contracts';
import { SettingsService } from '../src/modules/settings';
import { signUp } from '@earnwave/testing';
import { TestPlatform } from './support/platform';

describe('public reads and settings', () => {
  let platform: TestPlatform;
  beforeAll(async () => (platform = await TestPlatform.start()));
  afterAll(() => platform.stop());

  it('serves the landing texts with the three steps as optionValue JSON', async () => {
    const res = await platform.http.get('/api/options/public/landing_investment').expect(200);
    expect(res.body.data.optionKey).toBe('landing_investment');
    const value = JSON.parse(res.body.data.optionValue);
    for (const field of ['title', 'subTitle', 'sectionMessage', 'headerTitle', 'headerSubTitle']) {
      expect(typeof value[field]).toBe('string');
    }
    expect(value.sections).toHaveLength(3);
    for (const section of value.sections)
      expect(Object.keys(section).sort()).toEqual(['description', 'relativePath', 'title']);
  });

  it('serves the membership video link, the banner images and the contact without a token', async () => {
    const video = await platform.http.get('/api/options/video/membership_desc').expect(200);
    expect(video.body.data.videoLink).toEqual(expect.any(String));
    const banners = await platform.http.get('/api/bannerImages').expect(200);
    expect(banners.body.data[0].imageUrl).toEqual(expect.any(String));
    const contact = await platform.http.get('/api/contact').expect(200);
    expect(contact.body.data).toEqual({ name: 'Earnwave support', email: 'support@earnwave.local' });
    const desc = await platform.http.get('/api/options/membership_desc').expect(200);
    expect(JSON.parse(desc.body.data.optionValue).content).toContain('12 months');
  });

  it('keeps the payment and dashboard settings behind a session', async () => {
    await platform.http.get('/api/options/membership_common').expect(401);
    await platform.http.get('/api/options/dash_todays_notification').expect(401);
    await platform.http.get('/api/options/public/membership_common').expect(404);
    const member = await signUp(platform);
    const common = await platform.http
      .get('/api/options/membership_common')
      .set('Authorization', `Bearer ${member.token}`)
      .expect(200);
    expect(Object.keys(JSON.parse(common.body.data.optionValue)).sort()).toEqual(['network', 'qr', 'wallet']);
  });

  it('answers the notification as sanitised HTML, not JSON', async () => {
    await platform.db.transaction((manager) =>
      SettingsService.set(
        manager,
        OPTION_KEYS.dashTodaysNotification,
        '<p onclick="steal()">Hello <b>members</b></p><script>alert(1)</script><a href="javascript:x()">x</a><img src=x onerror=alert(1)>',
      ),
    );
    const member = await signUp(platform);
    const res = await platform.http
      .get('/api/options/dash_todays_notification')
      .set('Authorization', `Bearer ${member.token}`)
      .expect(200);
    const html = res.body.data.optionValue as string;
    expect(html).toContain('<p>Hello <b>members</b></p>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('sanitises HTML that reached the table some other way when it is read', async () => {
    await platform.db.query(`UPDATE options SET option_value = $1 WHERE option_key = 'membership_desc'`, [
      JSON.stringify({ title: 'T', content: '<p>ok</p><iframe src="https://evil.test"></iframe>', videoLink: 'v.mp4' }),
    ]);
    const res = await platform.http.get('/api/options/membership_desc').expect(200);
    expect(JSON.parse(res.body.data.optionValue).content).toBe('<p>ok</p>');
  });

  it('answers an unknown option with 404', async () => {
    const member = await signUp(platform);
    await platform.http.get('/api/options/no_such_key').set('Authorization', `Bearer ${member.token}`).expect(404);
  });
});

describe('operations endpoints', () => {
  let platform: TestPlatform;
  beforeAll(async () => (platform = await TestPlatform.start({ worker: false })));
  afterAll(() => platform.stop());

  it('reports health of the database and Redis', async () => {
    const res = await platform.http.get('/api/health').expect(200);
    expect(res.body.data).toEqual({ database: 'up', redis: 'up' });
  });

  it('serves Prometheus metrics, counting requests by route', async () => {
    await platform.http.get('/api/contact').expect(200);
    const res = await platform.http.get('/metrics').expect(200);
    expect(res.text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/contact",status="200"\} \d+/,
    );
  });

  it('serves the OpenAPI document with the account calls', async () => {
    const res = await platform.http.get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/members/registration', '/api/members/login', '/api/users/verify-email']),
    );
  });

  it('documents what the calls answer: the envelope with its data, bare admin pages, the error shape', async () => {
    const { paths, components } = (await platform.http.get('/api/docs-json').expect(200)).body;
    const json = (response: { content: Record<string, { schema: Record<string, unknown> }> }) =>
      response.content['application/json'].schema;
    const balance = paths['/api/members/{id}/balance'].get.responses;
    expect(json(balance['200'])).toMatchObject({
      properties: { success: { enum: [true] }, data: { properties: { balance: { type: 'number' } } } },
    });
    expect(json(balance.default)).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    expect(components.schemas.ErrorEnvelope).toMatchObject({
      properties: { success: { enum: [false] }, errors: { items: { $ref: '#/components/schemas/FieldError' } } },
      required: ['success', 'message', 'errors'],
    });
    const withdrawals = paths['/api/admin/withdrawals'].get.responses['200'];
    expect(json(withdrawals).type).toBe('array');
    expect(Object.keys(withdrawals.headers)).toEqual(['Content-Range']);
  });
});

describe('with Redis unreachable', () => {
  let platform: TestPlatform;
  beforeAll(
    async () => (platform = await TestPlatform.start({ worker: false, env: { REDIS_URL: 'redis://127.0.0.1:1' } })),
  );
  afterAll(() => platform.stop().catch(() => undefined));

  it('reports Redis down with 503, and sign-up still works with limits counted in memory', async () => {
    const health = await platform.http.get('/api/health').expect(503);
    expect(health.body).toMatchObject({ success: false, data: { database: 'up', redis: 'down' } });
    // Not ready, but alive: an orchestrator keeps the process and sends it no traffic.
    expect((await platform.http.get('/api/health/live').expect(200)).body).toMatchObject({ data: { process: 'up' } });
    const res = await platform.http
      .post('/api/members/registration')
      .send({
        name: 'Offline',
        email: 'offline@example.test',
        password: 'Passw0rd-1',
        confirmPassword: 'Passw0rd-1',
        isAccepted: true,
      })
      .expect(201);
    expect(res.body.data.status).toBe('inactive');
  });
});
