import type { AppConfig } from '@earnwave/config';
import { SESSION_MAX_AGE_SECONDS } from '@earnwave/contracts';
import { TokenService } from './token.service';

describe('TokenService', () => {
  const config = { jwtSecret: 'a-secret-for-the-unit-test-only-32b' } as AppConfig;
  const user = { id: 'a1b2c3d4-0000-4000-8000-000000000001', role: 'member' as const, tokenVersion: 3 };
  /** A session token that expires `seconds` from now. */
  const expiringIn = (tokens: TokenService, seconds: number) =>
    tokens.signSession(user, {
      id: 's1',
      createdAt: new Date(Date.now() - (SESSION_MAX_AGE_SECONDS - seconds) * 1000),
    });

  afterEach(() => jest.useRealTimers());

  it('answers a session token checked before with the same claims until the second it expires', () => {
    jest.useFakeTimers({ now: new Date('2026-11-29T12:00:00.500Z') });
    const tokens = new TokenService(config);
    const token = expiringIn(tokens, 2);
    const first = tokens.verify(token, 'session');
    expect(first).toMatchObject({ sub: user.id, ver: 3, sid: 's1', purpose: 'session' });
    expect(tokens.verify(token, 'session')).toEqual(first);
    jest.setSystemTime(new Date('2026-11-29T12:00:01.999Z'));
    expect(tokens.verify(token, 'session')).toEqual(first);
    jest.setSystemTime(new Date('2026-11-29T12:00:02.000Z'));
    expect(tokens.verify(token, 'session')).toBeUndefined();
  });

  it('never answers a token whose signature is not ours, nor a session token for another purpose', () => {
    const tokens = new TokenService(config);
    const token = expiringIn(tokens, 60);
    expect(tokens.verify(token, 'session')).toBeDefined();
    const [head, body, signature] = token.split('.');
    const forged = [head, body, `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`].join('.');
    expect(tokens.verify(forged, 'session')).toBeUndefined();
    expect(
      new TokenService({ jwtSecret: 'another-secret-for-this-test-only-32b' } as AppConfig).verify(token, 'session'),
    ).toBeUndefined();
    expect(tokens.verify(token, 'mfa')).toBeUndefined();
  });
});
