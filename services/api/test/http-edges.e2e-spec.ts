import { MSG } from '@earnwave/contracts';
import { logInAdmin, signUp } from '@earnwave/testing';
import { TestPlatform } from './support/platform';

describe('bad input never reaches a 5xx', () => {
  let platform: TestPlatform;
  beforeAll(async () => (platform = await TestPlatform.start()));
  afterAll(() => platform.stop());

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await platform.http
      .post('/api/members/login')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.c", "password":')
      .expect(400);
    expect(res.body).toEqual({
      success: false,
      message: MSG.malformedJson,
      errors: [{ param: 'general', msg: MSG.malformedJson }],
    });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await platform.http
      .post('/api/members/registration')
      .send({ name: 'x'.repeat(200_000) })
      .expect(413);
    expect(res.body).toEqual({ success: false, message: MSG.payloadTooLarge, errors: [] });
  });

  it.each([
    ['an array body', []],
    ['a bare number', '5'],
    ['a bare string', '"text"'],
    ['null fields', { email: null, password: null }],
    ['nested objects', { email: { $ne: '' }, password: { $gt: '' } }],
  ])('answers %s with 400', async (_label, body) => {
    const call = platform.http.post('/api/members/login').set('Content-Type', 'application/json');
    const res = await call.send(typeof body === 'string' ? body : JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('answers an unknown route with 404 in the error shape', async () => {
    const res = await platform.http.get('/api/no/such/route').expect(404);
    expect(res.body).toEqual({
      success: false,
      message: MSG.notFound,
      errors: [{ param: 'general', msg: MSG.notFound }],
    });
  });

  it('answers a path that does not decode with 400 in the error shape, with the security headers', async () => {
    for (const path of ['/api/users/%zz/sessions', '/uploads/%E0%A4%A', '/nowhere/%']) {
      const res = await platform.http.get(path).expect(400);
      expect(res.body).toEqual({
        success: false,
        message: MSG.requestMalformed,
        errors: [{ param: 'general', msg: MSG.requestMalformed }],
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('reads an empty JSON body as {} and leaves a body of another type unread, as validation then answers', async () => {
    for (const [type, body] of [
      ['application/json', ''],
      ['text/plain', 'hello'],
      ['application/xml', '<a/>'],
    ]) {
      const res = await platform.http.post('/api/members/login').set('Content-Type', type).send(body).expect(400);
      expect(res.body.errors).toContainEqual({ param: 'general', msg: expect.any(String) });
      expect(res.body.message).not.toBe(MSG.malformedJson);
    }
  });

  it('answers an account id that is not a UUID with 404 for an admin and 403 for a member', async () => {
    const [member, admin] = [await signUp(platform), await logInAdmin(platform)];
    const path = `/api/users/${encodeURIComponent("1'; DROP TABLE users;--")}`;
    await platform.http.delete(path).expect(401);
    await platform.http.delete(path).set('Authorization', `Bearer ${member.token}`).expect(403);
    const res = await platform.http.delete(path).set('Authorization', `Bearer ${admin.token}`).expect(404);
    expect(res.body.success).toBe(false);
  });

  it('sends the security headers and a request id', async () => {
    const res = await platform.http.get('/api/health').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    const echoed = await platform.http.get('/api/health').set('X-Request-Id', 'trace-123').expect(200);
    expect(echoed.headers['x-request-id']).toBe('trace-123');
  });

  it('compresses answers over 1 KB for clients that accept gzip', async () => {
    const res = await platform.http.get('/api/docs-json').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Object.keys(res.body.paths).length).toBeGreaterThan(10);
  });

  it('allows only listed origins through CORS', async () => {
    const allowed = await platform.http.get('/api/contact').set('Origin', 'http://web.test').expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://web.test');
    const other = await platform.http.get('/api/contact').set('Origin', 'http://evil.test').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
