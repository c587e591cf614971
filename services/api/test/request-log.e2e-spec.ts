import { hashFromMail, logInAdmin, registration, verificationHash, waitFor } from '@earnwave/testing';
import { Writable } from 'node:stream';
import { TestPlatform } from './support/platform';

describe('the request log', () => {
  let platform: TestPlatform;
  const lines: string[] = [];
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  beforeAll(async () => (platform = await TestPlatform.start({ env: { LOG_LEVEL: 'info' }, logs })));
  afterAll(() => platform.stop());

  /** The request lines pino-http wrote for `path` (a path without its query). */
  const requestLines = (path: string) =>
    lines.map((line) => JSON.parse(line)).filter((entry) => entry.req?.url?.split('?')[0] === path);

  it('keeps no mailed link, session token or cookie, and still shows each path', async () => {
    const body = registration();
    await platform.http.post('/api/members/registration').send(body).expect(201);
    const verifyHash = await verificationHash(platform, body.email);
    // The member opens the mailed link (the API serves the client) and the page calls verify-email.
    await platform.http.get(`/verification?hash=${verifyHash}`).set('Accept', 'text/html');
    await platform.http
      .post('/api/users/verify-email')
      .set('Authorization', `Bearer ${verifyHash}`)
      .set('Referer', `${platform.config.webOrigin}/verification?hash=${verifyHash}`)
      .send({ email: body.email })
      .expect(200);

    await platform.http.post('/api/users/forgot-password').send({ email: body.email }).expect(200);
    const mail = await platform.mail.waitForMail(body.email, (m) => m.subject.startsWith('Reset'));
    const resetHash = hashFromMail(mail, '/reset-password');
    await platform.http.get(`/reset-password?hash=${resetHash}`).set('Accept', 'text/html');
    const newPassword = 'Log-Safe-Pass-42';
    await platform.http
      .post('/api/users/reset-password')
      .set('Authorization', `Bearer ${resetHash}`)
      .send({ email: body.email, password: newPassword, confirmPassword: newPassword })
      .expect(200);

    const login = await platform.http
      .post('/api/members/login')
      .send({ email: body.email, password: newPassword })
      .expect(200);
    const session = login.body.data.token as string;
    // A token pasted into any query parameter or path is as secret as one in a header.
    await platform.http.get(`/api/no-such-route/${session}?next=${session}`).set('Cookie', `session=${session}`);

    const admin = await logInAdmin(platform);
    const ticket = await platform.http
      .post('/api/admin/queue-board-ticket')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect((res) => expect(res.status).toBeLessThan(300));
    const cookie = String(ticket.headers['set-cookie']).split(';')[0].split('=').slice(1).join('=');
    expect(cookie.length).toBeGreaterThan(16);

    await waitFor(() => requestLines('/api/admin/queue-board-ticket').length > 0, { what: 'the last request line' });
    const log = lines.join('\n');
    for (const secret of [verifyHash, resetHash, session, admin.token, cookie, newPassword]) {
      expect(log).not.toContain(secret);
      // Not even the signature alone.
      if (secret.split('.').length === 3) expect(log).not.toContain(secret.split('.')[2]);
    }

    expect(requestLines('/reset-password').map((entry) => entry.req.url)).toEqual(['/reset-password?hash=[redacted]']);
    expect(requestLines('/verification').map((entry) => entry.req.url)).toEqual(['/verification?hash=[redacted]']);
    const verify = requestLines('/api/users/verify-email');
    expect(verify).toHaveLength(1);
    expect(verify[0].res.statusCode).toBe(200);
    expect(verify[0].req.headers.authorization).toBe('[redacted]');
    expect(verify[0].req.headers.referer).toBe(`${platform.config.webOrigin}/verification?hash=[redacted]`);
    expect(requestLines('/api/users/reset-password')).toHaveLength(1);
    expect(lines.some((line) => line.includes('/api/no-such-route/[redacted]?next=[redacted]'))).toBe(true);
  });
});
