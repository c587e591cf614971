import { MSG } from '@earnwave/contracts';
import { bearer, PASSWORD, registration, signUp, uniqueEmail, waitFor } from '@earnwave/testing';
import type Redis from 'ioredis';
import { REDIS } from '../src/common/redis.module';
import { TestPlatform } from './support/platform';

describe('rate limits on the account routes', () => {
  let platform: TestPlatform;
  const tight = { points: 3, durationSeconds: 60 };
  beforeAll(
    async () =>
      (platform = await TestPlatform.start({
        worker: false,
        rateLimits: {
          registration: tight,
          login: tight,
          verification: tight,
          forgotPassword: tight,
          resetPassword: tight,
        },
      })),
  );
  afterAll(() => platform.stop());

  const calls: [string, () => object][] = [
    ['/api/members/registration', () => registration()],
    ['/api/members/login', () => ({ email: uniqueEmail(), password: 'Whatever-1' })],
    ['/api/users/verify-email', () => ({ email: uniqueEmail() })],
    ['/api/users/forgot-password', () => ({ email: uniqueEmail() })],
    [
      '/api/users/reset-password',
      () => ({ email: uniqueEmail(), password: 'Passw0rd-1', confirmPassword: 'Passw0rd-1' }),
    ],
  ];

  it.each(calls)('answers 429 with Retry-After after 3 calls from one address to %s', async (path, body) => {
    for (let i = 0; i < 3; i++) {
      const res = await platform.http.post(path).send(body());
      expect(res.status).not.toBe(429);
    }
    const refused = await platform.http.post(path).send(body()).expect(429);
    expect(refused.body).toEqual({
      success: false,
      message: MSG.rateLimited,
      errors: [{ param: 'general', msg: MSG.rateLimited }],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

/** Sends a login as a client behind a proxy: the proxy appends the address it saw to what the client wrote. */
function loginVia(platform: TestPlatform, forwardedFor: string, body: object) {
  return platform.http.post('/api/members/login').set('X-Forwarded-For', forwardedFor).send(body);
}
const wrongLogin = () => ({ email: uniqueEmail(), password: 'Whatever-1' });

describe('the client address behind TRUST_PROXY', () => {
  const tight = { points: 3, durationSeconds: 60 };

  describe('TRUST_PROXY=1 (one proxy in front)', () => {
    let platform: TestPlatform;
    beforeAll(
      async () =>
        (platform = await TestPlatform.start({
          worker: false,
          env: { TRUST_PROXY: '1' },
          rateLimits: { login: tight },
        })),
    );
    afterAll(() => platform.stop());

    it('counts the address the proxy saw, however the client fills X-Forwarded-For', async () => {
      const client = '203.0.113.7';
      for (let i = 0; i < 3; i++) {
        const res = await loginVia(platform, `198.51.100.${i}, 10.9.8.${i}, ${client}`, wrongLogin());
        expect(res.status).toBe(401);
      }
      await loginVia(platform, `198.51.100.200, ${client}`, wrongLogin()).expect(429);
      await loginVia(platform, client, wrongLogin()).expect(429);
      // Another client behind the same proxy has a count of its own.
      await loginVia(platform, '203.0.113.8', wrongLogin()).expect(401);
    });
  });

  describe('TRUST_PROXY unset', () => {
    let platform: TestPlatform;
    beforeAll(async () => (platform = await TestPlatform.start({ worker: false, rateLimits: { login: tight } })));
    afterAll(() => platform.stop());

    it('ignores X-Forwarded-For: every call counts against the connecting address', async () => {
      for (let i = 0; i < 3; i++) await loginVia(platform, `198.51.100.${i}`, wrongLogin()).expect(401);
      await loginVia(platform, '198.51.100.99', wrongLogin()).expect(429);
    });
  });
});

describe('failed logins per account', () => {
  let platform: TestPlatform;
  // Per address the login limit stays relaxed: these guesses come from a new address each time.
  // 20 s: long enough for 10 password checks on a loaded CI machine (6 s ran out there once, and
  // the count expired before the limit was reached). Its end is brought forward, not waited out.
  const window = { points: 10, durationSeconds: 20 };
  beforeAll(
    async () =>
      (platform = await TestPlatform.start({ env: { TRUST_PROXY: '1' }, rateLimits: { loginAccount: window } })),
  );
  afterAll(() => platform.stop());

  let address = 0;
  const fromNewAddress = (body: object) => loginVia(platform, `198.51.${address >> 8}.${address++ & 255}`, body);

  it('after 10 failures from 10 addresses, answers 429 to that account, even with the right password, until the window passes', async () => {
    const [victim, bystander] = await Promise.all([signUp(platform), signUp(platform)]);
    const started = Date.now();
    for (let i = 0; i < window.points; i++) {
      await fromNewAddress({ email: victim.email, password: `Guess-${i}-pass` }).expect(401);
    }
    const locked = await fromNewAddress({ email: victim.email, password: PASSWORD }).expect(429);
    expect(locked.body).toEqual({
      success: false,
      message: MSG.rateLimited,
      errors: [{ param: 'general', msg: MSG.rateLimited }],
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The same account however the address is written.
    await fromNewAddress({ email: ` ${victim.email.toUpperCase()} `, password: PASSWORD }).expect(429);
    // Others sign in as usual, and their success lifts nothing from the victim's count.
    await fromNewAddress({ email: bystander.email, password: PASSWORD }).expect(200);
    await fromNewAddress({ email: victim.email, password: PASSWORD }).expect(429);
    expect(Date.now() - started).toBeLessThan(window.durationSeconds * 1000);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(window.durationSeconds);

    // The window passes: its count's expiry in Redis brought forward rather than 20 s of CI waited.
    const redis = platform.app.get<Redis>(REDIS);
    const counts = await redis.keys(`${platform.config.queuePrefix}:*:loginAccount:*`);
    expect(counts.length).toBeGreaterThan(0);
    await Promise.all(counts.map((key) => redis.pexpire(key, 1)));
    await waitFor(async () => (await fromNewAddress({ email: victim.email, password: PASSWORD })).status === 200, {
      timeoutMs: 2000,
      intervalMs: 100,
      what: 'the victim to sign in once the window has passed',
    });
  });

  it('checks at most 10 passwords of one account however many guesses arrive at once', async () => {
    const victim = await signUp(platform);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => fromNewAddress({ email: victim.email, password: `Parallel-${i}-guess` })),
    );
    const statuses = guesses.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(window.points);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - window.points);
  });

  it('counts the wrong passwords a session sends again (two-factor set-up, turning it off, password change) against the account', async () => {
    const [victim, owner] = await Promise.all([signUp(platform), signUp(platform)]);
    const startTotp = (who: typeof victim, password: string) =>
      platform.http.post(`/api/users/${who.id}/mfa/totp`).set(bearer(who)).send({ password });
    const guesses = [
      (guess: string) => startTotp(victim, guess),
      (guess: string) =>
        platform.http
          .delete(`/api/users/${victim.id}/mfa/totp`)
          .set(bearer(victim))
          .send({ password: guess, code: '123456' }),
      (guess: string) =>
        platform.http
          .put(`/api/users/${victim.id}/password`)
          .set(bearer(victim))
          .send({ oldPassword: guess, newPassword: 'Sunflower43', confirmPassword: 'Sunflower43' }),
    ];
    for (let i = 0; i < window.points; i++) await guesses[i % guesses.length](`Guess-${i}-pass`).expect(422);
    // Past the limit the right password is refused too, there and at login.
    await startTotp(victim, PASSWORD).expect(429);
    await fromNewAddress({ email: victim.email, password: PASSWORD }).expect(429);
    // The owner typing the right password again and again uses up nothing.
    for (let i = 0; i <= window.points; i++) await startTotp(owner, PASSWORD).expect(200);
    await fromNewAddress({ email: owner.email, password: PASSWORD }).expect(200);
  }, 60_000);

  it('does not count logins that got past the password, and keeps no e-mail address in Redis', async () => {
    const member = await signUp(platform);
    for (let i = 0; i < window.points + 2; i++) {
      await fromNewAddress({ email: member.email, password: PASSWORD }).expect(200);
    }
    const redis = platform.app.get<Redis>(REDIS);
    const keys = await redis.keys(`${platform.config.queuePrefix}:*`);
    expect(keys.some((key) => key.includes(':loginAccount:'))).toBe(true);
    expect(keys.filter((key) => /@|example\.test|member\./i.test(key))).toEqual([]);
  });

  // Redis is no archive: a counter without an expiry would stay for ever, one per address and
  // account ever seen, and one that got no expiry after a refund would lock its key out for good.
  it('gives every rate-limit counter in Redis an expiry within its window, refunded ones included', async () => {
    const member = await signUp(platform);
    await fromNewAddress({ email: member.email, password: 'Wrong-password-1' }).expect(401);
    await fromNewAddress({ email: member.email, password: PASSWORD }).expect(200); // a refund of the account's point
    await platform.http.post('/api/users/forgot-password').send({ email: uniqueEmail() }).expect(200);
    await platform.http.post('/api/members/registration').send(registration());
    const redis = platform.app.get<Redis>(REDIS);
    const keys = await redis.keys(`${platform.config.queuePrefix}:*`);
    const names = ['login', 'loginAccount', 'forgotPassword', 'registration'];
    expect(names.filter((name) => !keys.some((key) => key.includes(`:${name}:`)))).toEqual([]);
    const longest = Math.max(...Object.values(platform.config.rateLimits).map((rule) => rule.durationSeconds));
    const ttls = await Promise.all(keys.map(async (key) => [key, await redis.ttl(key)] as const));
    expect(ttls.filter(([, ttl]) => !(ttl > 0 && ttl <= longest))).toEqual([]);
  });
});

/** The device cookie a successful sign-in set, as the browser sends it back (`name=value`). */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const cookie = cookies.find((line) => line.startsWith('earnwave_device_'));
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(cookies)}`);
  return cookie.split(';')[0];
}

describe('sign-in limits without lock-out (device cookies)', () => {
  let platform: TestPlatform;
  const window = { points: 10, durationSeconds: 60 };
  beforeAll(
    async () =>
      (platform = await TestPlatform.start({
        env: { TRUST_PROXY: '1' },
        rateLimits: { loginAccount: window, loginDevice: { points: 5, durationSeconds: 60 } },
      })),
  );
  afterAll(() => platform.stop());

  let address = 0;
  const login = (body: object, cookie?: string) => {
    const call = platform.http
      .post('/api/members/login')
      .set('X-Forwarded-For', `198.18.${address >> 8}.${address++ & 255}`);
    return (cookie ? call.set('Cookie', cookie) : call).send(body);
  };
  /** An attacker's guesses from as many addresses, none with the owner's cookie. */
  const attack = async (email: string, guesses = window.points + 2) => {
    for (let i = 0; i < guesses; i++) {
      expect([401, 429]).toContain((await login({ email, password: `Guess-${i}-pass` })).status);
    }
  };
  const guessingMails = (email: string) =>
    platform.mail.to(email).filter((mail) => mail.subject.startsWith('Someone is trying to sign in'));

  it('sets a signed, HttpOnly, SameSite device cookie over the API path and records the device on the session', async () => {
    const member = await signUp(platform);
    const res = await login({ email: member.email, password: PASSWORD }).expect(200);
    const line = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('earnwave_device_'))!;
    expect(line).toMatch(new RegExp(`^earnwave_device_${member.id}=`));
    expect(line).toMatch(/; Path=\/api(;|$)/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    const [session] = await platform.db.query(
      `SELECT device_id FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [member.id],
    );
    const deviceId = deviceCookieOf(res).split('=')[1].split('.')[0];
    expect(session.device_id).toBe(deviceId);
    // The same browser signing in again keeps its device id.
    const again = await login({ email: member.email, password: PASSWORD }, deviceCookieOf(res)).expect(200);
    expect(deviceCookieOf(again)).toBe(deviceCookieOf(res));
  });

  it("lets the owner sign in from their browser while strangers' guessing has the account's anonymous count used up", async () => {
    const owner = await signUp(platform);
    const device = deviceCookieOf(await login({ email: owner.email, password: PASSWORD }).expect(200));
    await attack(owner.email);
    // Anyone without the cookie, the owner on a new browser included, is still limited.
    await login({ email: owner.email, password: PASSWORD }).expect(429);
    // The owner's browser signs in, again and again.
    for (let i = 0; i < 3; i++) await login({ email: owner.email, password: PASSWORD }, device).expect(200);
  });

  it('counts a forged cookie, or another account’s cookie, as anonymous', async () => {
    const [owner, other] = await Promise.all([signUp(platform), signUp(platform)]);
    const device = deviceCookieOf(await login({ email: owner.email, password: PASSWORD }).expect(200));
    const otherDevice = deviceCookieOf(await login({ email: other.email, password: PASSWORD }).expect(200));
    await attack(owner.email);
    const [, value] = device.split('=');
    const [deviceId, signature] = value.split('.');
    const forgeries = [
      // The other account's cookie under the owner's name: signed for another account.
      `earnwave_device_${owner.id}=${otherDevice.split('=')[1]}`,
      // The other account's cookie as it is.
      otherDevice,
      // A signature changed, or signed for another device id.
      `earnwave_device_${owner.id}=${deviceId}.${signature.slice(0, -2)}xx`,
      `earnwave_device_${owner.id}=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${signature}`,
    ];
    for (const forged of forgeries) await login({ email: owner.email, password: PASSWORD }, forged).expect(429);
    await login({ email: owner.email, password: PASSWORD }, device).expect(200);
  });

  it('locks a device cookie that fails too often on its own', async () => {
    const owner = await signUp(platform);
    const device = deviceCookieOf(await login({ email: owner.email, password: PASSWORD }).expect(200));
    for (let i = 0; i < 5; i++) await login({ email: owner.email, password: `Wrong-${i}-pass` }, device).expect(401);
    await login({ email: owner.email, password: PASSWORD }, device).expect(429);
    // The owner is told it happened in a browser that signed in before, and that only it is paused.
    const mail = await platform.mail.waitForMail(owner.email, (m) => m.subject.startsWith('Someone is trying'));
    expect(mail.text).toContain('in a browser you have signed in from before');
    expect(mail.text).toContain('paused sign-ins in that browser');
    // Its failures are its own: the anonymous count is untouched.
    await login({ email: owner.email, password: PASSWORD }).expect(200);
  });

  it('lets the owner change the password and set up two factors from their browser during the attack', async () => {
    const owner = await signUp(platform);
    const res = await login({ email: owner.email, password: PASSWORD }).expect(200);
    const device = deviceCookieOf(res);
    const token = res.body.data.token as string;
    await attack(owner.email);
    const as = (call: ReturnType<typeof platform.http.post>) =>
      call.set('Authorization', `Bearer ${token}`).set('Cookie', device);
    await as(platform.http.post(`/api/users/${owner.id}/mfa/totp`))
      .send({ password: PASSWORD })
      .expect(200);
    await as(platform.http.put(`/api/users/${owner.id}/password`))
      .send({ oldPassword: PASSWORD, newPassword: 'Sunflower43', confirmPassword: 'Sunflower43' })
      .expect(200);
    // Without the cookie, the same session's password checks share the attacked count.
    const fresh = await login({ email: owner.email, password: 'Sunflower43' }, device).expect(200);
    await platform.http
      .post(`/api/users/${owner.id}/mfa/totp`)
      .set('Authorization', `Bearer ${fresh.body.data.token}`)
      .send({ password: 'Sunflower43' })
      .expect(429);
  });

  it('mails the owner once per window when their account is being guessed at', async () => {
    const owner = await signUp(platform);
    await attack(owner.email, window.points);
    const mail = await platform.mail.waitForMail(owner.email, (m) => m.subject.startsWith('Someone is trying'));
    expect(mail.text).toContain('wrong passwords');
    expect(mail.text).toContain('from a browser you have not signed in from');
    await attack(owner.email, 5);
    await login({ email: owner.email, password: PASSWORD }).expect(429);
    // Another mail would have arrived by now (the relay moves rows in well under a second).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(guessingMails(owner.email)).toHaveLength(1);
  });
});
