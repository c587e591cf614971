import { MSG } from '@earnwave/contracts';
import {
  type Account,
  hashFromMail,
  logIn,
  logInAdmin,
  PASSWORD,
  signUp,
  TestSockets,
  waitFor,
} from '@earnwave/testing';
import jwt from 'jsonwebtoken';
import { createApp } from '../src/bootstrap';
import { LiveGateway } from '../src/modules/live';
import { SESSION_CHANGES_APPLICATION, SessionChanges } from '../src/modules/sessions';
import { originOf, startListening, type TestPlatform } from './support/platform';

interface SessionRow {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string;
  userAgent: string;
  current: boolean;
}

describe('sessions', () => {
  let platform: TestPlatform;
  let url: string;
  const sockets = new TestSockets();

  beforeAll(async () => ({ platform, url } = await startListening()));
  afterEach(() => sockets.closeAll());
  afterAll(() => platform.stop());

  const open = (token: string, at = url) => sockets.open(at, { token });
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const signIn = async (member: { email: string; password: string }, userAgent = 'jest') => {
    const res = await platform.http
      .post('/api/members/login')
      .set('User-Agent', userAgent)
      .send({ email: member.email, password: member.password })
      .expect(200);
    return res.body.data.token as string;
  };
  const list = (id: string, token: string) => platform.http.get(`/api/users/${id}/sessions`).set(auth(token));
  const listed = async (id: string, token: string): Promise<SessionRow[]> =>
    (await list(id, token).expect(200)).body.data;
  const end = (id: string, sessionId: string, token: string) =>
    platform.http.delete(`/api/users/${id}/sessions/${sessionId}`).set(auth(token));
  /** Any call behind a session: the member's own sessions list. */
  const works = (member: Account, token: string) => list(member.id, token).expect(200);
  const refused = (member: Account, token: string) => list(member.id, token).expect(401);
  const sessionOf = async (token: string) => (jwt.decode(token) as { sid: string }).sid;
  /** Moves the platform's clock on; each test starts at the real time again. */
  let moved = 0;
  const later = (ms: number) => {
    platform.clock.advance(ms);
    moved += ms;
  };
  afterEach(() => {
    platform.clock.advance(-moved);
    moved = 0;
  });
  const SECOND = 1_000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;

  describe('listing', () => {
    it("lists each sign-in with its device, newest first, marking the caller's own as current", async () => {
      const member = await signUp(platform);
      const phone = await signIn(member, 'Phone/1.0');
      const laptop = await signIn(member, 'Laptop/2.0');

      const fromLaptop = await list(member.id, laptop).expect(200);
      expect(fromLaptop.body).toEqual({ success: true, message: MSG.sessionsListed, data: expect.any(Array) });
      const rows: SessionRow[] = fromLaptop.body.data;
      // signUp's own login first, then the phone, then the laptop: listed newest first.
      expect(rows.map((row) => row.userAgent)).toEqual(['Laptop/2.0', 'Phone/1.0', expect.any(String)]);
      expect(rows.map((row) => row.current)).toEqual([true, false, false]);
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(['createdAt', 'current', 'id', 'ip', 'lastSeenAt', 'userAgent']);
        expect(row.ip).toMatch(/127\.0\.0\.1|::1/);
        expect(Date.parse(row.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(row.createdAt));
      }
      expect(rows[0].id).toBe(await sessionOf(laptop));
      expect(rows[1].id).toBe(await sessionOf(phone));

      const fromPhone = await listed(member.id, phone);
      expect(fromPhone.map((row) => [row.userAgent, row.current])).toEqual([
        ['Laptop/2.0', false],
        ['Phone/1.0', true],
        [expect.any(String), false],
      ]);
    });

    it('keeps a long user agent cut to 255 characters', async () => {
      const member = await signUp(platform);
      const token = await signIn(member, `Agent/${'x'.repeat(2_000)}`);
      const [row] = await listed(member.id, token);
      expect(row.userAgent).toBe(`Agent/${'x'.repeat(249)}`);
    });

    it('shows nobody else the list: another member and an administrator get 403', async () => {
      const [member, other] = [await signUp(platform), await signUp(platform)];
      const admin = await logInAdmin(platform);
      expect((await list(member.id, other.token).expect(403)).body.success).toBe(false);
      await list(member.id, admin.token).expect(403);
      await list(member.id, 'not-a-token').expect(401);
    });
  });

  describe('ending one session', () => {
    it('refuses its token at once on HTTP and closes its sockets on every replica; the others go on', async () => {
      const replica = await createApp(platform.config);
      try {
        const there = await originOf(replica);
        const member = await signUp(platform);
        const stolen = await signIn(member, 'Unknown device');
        const stolenHere = await open(stolen).connected();
        const stolenThere = await open(stolen, there).connected();
        const mineThere = await open(member.token, there).connected();

        const ended = await end(member.id, await sessionOf(stolen), member.token).expect(200);
        expect(ended.body).toEqual({ success: true, message: MSG.sessionEnded, data: null });

        await refused(member, stolen);
        await platform.http.get(`/api/members/${member.id}`).set(auth(stolen)).expect(401);
        await waitFor(() => !stolenHere.socket.connected && !stolenThere.socket.connected, {
          what: "the ended session's sockets to close",
        });
        expect((await open(stolen).refused()).message).toBe(MSG.unauthenticated);
        expect((await open(stolen, there).refused()).message).toBe(MSG.unauthenticated);

        // The same broadcast would have reached the member's other socket by now.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(mineThere.socket.connected).toBe(true);
        expect((await listed(member.id, member.token)).map((row) => row.current)).toEqual([true]);
        await end(member.id, await sessionOf(stolen), member.token).expect(404);
      } finally {
        sockets.closeAll();
        await replica.close();
      }
    });

    it("answers 404 for another member's session or an unknown one, and 400 for a bad id, changing nothing", async () => {
      const [member, other] = [await signUp(platform), await signUp(platform)];
      const othersSession = await sessionOf(other.token);

      const notFound = await end(member.id, othersSession, member.token).expect(404);
      expect(notFound.body).toEqual({ success: false, message: MSG.sessionNotFound, errors: expect.any(Array) });
      await end(member.id, '00000000-0000-4000-8000-000000000000', member.token).expect(404);
      // Through the other member's path instead: refused by the ownership rule.
      await end(other.id, othersSession, member.token).expect(403);
      for (const bad of ['nope', '1', `${othersSession}x`, 'x'.repeat(5_000), 'null']) {
        const res = await end(member.id, bad, member.token);
        expect([res.status, res.body]).toEqual([
          400,
          {
            success: false,
            message: MSG.sessionIdInvalid,
            errors: [{ param: 'sessionId', msg: MSG.sessionIdInvalid }],
          },
        ]);
      }
      // A NUL byte is refused before the route, by the rule every parameter shares, under the same param.
      const nul = await end(member.id, '%00', member.token).expect(400);
      expect(nul.body.errors).toEqual([{ param: 'sessionId', msg: expect.any(String) }]);
      await works(other, other.token);
    });

    it("signs out every other device at once, keeping the caller's", async () => {
      const member = await signUp(platform);
      const [a, b] = [await signIn(member, 'A'), await signIn(member, 'B')];
      const socketB = await open(b).connected();
      const mine = await open(member.token).connected();

      const res = await platform.http.delete(`/api/users/${member.id}/sessions`).set(auth(member.token)).expect(200);
      expect(res.body).toEqual({ success: true, message: MSG.otherSessionsEnded, data: null });
      await refused(member, a);
      await refused(member, b);
      await waitFor(() => !socketB.socket.connected, { what: "the other device's socket to close" });
      expect(mine.socket.connected).toBe(true);
      expect((await listed(member.id, member.token)).map((row) => row.current)).toEqual([true]);
      await platform.http.delete(`/api/users/${member.id}/sessions`).set(auth(a)).expect(401);
    });
  });

  describe('logout', () => {
    it("ends the caller's own session: its token gets 401 and its socket closes, the others stay", async () => {
      const member = await signUp(platform);
      const other = await signIn(member, 'Other');
      const socket = await open(member.token).connected();

      const res = await platform.http.post('/api/users/logout').set(auth(member.token)).expect(200);
      expect(res.body).toEqual({ success: true, message: MSG.loggedOut, data: null });
      await refused(member, member.token);
      await waitFor(() => !socket.socket.connected, { what: 'the socket to close' });
      await platform.http.post('/api/users/logout').set(auth(member.token)).expect(401);
      expect((await listed(member.id, other)).map((row) => row.userAgent)).toEqual(['Other']);
      await platform.http.post('/api/users/logout').expect(401);
    });
  });

  describe('expiry', () => {
    it('ends a session idle for 24 hours, not one idle for 23 hours 59 minutes', async () => {
      const member = await signUp(platform);
      const idle = await signIn(member, 'Idle');
      // The member's session is used 2 minutes later, the idle one never again.
      later(2 * MINUTE);
      await works(member, member.token);
      later(24 * HOUR - MINUTE);

      await refused(member, idle);
      expect((await open(idle).refused()).message).toBe(MSG.unauthenticated);
      // The request just now counts as activity: the member's session is good for another day.
      const rows = await listed(member.id, member.token);
      expect(rows.map((row) => row.userAgent)).not.toContain('Idle');
      expect(platform.clock.now().getTime() - Date.parse(rows[0].lastSeenAt)).toBeLessThan(60_000);
      later(23 * HOUR + 59 * MINUTE);
      await works(member, member.token);
    });

    it('closes a socket whose session runs out while it is open, idle or too old; the others stay', async () => {
      const member = await signUp(platform);
      const old = await signIn(member, 'Old');
      // Old is kept in use every 20 hours until it is nearly 30 days old.
      for (let day = 0; day < 35; day++) {
        later(20 * HOUR);
        await works(member, old);
      }
      const [idle, mine] = [await signIn(member, 'Idle'), await signIn(member, 'Mine')];
      const sockets = {
        idle: await open(idle).connected(),
        old: await open(old).connected(),
        mine: await open(mine).connected(),
      };
      // Idle is never used again; old stays in use but passes 30 days.
      later(2 * MINUTE);
      await Promise.all([works(member, mine), works(member, old)]);
      later(24 * HOUR - MINUTE);

      // What each replica does every minute.
      await platform.app.get(LiveGateway).closeExpiredSessions();
      await waitFor(() => !sockets.idle.socket.connected && !sockets.old.socket.connected, {
        what: "the expired sessions' sockets to close",
      });
      expect(sockets.mine.socket.connected).toBe(true);
    });

    it('moves last seen forward once it is a minute old, not on every request', async () => {
      const member = await signUp(platform);
      const sid = await sessionOf(member.token);
      const lastSeen = async () =>
        (
          (await platform.db.query(`SELECT last_seen_at FROM sessions WHERE id = $1`, [sid])) as {
            last_seen_at: Date;
          }[]
        )[0].last_seen_at;
      const recent = await lastSeen();
      later(30 * SECOND);
      await works(member, member.token);
      expect(await lastSeen()).toEqual(recent);
      later(31 * SECOND);
      await works(member, member.token);
      expect(platform.clock.now().getTime() - (await lastSeen()).getTime()).toBeLessThan(5_000);
    });

    it('ends a session 30 days after it began, however active', async () => {
      const member = await signUp(platform);
      const old = await signIn(member, 'Old');
      later(HOUR);
      const young = await signIn(member, 'Young');
      // Both used every 20 hours: old reaches 30 days and 30 minutes, young 29 days 23 hours 30 minutes.
      for (let day = 0; day < 36; day++) {
        later(day < 35 ? 20 * HOUR : 19 * HOUR + 30 * MINUTE);
        if (day < 35) await Promise.all([works(member, old), works(member, young)]);
      }

      await refused(member, old);
      expect((await open(old).refused()).message).toBe(MSG.unauthenticated);
      await works(member, young);
    });

    it('signs tokens that expire with their session', async () => {
      const member = await signUp(platform);
      const { exp, iat } = jwt.decode(member.token) as { exp: number; iat: number };
      expect(exp - iat).toBe(30 * 24 * 60 * 60);
    });
  });

  describe('the session check kept in memory', () => {
    // Checked sessions are kept per process and forgotten when PostgreSQL announces a change; the
    // announcement arrives on its own connection, so an ending must not answer before it is heard.
    it('refuses a token the moment its logout or password change answered, every time', async () => {
      const member = await signUp(platform);
      for (let round = 0; round < 15; round += 1) {
        const token = await signIn(member);
        await works(member, token);
        await platform.http.post('/api/users/logout').set(auth(token)).expect(200);
        await refused(member, token);
      }
      let password = PASSWORD;
      for (let round = 0; round < 10; round += 1) {
        const other = await signIn({ email: member.email, password });
        await works(member, other);
        const next = `Sunflower${round}x`;
        const changed = await platform.http
          .put(`/api/users/${member.id}/password`)
          .set(auth(member.token))
          .send({ oldPassword: password, newPassword: next, confirmPassword: next })
          .expect(200);
        member.token = changed.body.data.token;
        password = next;
        await refused(member, other);
      }
    });
  });

  describe('the listening connection behind the kept checks', () => {
    // A replica that cannot hear the announcements must not answer from what it kept: it drops the
    // connection, reads every session from PostgreSQL until it listens again, and never hangs a logout.
    const changes = () => platform.app.get(SessionChanges);
    /** Another replica's logout: the session row ended in the database, nothing said to this process. */
    const endedElsewhere = async (token: string) =>
      platform.db.query(`UPDATE sessions SET ended_at = now(), end_reason = 'logout' WHERE id = $1`, [
        await sessionOf(token),
      ]);
    const listeningAgain = () => waitFor(() => changes().listening, { what: 'the replica to listen again' });
    afterEach(listeningAgain);

    it('does not announce a touch: the check it made stays kept instead of being read again', async () => {
      const [member, other] = [await signUp(platform), await signUp(platform)];
      await works(member, member.token);
      await listeningAgain();
      const heard: (string | undefined)[] = [];
      const forget = changes().onChange;
      changes().onChange = (userId) => {
        heard.push(userId);
        forget(userId);
      };
      try {
        // Due a touch: this request moves last seen forward.
        later(61 * SECOND);
        await works(member, member.token);
        // Announcements arrive in commit order: once the other member's is heard, the touch's would have been.
        await platform.db.query(`UPDATE users SET name = name WHERE id = $1`, [other.id]);
        await waitFor(() => heard.includes(other.id), { what: "the other member's announcement" });
        expect(heard).not.toContain(member.id);
        // A last seen moved back (an idle session made older) is still announced.
        await platform.db.query(`UPDATE sessions SET last_seen_at = last_seen_at - interval '1 hour' WHERE id = $1`, [
          await sessionOf(member.token),
        ]);
        await waitFor(() => heard.includes(member.id), { what: "the member's announcement" });
      } finally {
        changes().onChange = forget;
      }
    });

    it('refuses a revoked token at once after the listening backend was terminated', async () => {
      const member = await signUp(platform);
      const token = await signIn(member);
      await works(member, token);
      await listeningAgain();
      await works(member, token);
      const [{ terminated }] = await platform.db.query(
        `SELECT count(pg_terminate_backend(pid))::int AS terminated FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = $1`,
        [SESSION_CHANGES_APPLICATION],
      );
      expect(terminated).toBe(1);
      await endedElsewhere(token);
      await refused(member, token);
      await listeningAgain();
      await refused(member, token);
    });

    it('fails closed when the connection dies without a word: no kept check served past the ping, logout answers', async () => {
      const member = await signUp(platform);
      const [first, second, third] = [await signIn(member), await signIn(member), await signIn(member)];
      // Checked while listening (the first check starts it): the checks are kept, as on a busy replica.
      await works(member, first);
      await listeningAgain();
      for (const token of [first, second, third]) await works(member, token);
      // A silent death: the socket stays open, and nothing it receives is read any more.
      changes()['client']!.connection.stream.pause();
      await endedElsewhere(first);
      const started = Date.now();
      await waitFor(async () => (await list(member.id, first)).status === 401, {
        timeoutMs: 5_000,
        what: 'the token ended elsewhere to be refused',
      });
      expect(Date.now() - started).toBeLessThan(5_000);

      await listeningAgain();
      changes()['client']!.connection.stream.pause();
      const loggingOut = Date.now();
      await platform.http.post('/api/users/logout').set(auth(second)).timeout(5_000).expect(200);
      expect(Date.now() - loggingOut).toBeLessThan(3_000);
      await refused(member, second);
      await works(member, third);

      // Listening again, the kept checks come back and an ending elsewhere is heard as before.
      await listeningAgain();
      await works(member, third);
      await endedElsewhere(third);
      await waitFor(async () => (await list(member.id, third)).status === 401, {
        timeoutMs: 2_000,
        what: 'the announcement to arrive',
      });
    });
  });

  describe('password change, reset and deactivation', () => {
    it("a password change keeps the caller's session under a fresh token and ends every other", async () => {
      const member = await signUp(platform);
      const other = await signIn(member, 'Other');
      const otherSocket = await open(other).connected();

      const changed = await platform.http
        .put(`/api/users/${member.id}/password`)
        .set(auth(member.token))
        .send({ oldPassword: PASSWORD, newPassword: 'Sunflower43', confirmPassword: 'Sunflower43' })
        .expect(200);
      const fresh: string = changed.body.data.token;
      expect(await sessionOf(fresh)).toBe(await sessionOf(member.token));

      await refused(member, other);
      await refused(member, member.token);
      await waitFor(() => !otherSocket.socket.connected, { what: "the other session's socket to close" });
      const rows = await listed(member.id, fresh);
      expect(rows.map((row) => [row.id, row.current])).toEqual([[await sessionOf(fresh), true]]);
    });

    it('a reset ends every session', async () => {
      const member = await signUp(platform);
      const other = await signIn(member, 'Other');
      await platform.http.post('/api/users/forgot-password').send({ email: member.email }).expect(200);
      const mail = await platform.mail.waitForMail(member.email, (m) => m.subject.startsWith('Reset'));
      const hash = hashFromMail(mail, '/reset-password');
      await platform.http
        .post('/api/users/reset-password')
        .set(auth(hash))
        .send({ email: member.email, password: 'Brand-new-42', confirmPassword: 'Brand-new-42' })
        .expect(200);

      await refused(member, member.token);
      await refused(member, other);
      const again = await logIn(platform, member.email, 'Brand-new-42');
      expect((await listed(member.id, again.token)).map((row) => row.current)).toEqual([true]);
    });

    it("an administrator's deactivation ends every session, and none comes back with reactivation", async () => {
      const member = await signUp(platform);
      const other = await signIn(member, 'Other');
      const admin = await logInAdmin(platform);
      await platform.http.post(`/api/admin/members/${member.id}/deactivate`).set(auth(admin.token)).expect(200);
      await platform.http.post(`/api/admin/members/${member.id}/reactivate`).set(auth(admin.token)).expect(200);

      await refused(member, member.token);
      await refused(member, other);
      const again = await logIn(platform, member.email, member.password);
      expect((await listed(member.id, again.token)).map((row) => row.current)).toEqual([true]);
    });

    it("deactivating one's own account ends every session", async () => {
      const member = await signUp(platform);
      const other = await signIn(member, 'Other');
      await platform.http.delete(`/api/users/${member.id}`).set(auth(member.token)).expect(200);
      await refused(member, member.token);
      await refused(member, other);
      const rows: { end_reason: string }[] = await platform.db.query(
        `SELECT end_reason FROM sessions WHERE user_id = $1`,
        [member.id],
      );
      expect(rows.map((row) => row.end_reason)).toEqual(['deactivated', 'deactivated']);
    });
  });

  describe('tokens from before sessions', () => {
    it('refuses a token without a session, on HTTP and on the socket', async () => {
      const member = await signUp(platform);
      // What the API signed until sessions existed: the account and its token version, no `sid`.
      const legacy = jwt.sign(
        { sub: member.id, role: 'member', ver: 0, purpose: 'session' },
        platform.config.jwtSecret,
        {
          expiresIn: 7 * 24 * 60 * 60,
        },
      );
      await refused(member, legacy);
      expect((await open(legacy).refused()).message).toBe(MSG.unauthenticated);
    });
  });
});
