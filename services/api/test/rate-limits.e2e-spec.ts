import { MSG } from '@earnwave/contracts';
import { registration, uniqueEmail } from './support/accounts';
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
