import { MSG } from '@earnwave/contracts';
import { type Account, logInAdmin, signUp } from '@earnwave/testing';
import { GuardProbeModule } from './support/guard-probe.module';
import { TestPlatform } from './support/platform';

describe('access guards', () => {
  let platform: TestPlatform;
  const accounts: Record<string, Account> = {};

  beforeAll(async () => {
    platform = await TestPlatform.start({ imports: [GuardProbeModule] });
    for (const role of ['member', 'advertiser', 'member_advertiser']) accounts[role] = await signUp(platform, { role });
    accounts.admin = await logInAdmin(platform);
  });
  afterAll(() => platform.stop());

  const get = (path: string, token?: string) => {
    const call = platform.http.get(`/api/probe/${path}`);
    return token ? call.set('Authorization', `Bearer ${token}`) : call;
  };

  it.each(['signed-in', 'member', 'task-owner', 'admin', 'own/00000000-0000-4000-8000-000000000000'])(
    'answers 401 without a token, with a garbage token and with a token signed by another key: %s',
    async (path) => {
      const res = await get(path).expect(401);
      expect(res.body).toEqual({ success: false, message: MSG.unauthenticated, errors: [] });
      await get(path, 'garbage').expect(401);
      const forged = accounts.member.token.replace(/\.[^.]+$/, '.c2lnbmF0dXJlLWJ5LWFub3RoZXIta2V5');
      await get(path, forged).expect(401);
    },
  );

  const matrix: [string, string, number][] = [
    ['member', 'member', 200],
    ['member', 'task-owner', 403],
    ['member', 'admin', 403],
    ['advertiser', 'member', 403],
    ['advertiser', 'task-owner', 200],
    ['advertiser', 'admin', 403],
    ['member_advertiser', 'member', 200],
    ['member_advertiser', 'task-owner', 200],
    ['member_advertiser', 'admin', 403],
    ['admin', 'member', 200],
    ['admin', 'task-owner', 200],
    ['admin', 'admin', 200],
  ];
  it.each(matrix)('a %s calling the %s capability gets %i', async (role, path, status) => {
    const res = await get(path, accounts[role].token).expect(status);
    if (status === 403) expect(res.body).toEqual({ success: false, message: MSG.forbidden, errors: [] });
  });

  it.each(['member', 'advertiser', 'member_advertiser'])(
    "lets a %s reach only their own account's path",
    async (role) => {
      const own = accounts[role];
      await get(`own/${own.id}`, own.token).expect(200);
      const other = role === 'member' ? accounts.advertiser : accounts.member;
      await get(`own/${other.id}`, own.token).expect(403);
    },
  );

  it("lets an admin read any account's path, but act only on their own", async () => {
    await get(`own/${accounts.member.id}`, accounts.admin.token).expect(200);
    await get(`self/${accounts.member.id}`, accounts.admin.token).expect(403);
    await get(`self/${accounts.admin.id}`, accounts.admin.token).expect(200);
    await get(`self/${accounts.member.id}`, accounts.member.token).expect(200);
    await get(`self/${accounts.advertiser.id}`, accounts.member.token).expect(403);
  });

  it('never gives the admin role at registration', async () => {
    const res = await platform.http
      .post('/api/members/registration')
      .send({
        name: 'X',
        email: 'x@example.test',
        password: 'Passw0rd!',
        confirmPassword: 'Passw0rd!',
        isAccepted: true,
        role: 'admin',
      })
      .expect(400);
    expect(res.body.errors).toEqual([{ param: 'general', msg: MSG.roleNotAllowed }]);
  });
});
