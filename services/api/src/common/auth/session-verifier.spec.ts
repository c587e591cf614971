import type { AppConfig } from '@earnwave/config';
import { SESSION_MAX_AGE_SECONDS } from '@earnwave/contracts';
import { UserEntity } from '@earnwave/db';
import { TestClock } from '@earnwave/testing';
import type { SessionChanges, SessionsRepository, SignedInRow } from '../../modules/sessions';
import { SessionVerifier } from './session-verifier';
import { TokenService } from './token.service';

/** The sessions table as the verifier sees it: one account, its live sessions, and the reads made. */
class SessionsTable {
  reads = 0;
  touches = 0;
  live = new Map<string, { createdAt: Date; lastSeenAt: Date }>();
  user = Object.assign(new UserEntity(), {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    role: 'member',
    tokenVersion: 0,
  });
  /** Runs while a read is under way (a change committed meanwhile). */
  duringRead?: () => void;

  constructor(private readonly clock: TestClock) {}

  async signedIn(userId: string, sessionId: string): Promise<SignedInRow | undefined> {
    this.reads++;
    this.duringRead?.();
    const session = this.live.get(sessionId);
    if (!session || userId !== this.user.id) return undefined;
    return { user: Object.assign(new UserEntity(), this.user), session: { ...session }, totpEnabled: false };
  }

  async touch(sessionId: string): Promise<Date> {
    this.touches++;
    const now = this.clock.now();
    this.live.get(sessionId)!.lastSeenAt = now;
    return now;
  }
}

describe('SessionVerifier', () => {
  const clock = new TestClock();
  const tokens = new TokenService({ jwtSecret: 'a-secret-for-the-unit-test-only-32b' } as AppConfig);
  let table: SessionsTable;
  let changes: { listening: boolean; onChange: (userId?: string) => void; start: () => void };
  let verifier: SessionVerifier;
  let token: string;

  beforeEach(() => {
    table = new SessionsTable(clock);
    changes = { listening: true, onChange: () => undefined, start: () => undefined };
    verifier = new SessionVerifier(
      tokens,
      table as unknown as SessionsRepository,
      changes as unknown as SessionChanges,
      clock,
    );
    const now = clock.now();
    table.live.set('s1', { createdAt: now, lastSeenAt: now });
    token = tokens.signSession(table.user, { id: 's1', createdAt: now });
  });

  it('answers a session checked a moment ago from memory', async () => {
    expect((await verifier.signedIn(token))?.user.id).toBe(table.user.id);
    expect((await verifier.signedIn(token))?.sessionId).toBe('s1');
    expect(table.reads).toBe(1);
  });

  it('refuses an ended session as soon as its account is announced', async () => {
    await verifier.signedIn(token);
    table.live.delete('s1');
    changes.onChange(table.user.id);
    expect(await verifier.signedIn(token)).toBeUndefined();
  });

  it('refuses a token of an older version from memory too', async () => {
    await verifier.signedIn(token);
    const older = tokens.signSession({ ...table.user, tokenVersion: -1 }, { id: 's1', createdAt: clock.now() });
    expect(await verifier.signedIn(older)).toBeUndefined();
    expect(table.reads).toBe(1);
  });

  it('keeps no answer read while a change to its account was announced', async () => {
    table.duringRead = () => changes.onChange(table.user.id);
    await verifier.signedIn(token);
    table.duringRead = undefined;
    await verifier.signedIn(token);
    expect(table.reads).toBe(2);
  });

  it('forgets every answer when announcements may have been missed', async () => {
    await verifier.signedIn(token);
    table.live.delete('s1');
    changes.onChange();
    expect(await verifier.signedIn(token)).toBeUndefined();
  });

  it('keeps no answer read while every answer was forgotten', async () => {
    table.duringRead = () => changes.onChange();
    await verifier.signedIn(token);
    table.duringRead = undefined;
    await verifier.signedIn(token);
    expect(table.reads).toBe(2);
  });

  it('keeps an answer when another account is announced', async () => {
    await verifier.signedIn(token);
    changes.onChange('a1b2c3d4-0000-4000-8000-000000000002');
    await verifier.signedIn(token);
    expect(table.reads).toBe(1);
  });

  it('answers from memory no later than the session turns 30 days old', async () => {
    const now = clock.now();
    table.live.set('s2', {
      createdAt: new Date(now.getTime() - SESSION_MAX_AGE_SECONDS * 1000 + 10_000),
      lastSeenAt: now,
    });
    const old = tokens.signSession(table.user, { id: 's2', createdAt: now });
    expect((await verifier.signedIn(old))?.sessionId).toBe('s2');
    clock.advance(20_000);
    // The database refuses it now (too old); a minute's memory must not outlive it.
    table.live.delete('s2');
    expect(await verifier.signedIn(old)).toBeUndefined();
  });

  it("refuses another account's token naming a session checked from memory", async () => {
    await verifier.signedIn(token);
    const other = { ...table.user, id: 'a1b2c3d4-0000-4000-8000-000000000002' };
    const forged = tokens.signSession(other, { id: 's1', createdAt: clock.now() });
    expect(await verifier.signedIn(forged)).toBeUndefined();
  });

  it('asks the database on every request while changes cannot be heard', async () => {
    changes.listening = false;
    await verifier.signedIn(token);
    await verifier.signedIn(token);
    expect(table.reads).toBe(2);
  });

  it('reads again and touches the session once its last use is a minute old', async () => {
    await verifier.signedIn(token);
    clock.advance(30_000);
    await verifier.signedIn(token);
    expect([table.reads, table.touches]).toEqual([1, 0]);
    clock.advance(31_000);
    await verifier.signedIn(token);
    expect([table.reads, table.touches]).toEqual([2, 1]);
  });

  it('gives each request its own copy of the account', async () => {
    const first = await verifier.signedIn(token);
    first!.user.role = 'admin';
    expect((await verifier.signedIn(token))?.user.role).toBe('member');
  });
});
