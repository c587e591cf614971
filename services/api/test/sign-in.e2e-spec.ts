import { MSG } from '@earnwave/contracts';
import jwt from 'jsonwebtoken';
import { hashFromMail, logIn, PASSWORD, registration, signUp, verificationHash } from '@earnwave/testing';
import { TestPlatform } from './support/platform';

describe('verification, login and password reset', () => {
  let platform: TestPlatform;
  beforeAll(async () => (platform = await TestPlatform.start()));
  afterAll(() => platform.stop());

  const post = (path: string, body: object, bearer?: string) => {
    const call = platform.http.post(path).send(body);
    return bearer ? call.set('Authorization', `Bearer ${bearer}`) : call;
  };
  const general = (msg: string) => ({ success: false, message: msg, errors: [{ param: 'general', msg }] });

  describe('e-mail verification', () => {
    it('refuses login before the address is verified, then verifies once with the mailed link', async () => {
      const body = registration();
      await post('/api/members/registration', body).expect(201);

      const early = await post('/api/members/login', { email: body.email, password: PASSWORD }).expect(403);
      expect(early.body).toEqual(general(MSG.emailNotVerified));

      const hash = await verificationHash(platform, body.email);
      const verified = await post('/api/users/verify-email', { email: body.email }, hash).expect(200);
      expect(verified.body).toEqual({ success: true, message: MSG.emailVerified, data: { email: body.email } });

      const again = await post('/api/users/verify-email', { email: body.email }, hash).expect(410);
      expect(again.body).toEqual(general(MSG.linkUsed));

      // The e-mail is trimmed; the password is used as typed, so spaces around it make another one.
      await post('/api/members/login', { email: body.email, password: ` ${PASSWORD} ` }).expect(401);
      const login = await post('/api/members/login', { email: ` ${body.email} `, password: PASSWORD }).expect(200);
      expect(login.body.data).toEqual({
        token: expect.any(String),
        id: expect.any(String),
        name: 'Test Member',
        email: body.email,
        role: 'member',
        status: 'inactive',
      });
    });

    it('refuses a link used for another address, a missing link and a session token as the link', async () => {
      const member = await signUp(platform);
      const body = registration();
      await post('/api/members/registration', body).expect(201);
      const hash = await verificationHash(platform, body.email);

      expect((await post('/api/users/verify-email', { email: member.email }, hash).expect(400)).body).toEqual(
        general(MSG.linkEmailMismatch),
      );
      expect((await post('/api/users/verify-email', { email: body.email }).expect(401)).body).toEqual(
        general(MSG.linkInvalid),
      );
      await post('/api/users/verify-email', { email: member.email }, member.token).expect(401);
      await post('/api/users/verify-email', { email: body.email }, `${hash.slice(0, -2)}xx`).expect(401);
    });

    it('refuses a verification link used as a session token', async () => {
      const body = registration();
      await post('/api/members/registration', body).expect(201);
      const hash = await verificationHash(platform, body.email);
      await platform.http
        .put('/api/users/00000000-0000-4000-8000-000000000000/password')
        .set('Authorization', `Bearer ${hash}`)
        .send({})
        .expect(401);
    });
  });

  describe('login', () => {
    it('answers the same 401 for a wrong password and an unknown address, under general', async () => {
      const member = await signUp(platform);
      const wrong = await post('/api/members/login', { email: member.email, password: 'Wrong-pass-1' }).expect(401);
      const unknown = await post('/api/members/login', { email: 'nobody@example.test', password: PASSWORD }).expect(
        401,
      );
      expect(wrong.body).toEqual(general(MSG.badCredentials));
      expect(unknown.body).toEqual(wrong.body);
    });

    it('files missing fields under general', async () => {
      const res = await post('/api/members/login', { email: '', password: '' }).expect(400);
      expect(res.body.errors.every((error: { param: string }) => error.param === 'general')).toBe(true);
      expect(res.body.message).toBe(MSG.credentialsRequired);
    });

    it('is refused for a login token used as a password reset link', async () => {
      const member = await signUp(platform);
      const res = await post(
        '/api/users/reset-password',
        { email: member.email, password: 'NewPass123', confirmPassword: 'NewPass123' },
        member.token,
      ).expect(401);
      expect(res.body).toEqual(general(MSG.linkInvalid));
    });
  });

  describe('forgotten password', () => {
    const resetHash = async (email: string) =>
      hashFromMail(await platform.mail.waitForMail(email, (m) => m.subject.startsWith('Reset')), '/reset-password');

    it('answers the same whether or not the address exists, and mails only a real account', async () => {
      const member = await signUp(platform);
      const known = await post('/api/users/forgot-password', { email: member.email }).expect(200);
      const unknown = await post('/api/users/forgot-password', { email: 'ghost@example.test' }).expect(200);
      expect(known.body.message).toBe(MSG.resetMailSent);
      expect(unknown.body).toEqual({ ...known.body, data: { email: 'ghost@example.test' } });
      await resetHash(member.email);
      // The relay has moved everything committed before the known member's mail went out.
      await platform.mail.waitForMail(member.email, (m) => m.subject.startsWith('Reset'));
      expect(platform.mail.to('ghost@example.test')).toEqual([]);
    });

    it('resets once with the mailed link, ends older sessions, and the old password stops working', async () => {
      const member = await signUp(platform);
      await post('/api/users/forgot-password', { email: member.email }).expect(200);
      const hash = await resetHash(member.email);
      const body = { email: member.email, password: 'Brand-new-42', confirmPassword: 'Brand-new-42' };

      const done = await post('/api/users/reset-password', body, hash).expect(200);
      expect(done.body.message).toBe('Login with your new password');
      expect((await post('/api/users/reset-password', body, hash).expect(410)).body).toEqual(general(MSG.linkUsed));

      await platform.http
        .put(`/api/users/${member.id}/password`)
        .set('Authorization', `Bearer ${member.token}`)
        .send({})
        .expect(401);
      await post('/api/members/login', { email: member.email, password: PASSWORD }).expect(401);
      await logIn(platform, member.email, 'Brand-new-42');
    });

    it('voids an older reset link once the password has changed through a newer one', async () => {
      const member = await signUp(platform);
      await post('/api/users/forgot-password', { email: member.email }).expect(200);
      const first = await resetHash(member.email);
      await post('/api/users/forgot-password', { email: member.email }).expect(200);
      await platform.mail.waitForMail(member.email, () => platform.mail.to(member.email).length >= 3);
      const second = hashFromMail(platform.mail.to(member.email).at(-1)!, '/reset-password');
      expect(second).not.toBe(first);
      const body = { email: member.email, password: 'Second-pass-7', confirmPassword: 'Second-pass-7' };
      await post('/api/users/reset-password', body, second).expect(200);
      await post(
        '/api/users/reset-password',
        { ...body, password: 'Third-pass-7', confirmPassword: 'Third-pass-7' },
        first,
      ).expect(410);
    });

    it('refuses an expired reset link', async () => {
      const member = await signUp(platform);
      const expired = jwt.sign(
        { sub: member.id, email: member.email, jti: '7b3f9f3e-5c2a-4c1e-9a53-3e0c1f6d2a11', ver: 0, purpose: 'reset' },
        platform.config.jwtSecret,
        { expiresIn: -10 },
      );
      const res = await post(
        '/api/users/reset-password',
        { email: member.email, password: 'Later-pass-1', confirmPassword: 'Later-pass-1' },
        expired,
      ).expect(401);
      expect(res.body).toEqual(general(MSG.linkInvalid));
    });

    it('validates the new password under password and confirmPassword', async () => {
      const member = await signUp(platform);
      await post('/api/users/forgot-password', { email: member.email }).expect(200);
      const hash = await resetHash(member.email);
      const weak = await post(
        '/api/users/reset-password',
        { email: member.email, password: 'weak', confirmPassword: 'weak' },
        hash,
      ).expect(400);
      expect(weak.body.errors).toContainEqual({ param: 'password', msg: MSG.passwordWeak });
      const common = await post(
        '/api/users/reset-password',
        { email: member.email, password: 'Iloveyou1', confirmPassword: 'Iloveyou1' },
        hash,
      ).expect(400);
      expect(common.body).toEqual({
        success: false,
        message: MSG.passwordCommon,
        errors: [{ param: 'password', msg: MSG.passwordCommon }],
      });
      const differ = await post(
        '/api/users/reset-password',
        { email: member.email, password: 'Strong-pass-1', confirmPassword: 'Strong-pass-2' },
        hash,
      ).expect(400);
      expect(differ.body.errors).toEqual([{ param: 'confirmPassword', msg: MSG.passwordsDiffer }]);
      // A refused attempt does not spend the link.
      await post(
        '/api/users/reset-password',
        { email: member.email, password: 'Strong-pass-1', confirmPassword: 'Strong-pass-1' },
        hash,
      ).expect(200);
    });
  });

  describe('change password and deactivation', () => {
    const put = (path: string, token: string, body: object) =>
      platform.http.put(path).set('Authorization', `Bearer ${token}`).send(body);

    it('checks the old password, answers a fresh token and revokes the older ones', async () => {
      const member = await signUp(platform);
      const wrongOld = await put(`/api/users/${member.id}/password`, member.token, {
        oldPassword: 'Not-my-pass-1',
        newPassword: 'Changed-pass-1',
        confirmPassword: 'Changed-pass-1',
      }).expect(422);
      expect(wrongOld.body.errors).toEqual([{ param: 'oldPassword', msg: MSG.oldPasswordWrong }]);
      const mismatch = await put(`/api/users/${member.id}/password`, member.token, {
        oldPassword: PASSWORD,
        newPassword: 'Changed-pass-1',
        confirmPassword: 'Changed-pass-2',
      }).expect(400);
      expect(mismatch.body.errors).toEqual([{ param: 'confirmPassword', msg: MSG.passwordsDiffer }]);
      const common = await put(`/api/users/${member.id}/password`, member.token, {
        oldPassword: PASSWORD,
        newPassword: 'Football1',
        confirmPassword: 'Football1',
      }).expect(400);
      expect(common.body.errors).toEqual([{ param: 'newPassword', msg: MSG.passwordCommon }]);
      await logIn(platform, member.email, PASSWORD);

      const changed = await put(`/api/users/${member.id}/password`, member.token, {
        oldPassword: PASSWORD,
        newPassword: 'Changed-pass-1',
        confirmPassword: 'Changed-pass-1',
      }).expect(200);
      expect(changed.body.message).toBe('Password changed successfully');
      const fresh = changed.body.data.token as string;
      await put(`/api/users/${member.id}/password`, member.token, {}).expect(401);
      await put(`/api/users/${member.id}/password`, fresh, {
        oldPassword: 'Changed-pass-1',
        newPassword: 'Changed-pass-2',
        confirmPassword: 'Changed-pass-2',
      }).expect(200);
    });

    it("refuses to change another member's password", async () => {
      const [alice, bob] = await Promise.all([signUp(platform), signUp(platform)]);
      await put(`/api/users/${bob.id}/password`, alice.token, {
        oldPassword: PASSWORD,
        newPassword: 'Changed-pass-1',
        confirmPassword: 'Changed-pass-1',
      }).expect(403);
      await logIn(platform, bob.email, PASSWORD);
    });

    it('deactivates: tokens die, login is refused with a message, and nobody else can do it', async () => {
      const [alice, bob] = await Promise.all([signUp(platform), signUp(platform)]);
      const del = (id: string, token: string) =>
        platform.http.delete(`/api/users/${id}`).set('Authorization', `Bearer ${token}`);
      await del(bob.id, alice.token).expect(403);
      const res = await del(alice.id, alice.token).expect(200);
      expect(res.body.message).toBe('Your account removed');
      await del(alice.id, alice.token).expect(401);
      const login = await post('/api/members/login', { email: alice.email, password: PASSWORD }).expect(403);
      expect(login.body).toEqual(general(MSG.accountDeactivated));
      await post('/api/users/forgot-password', { email: alice.email }).expect(200);
    });
  });
});
