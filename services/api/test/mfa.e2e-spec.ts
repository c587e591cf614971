import { MSG, TWO_FACTOR_MSG } from '@earnwave/contracts';
import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import {
  type Account,
  ADMIN,
  bearer,
  buyCredits,
  logIn,
  logInAdmin,
  PASSWORD,
  signUp,
  TestSocket,
  tronAddress,
} from '@earnwave/testing';
import { TestPlatform } from './support/platform';
import { codeAt, enrol, wrongCode } from './support/two-factor';

const fieldError = (param: string, msg: string) => ({ success: false, message: msg, errors: [{ param, msg }] });

/** The password step of a login with TOTP on: answers the mfaToken. */
async function passwordStep(platform: TestPlatform, who: { email: string; password: string }): Promise<string> {
  const res = await platform.http.post('/api/members/login').send({ email: who.email, password: who.password });
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
  return res.body.data.mfaToken;
}

describe('two-factor sign-in (TOTP)', () => {
  let platform: TestPlatform;
  beforeAll(
    async () =>
      (platform = await TestPlatform.start({
        env: { TRUST_PROXY: '1' },
        rateLimits: { mfaCode: { points: 5, durationSeconds: 900 } },
      })),
  );
  afterAll(() => platform.stop());

  const secondStep = (mfaToken: string, code: string, address = '203.0.113.7') =>
    platform.http.post('/api/members/login/mfa').set('X-Forwarded-For', address).send({ mfaToken, code });
  const status = async (who: Account) =>
    (await platform.http.get(`/api/users/${who.id}/mfa`).set(bearer(who)).expect(200)).body.data;

  it('enrols with the password and turns on with a right code; the secret is shown once and stored sealed', async () => {
    const member = await signUp(platform);
    const start = (password: string) =>
      platform.http.post(`/api/users/${member.id}/mfa/totp`).set(bearer(member)).send({ password });

    expect((await start('Wrong-pass-1').expect(422)).body).toEqual(
      fieldError('password', TWO_FACTOR_MSG.passwordWrong),
    );
    const started = await start(PASSWORD).expect(200);
    const { secret, otpauthUrl } = started.body.data;
    expect(Object.keys(started.body.data).sort()).toEqual(['otpauthUrl', 'secret']);
    const uri = new URL(otpauthUrl);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Earnwave');
    expect(decodeURIComponent(otpauthUrl)).toContain(member.email);
    expect(await status(member)).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, enrolmentRequired: false });

    const confirm = (code: string) =>
      platform.http.post(`/api/users/${member.id}/mfa/totp/confirm`).set(bearer(member)).send({ code });
    expect((await confirm(await wrongCode(secret)).expect(422)).body).toEqual(
      fieldError('code', TWO_FACTOR_MSG.codeWrong),
    );
    expect((await confirm('').expect(400)).body.errors).toEqual([{ param: 'code', msg: TWO_FACTOR_MSG.codeRequired }]);
    const confirmed = await confirm(await codeAt(secret)).expect(200);
    const { recoveryCodes } = confirmed.body.data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await status(member)).toEqual({ totpEnabled: true, recoveryCodesLeft: 10, enrolmentRequired: false });

    // Once on, neither a second enrolment nor a second confirmation hands out anything.
    expect((await start(PASSWORD).expect(409)).body).toEqual(fieldError('general', TWO_FACTOR_MSG.alreadyOn));
    await confirm(await codeAt(secret, 1)).expect(409);

    // What a copy of the database shows: neither the secret nor any recovery code.
    const [row] = await platform.db.query(`SELECT secret_ciphertext FROM totp_enrolments WHERE user_id = $1`, [
      member.id,
    ]);
    expect(row.secret_ciphertext).not.toContain(secret);
    const hashes: { code_hash: string }[] = await platform.db.query(
      `SELECT code_hash FROM recovery_codes WHERE user_id = $1`,
      [member.id],
    );
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) {
      expect(code_hash).toMatch(/^\$argon2id\$/);
      for (const code of recoveryCodes) expect(code_hash).not.toContain(code.replace('-', ''));
    }
  });

  it('answers mfaRequired without a session at login; the mfaToken is refused as a bearer', async () => {
    const member = await signUp(platform);
    await enrol(platform, member);
    const sessionsBefore = await sessionCount(platform, member.id);

    const mfaToken = await passwordStep(platform, member);
    expect(await sessionCount(platform, member.id)).toBe(sessionsBefore);
    await platform.http.get(`/api/members/${member.id}`).set('Authorization', `Bearer ${mfaToken}`).expect(401);
    await platform.http.get(`/api/users/${member.id}/mfa`).set('Authorization', `Bearer ${mfaToken}`).expect(401);
    await platform.http
      .post('/api/users/verify-email')
      .set('Authorization', `Bearer ${mfaToken}`)
      .send({ email: member.email })
      .expect(401);
    // Even naming a live session, signed by the server, a token of the two-factor step is no session
    // token: on HTTP and on the socket, its purpose alone refuses it.
    const { sid } = jwt.decode(member.token) as { sid: string };
    const stepWithSession = jwt.sign(
      { sub: member.id, role: 'member', ver: 0, sid, jti: randomUUID(), purpose: 'mfa' },
      platform.config.jwtSecret,
      { expiresIn: 300 },
    );
    await platform.http.get(`/api/members/${member.id}`).set('Authorization', `Bearer ${stepWithSession}`).expect(401);
    const socket = new TestSocket(await platform.origin(), { token: stepWithSession });
    try {
      expect((await socket.refused()).message).toBe(MSG.unauthenticated);
    } finally {
      socket.close();
    }
    // A wrong password still tells nothing about the second factor.
    const wrong = await platform.http
      .post('/api/members/login')
      .send({ email: member.email, password: 'Wrong-pass-1' })
      .expect(401);
    expect(wrong.body).toEqual(fieldError('general', MSG.badCredentials));
  });

  it('signs in with a TOTP code, as login does, once per code and once per mfaToken', async () => {
    const member = await signUp(platform);
    const { secret, recoveryCodes } = await enrol(platform, member);
    // The confirmation used this period's code; the authenticator's next one is still in the window.
    const code = await codeAt(secret, 1);

    const mfaToken = await passwordStep(platform, member);
    const res = await secondStep(mfaToken, code).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: MSG.loggedIn,
      data: {
        token: expect.any(String),
        id: member.id,
        name: member.name,
        email: member.email,
        role: 'member',
        status: 'inactive',
      },
    });
    const session = jwt.decode(res.body.data.token) as { sid: string; purpose: string };
    expect(session.purpose).toBe('session');
    const [row] = await platform.db.query(`SELECT user_id, ended_at FROM sessions WHERE id = $1`, [session.sid]);
    expect(row).toEqual({ user_id: member.id, ended_at: null });
    await platform.http.get(`/api/members/${member.id}`).set(bearer(res.body.data)).expect(200);

    // Replay: the same code with a new password step, then the used mfaToken with a good recovery code.
    const replayed = await secondStep(await passwordStep(platform, member), code).expect(422);
    expect(replayed.body).toEqual(fieldError('code', TWO_FACTOR_MSG.codeWrong));
    // An earlier code of the window is refused too, once a later one was used.
    await secondStep(await passwordStep(platform, member), await codeAt(secret, -1)).expect(422);
    const spent = await secondStep(mfaToken, recoveryCodes[0]).expect(401);
    expect(spent.body).toEqual(fieldError('general', TWO_FACTOR_MSG.mfaTokenInvalid));
    expect(await status(member)).toMatchObject({ recoveryCodesLeft: 10 });
  });

  it('signs in with a recovery code once; the code is used up', async () => {
    const member = await signUp(platform);
    const { recoveryCodes } = await enrol(platform, member);

    const res = await secondStep(await passwordStep(platform, member), recoveryCodes[3]).expect(200);
    expect(res.body.data).toMatchObject({ token: expect.any(String), id: member.id });
    expect(await status(member)).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 9 });

    const again = await secondStep(await passwordStep(platform, member), recoveryCodes[3]).expect(422);
    expect(again.body).toEqual(fieldError('code', TWO_FACTOR_MSG.codeWrong));
    // Typed as people type it: upper case, spaces for the dash.
    const typed = ` ${recoveryCodes[4].toUpperCase().replace('-', ' ')} `;
    await secondStep(await passwordStep(platform, member), typed).expect(200);
    expect(await status(member)).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it('spends a recovery code once when two sign-ins race with it', async () => {
    const member = await signUp(platform);
    const { recoveryCodes } = await enrol(platform, member);
    const tokens = await Promise.all([passwordStep(platform, member), passwordStep(platform, member)]);
    const answers = await Promise.all(tokens.map((token) => secondStep(token, recoveryCodes[0])));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 422]);
  });

  it('refuses an expired, forged or foreign mfaToken', async () => {
    const member = await signUp(platform);
    const { secret } = await enrol(platform, member);
    const claims = { sub: member.id, jti: randomUUID(), ver: 0, purpose: 'mfa' };
    const invalid = fieldError('general', TWO_FACTOR_MSG.mfaTokenInvalid);

    const now = Math.floor(Date.now() / 1000);
    const expired = jwt.sign({ ...claims, iat: now - 301, exp: now - 1 }, platform.config.jwtSecret);
    expect((await secondStep(expired, await codeAt(secret, 1)).expect(401)).body).toEqual(invalid);
    const forged = jwt.sign(claims, 'another-secret-of-at-least-32-characters', { expiresIn: 300 });
    expect((await secondStep(forged, await codeAt(secret, 1)).expect(401)).body).toEqual(invalid);
    // A session token is no mfaToken.
    await secondStep(member.token, await codeAt(secret, 1)).expect(401);
    // A token of the account's older password (the version moved on) is void.
    const stale = jwt.sign({ ...claims, ver: 7 }, platform.config.jwtSecret, { expiresIn: 300 });
    await secondStep(stale, await codeAt(secret, 1)).expect(401);
    // The unexpired real one still works: none of the above used its code.
    await secondStep(await passwordStep(platform, member), await codeAt(secret, 1)).expect(200);
  });

  it('after 5 wrong codes answers 429 to that account from any address, even to the right code', async () => {
    const [victim, bystander] = await Promise.all([signUp(platform), signUp(platform)]);
    const { secret } = await enrol(platform, victim);
    const other = await enrol(platform, bystander);
    let address = 0;
    const fromNewAddress = (token: string, code: string) => secondStep(token, code, `198.51.100.${address++}`);

    const mfaToken = await passwordStep(platform, victim);
    for (let i = 0; i < 5; i++) await fromNewAddress(mfaToken, await wrongCode(secret)).expect(422);
    const locked = await fromNewAddress(mfaToken, await codeAt(secret, 1)).expect(429);
    expect(locked.body).toEqual(fieldError('general', MSG.rateLimited));
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    await fromNewAddress(await passwordStep(platform, victim), await codeAt(secret, 1)).expect(429);
    // Turning TOTP off with a code counts against the same limit.
    await platform.http
      .delete(`/api/users/${victim.id}/mfa/totp`)
      .set(bearer(victim))
      .send({ password: PASSWORD, code: await codeAt(secret, 1) })
      .expect(429);
    // Another account is not affected.
    await fromNewAddress(await passwordStep(platform, bystander), await codeAt(other.secret, 1)).expect(200);
  });

  it('counts guesses sent at once: at most 5 are checked', async () => {
    const member = await signUp(platform);
    const { secret } = await enrol(platform, member);
    const mfaToken = await passwordStep(platform, member);
    const wrong = await wrongCode(secret);
    const answers = await Promise.all(Array.from({ length: 20 }, () => secondStep(mfaToken, wrong)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((code) => code === 422)).toHaveLength(5);
    expect(statuses.filter((code) => code === 429)).toHaveLength(15);
  });

  it('turns off only with the password and a code; login then answers a session again', async () => {
    const member = await signUp(platform);
    const { secret, recoveryCodes } = await enrol(platform, member);
    const turnOff = (body: object) =>
      platform.http.delete(`/api/users/${member.id}/mfa/totp`).set(bearer(member)).send(body);

    expect((await turnOff({ password: 'Wrong-pass-1', code: await codeAt(secret, 1) }).expect(422)).body).toEqual(
      fieldError('password', TWO_FACTOR_MSG.passwordWrong),
    );
    expect((await turnOff({ password: PASSWORD, code: await wrongCode(secret) }).expect(422)).body).toEqual(
      fieldError('code', TWO_FACTOR_MSG.codeWrong),
    );
    await turnOff({ password: PASSWORD }).expect(400);
    expect(await status(member)).toMatchObject({ totpEnabled: true });

    await turnOff({ password: PASSWORD, code: recoveryCodes[9] }).expect(200);
    expect(await status(member)).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, enrolmentRequired: false });
    const login = await logIn(platform, member.email, PASSWORD);
    expect(login.token).toEqual(expect.any(String));
    expect((await turnOff({ password: PASSWORD, code: await codeAt(secret, 1) }).expect(409)).body).toEqual(
      fieldError('general', TWO_FACTOR_MSG.notOn),
    );
    // The old secret is gone: a new set-up hands out a new one.
    const restarted = await platform.http
      .post(`/api/users/${member.id}/mfa/totp`)
      .set(bearer(member))
      .send({ password: PASSWORD })
      .expect(200);
    expect(restarted.body.data.secret).not.toBe(secret);
  });

  it('lets nobody else, an administrator included, touch my two-factor routes', async () => {
    const [owner, other] = await Promise.all([signUp(platform), signUp(platform)]);
    const admin = await logInAdmin(platform);
    const { secret } = await enrol(platform, owner);
    for (const who of [other, admin]) {
      await platform.http.get(`/api/users/${owner.id}/mfa`).set(bearer(who)).expect(403);
      await platform.http
        .post(`/api/users/${owner.id}/mfa/totp`)
        .set(bearer(who))
        .send({ password: who.password })
        .expect(403);
      await platform.http
        .post(`/api/users/${owner.id}/mfa/totp/confirm`)
        .set(bearer(who))
        .send({ code: await codeAt(secret, 1) })
        .expect(403);
      await platform.http
        .delete(`/api/users/${owner.id}/mfa/totp`)
        .set(bearer(who))
        .send({ password: who.password, code: await codeAt(secret, 1) })
        .expect(403);
    }
    expect(await status(owner)).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10 });
  });
});

/** ADMIN_MFA_REQUIRED is what production always sets (env.schema.spec.ts); here without production's other demands. */
describe('administrators where two-factor sign-in is required', () => {
  let platform: TestPlatform;
  beforeAll(async () => (platform = await TestPlatform.start({ env: { ADMIN_MFA_REQUIRED: 'true' } })));
  afterAll(() => platform.stop());

  const mustEnrol = {
    ...fieldError('general', TWO_FACTOR_MSG.adminMustEnrol),
    data: { mfaEnrolmentRequired: true },
  };

  it('lets an administrator without TOTP only read their record, enrol and log out; then everything', async () => {
    const admin = await logInAdmin(platform);
    const { paths } = (await platform.http.get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    // Logout is open to them (below), but would end the session this walk needs.
    const skipped = new Set(['post /api/users/logout']);
    const refused: string[] = [];
    let checked = 0;
    const stranger = randomUUID();
    for (const [template, operations] of Object.entries(paths)) {
      // Every other account's id, so that "own account" routes are refused too.
      const path = template.replace(/\{[^}]+\}/g, stranger);
      for (const method of Object.keys(operations) as ('get' | 'post' | 'put' | 'delete' | 'patch')[]) {
        const anonymous = await platform.http[method](path).send({});
        // Public routes and mailed-link routes involve no session.
        if (anonymous.status !== 401 || anonymous.body.message !== MSG.unauthenticated) continue;
        if (skipped.has(`${method} ${template}`)) continue;
        const res = await platform.http[method](path).set(bearer(admin)).send({});
        checked += 1;
        if (res.status !== 403 || JSON.stringify(res.body) !== JSON.stringify(mustEnrol)) {
          refused.push(`${method} ${template}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
    }
    expect(refused).toEqual([]);
    expect(checked).toBeGreaterThan(100);
    // Nor does the socket let them listen to anything.
    const refusedSocket = new TestSocket(await platform.origin(), { token: admin.token });
    try {
      expect((await refusedSocket.refused()).message).toBe(TWO_FACTOR_MSG.adminMustEnrol);
    } finally {
      refusedSocket.close();
    }
    const elsewhere = await logInAdmin(platform);
    await platform.http.post('/api/users/logout').set(bearer(elsewhere)).expect(200);

    // Their own record and the set-up.
    await platform.http.get(`/api/members/${admin.id}`).set(bearer(admin)).expect(200);
    const before = await platform.http.get(`/api/users/${admin.id}/mfa`).set(bearer(admin)).expect(200);
    expect(before.body.data).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, enrolmentRequired: true });
    const { secret } = await enrol(platform, admin);

    // The session that enrolled goes on; a new sign-in needs the code.
    await platform.http.get('/api/admin/dashboard').set(bearer(admin)).expect(200);
    const mfaToken = await passwordStep(platform, ADMIN);
    const signedIn = await platform.http
      .post('/api/members/login/mfa')
      .send({ mfaToken, code: await codeAt(secret, 1) })
      .expect(200);
    expect(signedIn.body.data.role).toBe('admin');
    await platform.http.get('/api/admin/members').set(bearer(signedIn.body.data)).expect(200);
    const socket = new TestSocket(await platform.origin(), { token: admin.token });
    try {
      await socket.connected();
    } finally {
      socket.close();
    }
    const after = await platform.http.get(`/api/users/${admin.id}/mfa`).set(bearer(admin)).expect(200);
    expect(after.body.data).toEqual({ totpEnabled: true, recoveryCodesLeft: 10, enrolmentRequired: false });
  });

  it('leaves members free to sign in without it', async () => {
    const member = await signUp(platform);
    await platform.http.get(`/api/members/${member.id}`).set(bearer(member)).expect(200);
    const status = await platform.http.get(`/api/users/${member.id}/mfa`).set(bearer(member)).expect(200);
    expect(status.body.data).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, enrolmentRequired: false });
  });
});

async function sessionCount(platform: TestPlatform, userId: string): Promise<number> {
  const [{ count }] = await platform.db.query(`SELECT count(*)::int AS count FROM sessions WHERE user_id = $1`, [
    userId,
  ]);
  return count;
}

describe('two-factor guessing: the daily cap, its mail, and sessions ended when it is turned on', () => {
  let platform: TestPlatform;
  // The short window relaxed so that the day's cap is what stops the guessing here.
  const daily = { points: 6, durationSeconds: 86400 };
  beforeAll(
    async () =>
      (platform = await TestPlatform.start({
        env: { TRUST_PROXY: '1' },
        rateLimits: { mfaCode: { points: 100, durationSeconds: 900 }, mfaCodeDaily: daily },
      })),
  );
  afterAll(() => platform.stop());

  const secondStep = (mfaToken: string, code: string) =>
    platform.http.post('/api/members/login/mfa').send({ mfaToken, code });
  const guessingMails = (email: string) =>
    platform.mail.to(email).filter((mail) => mail.subject.startsWith('Someone is trying to sign in'));

  it('stops code guessing at the day’s cap, the right code included, and mails the owner once', async () => {
    const [victim, bystander] = await Promise.all([signUp(platform), signUp(platform)]);
    const { secret } = await enrol(platform, victim);
    const other = await enrol(platform, bystander);
    for (let i = 0; i < daily.points; i++) {
      await secondStep(await passwordStep(platform, victim), await wrongCode(secret)).expect(422);
    }
    const mfaToken = await passwordStep(platform, victim);
    const capped = await secondStep(mfaToken, await codeAt(secret, 1)).expect(429);
    expect(capped.body).toEqual(fieldError('general', MSG.rateLimited));
    const mail = await platform.mail.waitForMail(victim.email, (m) => m.subject.startsWith('Someone is trying'));
    expect(mail.text).toContain('wrong two-factor codes');
    for (let i = 0; i < 3; i++) await secondStep(mfaToken, await wrongCode(secret)).expect(429);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(guessingMails(victim.email)).toHaveLength(1);
    // Another account is not affected.
    await secondStep(await passwordStep(platform, bystander), await codeAt(other.secret, 1)).expect(200);
  });

  it('does not let a stranger with the password lock the owner out of their own browser, and a new password lifts the cap', async () => {
    const owner = await signUp(platform);
    // The owner's browser signed in before: it holds the account's device cookie.
    const signedIn = await platform.http
      .post('/api/members/login')
      .send({ email: owner.email, password: owner.password })
      .expect(200);
    const deviceCookie = [String(signedIn.headers['set-cookie'])]
      .join(';')
      .split(/[;,]\s*/)
      .find((part) => part.startsWith(`earnwave_device_${owner.id}=`));
    expect(deviceCookie).toBeDefined();
    const { secret, recoveryCodes } = await enrol(platform, owner);

    // Someone with the password, from elsewhere, uses up the day's codes.
    for (let i = 0; i < daily.points; i++) {
      await secondStep(await passwordStep(platform, owner), await wrongCode(secret)).expect(422);
    }
    await secondStep(await passwordStep(platform, owner), recoveryCodes[0]).expect(429);
    const mail = await platform.mail.waitForMail(owner.email, (m) => m.subject.startsWith('Someone is trying'));
    expect(mail.text).toContain('paused code checks from unknown browsers');

    // The owner, in the browser they used before, still signs in.
    const fromOwnBrowser = await platform.http
      .post('/api/members/login')
      .set('Cookie', deviceCookie!)
      .send({ email: owner.email, password: owner.password })
      .expect(200);
    const ownerSession = await platform.http
      .post('/api/members/login/mfa')
      .set('Cookie', deviceCookie!)
      .send({ mfaToken: fromOwnBrowser.body.data.mfaToken, code: await codeAt(secret, 1) })
      .expect(200);

    // A new password shuts the stranger out, and lifts the cap for the owner's other browsers at once.
    const newPassword = 'An0ther-long-passphrase!';
    await platform.http
      .put(`/api/users/${owner.id}/password`)
      .set({ Authorization: `Bearer ${ownerSession.body.data.token}` })
      .send({ oldPassword: owner.password, newPassword, confirmPassword: newPassword })
      .expect(200);
    await secondStep(
      await passwordStep(platform, { email: owner.email, password: newPassword }),
      recoveryCodes[0],
    ).expect(200);
  });

  it('counts wrong payout codes toward the same cap', async () => {
    const member = await signUp(platform);
    // Enough for the withdrawal: its code is checked after the balance (a refused one uses none).
    await buyCredits(platform, member, 9);
    const { secret } = await enrol(platform, member);
    for (let i = 0; i < daily.points; i++) {
      const res = await platform.http
        .post('/api/withdrawal-requests')
        .set(bearer(member))
        .send({ amount: 5, walletAddress: tronAddress('guess'), code: await wrongCode(secret) })
        .expect(422);
      expect(res.body.errors).toEqual([{ param: 'code', msg: TWO_FACTOR_MSG.codeWrong }]);
    }
    await secondStep(await passwordStep(platform, member), await codeAt(secret, 1)).expect(429);
  });

  it('ends the account’s other sessions when two-factor is turned on, not the one that turned it on', async () => {
    const member = await signUp(platform);
    const thief = await logIn(platform, member.email, PASSWORD);
    await platform.http.get(`/api/users/${member.id}/mfa`).set(bearer(thief)).expect(200);
    await enrol(platform, member);
    await platform.http.get(`/api/users/${member.id}/mfa`).set(bearer(thief)).expect(401);
    await platform.http.get(`/api/users/${member.id}/mfa`).set(bearer(member)).expect(200);
  });
});
