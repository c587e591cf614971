import { MSG } from '@earnwave/contracts';
import { UserEntity } from '@earnwave/db';
import { registration, signUp, uniqueEmail, verificationHash } from '@earnwave/testing';
import { TestPlatform } from './support/platform';

describe('registration', () => {
  let platform: TestPlatform;
  beforeAll(async () => (platform = await TestPlatform.start()));
  afterAll(() => platform.stop());

  const register = (body: Record<string, unknown>) => platform.http.post('/api/members/registration').send(body);

  it('creates an inactive, unverified account with its own referral code and mails a verification link', async () => {
    const body = registration({ name: '  Ada Lovelace ', email: `  ${uniqueEmail('Ada').toUpperCase()} ` });
    const res = await register(body).expect(201);
    const email = (body.email as string).trim().toLowerCase();
    expect(res.body).toEqual({
      success: true,
      message: MSG.registered,
      data: { id: expect.any(String), name: 'Ada Lovelace', email, role: 'member', status: 'inactive' },
    });
    const stored = await platform.db.getRepository(UserEntity).findOneByOrFail({ id: res.body.data.id });
    expect(stored.emailVerifiedAt).toBeNull();
    expect(stored.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await platform.mail.waitForMail(email);
    expect(mail.subject).toBe('Verify your e-mail address for Earnwave');
    expect(mail.text).toContain('Hello Ada Lovelace,');
    const hash = await verificationHash(platform, email);
    const payload = JSON.parse(Buffer.from(hash.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ email, purpose: 'verify' });
  });

  it('defaults the role to member_advertiser', async () => {
    const body = registration();
    delete (body as Record<string, unknown>).role;
    const res = await register(body).expect(201);
    expect(res.body.data.role).toBe('member_advertiser');
  });

  it.each([
    ['name', { name: '' }, MSG.nameRequired],
    ['name', { name: 'x'.repeat(81) }, MSG.nameTooLong],
    ['email', { email: 'not-an-email' }, MSG.emailInvalid],
    ['password', { password: 'short1', confirmPassword: 'short1' }, MSG.passwordWeak],
    ['password', { password: 'lettersonly', confirmPassword: 'lettersonly' }, MSG.passwordWeak],
    ['password', { password: '1234567890', confirmPassword: '1234567890' }, MSG.passwordWeak],
    ['password', { password: 'password123', confirmPassword: 'password123' }, MSG.passwordCommon],
    ['password', { password: 'Qwerty123', confirmPassword: 'Qwerty123' }, MSG.passwordCommon],
    ['password', { password: 'TRUSTNO1', confirmPassword: 'TRUSTNO1' }, MSG.passwordCommon],
    ['general', { confirmPassword: 'Different42' }, MSG.passwordsDiffer],
    ['isAccepted', { isAccepted: false }, MSG.termsNotAccepted],
    ['general', { role: 'admin' }, MSG.roleNotAllowed],
    ['general', { referralCode: 'NOSUCHCODE' }, MSG.referralCodeUnknown],
  ])('refuses a bad %s with the message under that param: %j', async (param, change, msg) => {
    const body = registration(change);
    const res = await register(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ success: false, message: msg });
    expect(res.body.errors).toContainEqual({ param, msg });
    const stored = await platform.db.getRepository(UserEntity).findOneBy({ email: body.email.toLowerCase() });
    expect(stored).toBeNull();
  });

  it('keeps the password as typed: spaces around it are part of it', async () => {
    const password = '  Sunflower42 ';
    const body = registration({ password, confirmPassword: password });
    await register(body).expect(201);
    await verificationHash(platform, body.email).then((hash) =>
      platform.http
        .post('/api/users/verify-email')
        .set('Authorization', `Bearer ${hash}`)
        .send({ email: body.email })
        .expect(200),
    );
    const logIn = (typed: string) =>
      platform.http.post('/api/members/login').send({ email: body.email, password: typed });
    await logIn(password).expect(200);
    await logIn(password.trim()).expect(401);
  });

  it('refuses an e-mail address that is already registered, whatever its case, with 409 under email', async () => {
    const body = registration();
    await register(body).expect(201);
    const res = await register(registration({ email: ` ${body.email.toUpperCase()} ` })).expect(409);
    expect(res.body).toEqual({
      success: false,
      message: MSG.emailTaken,
      errors: [{ param: 'email', msg: MSG.emailTaken }],
    });
  });

  it('stores the referrer named by a valid referral code', async () => {
    const referrer = await signUp(platform);
    const { referralCode } = await platform.db.getRepository(UserEntity).findOneByOrFail({ id: referrer.id });
    const res = await register(registration({ referralCode: referralCode.toLowerCase() })).expect(201);
    const referred = await platform.db.getRepository(UserEntity).findOneByOrFail({ id: res.body.data.id });
    expect(referred.referredById).toBe(referrer.id);
  });

  it('treats an empty referral code as none', async () => {
    const res = await register(registration({ referralCode: '' })).expect(201);
    const stored = await platform.db.getRepository(UserEntity).findOneByOrFail({ id: res.body.data.id });
    expect(stored.referredById).toBeNull();
  });

  it('refuses unknown fields and wrong types with 400 and changes nothing', async () => {
    const unknown = await register(registration({ status: 'active' })).expect(400);
    expect(unknown.body.errors).toEqual([{ param: 'status', msg: 'Unknown field: status.' }]);
    for (const change of [{ email: 42 }, { name: ['a'] }, { isAccepted: 'true' }, { password: { a: 1 } }]) {
      const res = await register(registration(change)).expect(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
  });
});
