import { ACCOUNT_MSG } from '@earnwave/contracts';
import {
  adminList,
  bearer,
  freeMember,
  hashFromMail,
  registration,
  signUp,
  totalOf,
  verificationHash,
  waitFor,
} from '@earnwave/testing';
import { specPlatform } from './support/platform';

describe('admin API: members', () => {
  const { platform, admin } = specPlatform();

  const post = (path: string) => platform.http.post(path).set(bearer(admin)).send({});

  it('searches by name or e-mail and filters by role, status and level, paging on the server', async () => {
    const bronze = await freeMember(platform, { name: 'Zelda Searchable', role: 'member' });
    const advertiser = await signUp(platform, { name: 'Zed Advertiser', role: 'advertiser' });
    const byName = await adminList(platform, admin, 'members', { filter: { q: 'zelda search' } }).expect(200);
    expect(byName.body.map((m: { id: string }) => m.id)).toEqual([bronze.id]);
    expect(byName.headers['content-range']).toBe('members 0-0/1');
    const byEmail = await adminList(platform, admin, 'members', {
      filter: { q: advertiser.email.toUpperCase() },
    }).expect(200);
    expect(byEmail.body.map((m: { id: string }) => m.id)).toEqual([advertiser.id]);
    const byLevel = await adminList(platform, admin, 'members', {
      filter: { level: 'bronze', status: 'active', role: 'member' },
    }).expect(200);
    expect(byLevel.body.map((m: { id: string }) => m.id)).toContain(bronze.id);
    expect(
      byLevel.body.every((m: { level: string; status: string }) => m.level === 'bronze' && m.status === 'active'),
    ).toBe(true);
    const admins = await adminList(platform, admin, 'members', { filter: { role: 'admin' } }).expect(200);
    expect(admins.body.map((m: { email: string }) => m.email)).toEqual([admin.email]);
    const page = await adminList(platform, admin, 'members', { sort: ['name', 'ASC'], range: [0, 0] }).expect(200);
    expect(page.body).toHaveLength(1);
    expect(totalOf(page)).toBeGreaterThanOrEqual(3);
    await adminList(platform, admin, 'members', { sort: ['password', 'ASC'] }).expect(400);
    await adminList(platform, admin, 'members', { filter: { role: 'root' } }).expect(400);
  });

  it('shows profile, membership and balance', async () => {
    const member = await freeMember(platform, { name: 'Shown Member' });
    const res = await platform.http.get(`/api/admin/members/${member.id}`).set(bearer(admin)).expect(200);
    expect(res.body).toMatchObject({
      id: member.id,
      name: 'Shown Member',
      email: member.email,
      role: 'member',
      status: 'active',
      deactivatedAt: null,
      level: 'bronze',
      membership: { level: 'bronze', method: 'free', amount: 0, daysLeft: expect.any(Number) },
      balance: 0,
      held: 0,
      referrals: 0,
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    await platform.http.get('/api/admin/members/00000000-0000-4000-8000-000000000000').set(bearer(admin)).expect(404);
  });

  it('deactivates (sessions end, balance kept) and reactivates (old tokens stay dead); each once', async () => {
    const member = await signUp(platform);
    const deactivated = await post(`/api/admin/members/${member.id}/deactivate`).expect(200);
    expect(deactivated.body.deactivatedAt).toEqual(expect.any(String));
    await post(`/api/admin/members/${member.id}/deactivate`).expect(409);
    await platform.http.get(`/api/members/${member.id}`).set(bearer(member)).expect(401);
    await platform.http.post('/api/members/login').send({ email: member.email, password: member.password }).expect(403);
    const filtered = await adminList(platform, admin, 'members', { filter: { deactivated: true } }).expect(200);
    expect(filtered.body.map((m: { id: string }) => m.id)).toContain(member.id);

    const reactivated = await post(`/api/admin/members/${member.id}/reactivate`).expect(200);
    expect(reactivated.body.deactivatedAt).toBeNull();
    await post(`/api/admin/members/${member.id}/reactivate`).expect(409);
    await platform.http.get(`/api/members/${member.id}`).set(bearer(member)).expect(401);
    const login = await platform.http
      .post('/api/members/login')
      .send({ email: member.email, password: member.password })
      .expect(200);
    await platform.http
      .get(`/api/members/${login.body.data.id}`)
      .set('Authorization', `Bearer ${login.body.data.token}`)
      .expect(200);
  });

  it('never lets an administrator deactivate their own account, from the console or from their settings', async () => {
    const refused = {
      success: false,
      message: ACCOUNT_MSG.ownAccount,
      errors: [{ param: 'general', msg: ACCOUNT_MSG.ownAccount }],
    };
    expect((await post(`/api/admin/members/${admin.id}/deactivate`).expect(422)).body).toEqual(refused);
    const settings = await platform.http.delete(`/api/users/${admin.id}`).set(bearer(admin)).expect(422);
    expect(settings.body).toEqual(refused);
    // PostgreSQL reads a UUID in either case: the same id in capitals names the same account.
    const capitals = await platform.http.delete(`/api/users/${admin.id.toUpperCase()}`).set(bearer(admin)).expect(422);
    expect(capitals.body).toEqual(refused);
    expect((await post(`/api/admin/members/${admin.id.toUpperCase()}/deactivate`).expect(422)).body).toEqual(refused);
    await platform.http.get('/api/admin/dashboard').set(bearer(admin)).expect(200);
  });

  it('resends the verification link: a fresh link that verifies; refused once verified', async () => {
    const body = registration();
    await platform.http.post('/api/members/registration').send(body).expect(201);
    const first = await verificationHash(platform, body.email);
    const [{ id }] = await platform.db.query(`SELECT id FROM users WHERE email = $1`, [body.email]);
    await post(`/api/admin/members/${id}/resend-verification`).expect(200);
    const mail = await waitFor(() => platform.mail.to(body.email)[1], { what: 'a second verification mail' });
    const second = hashFromMail(mail, '/verification');
    expect(second).not.toBe(first);
    await platform.http
      .post('/api/users/verify-email')
      .set('Authorization', `Bearer ${second}`)
      .send({ email: body.email })
      .expect(200);
    const res = await post(`/api/admin/members/${id}/resend-verification`).expect(409);
    expect(res.body.success).toBe(false);
  });
});
