import { UserEntity } from '@earnwave/db';
import {
  type Account,
  bearer,
  freeMember,
  logIn,
  newTxid,
  paidMember,
  registration,
  signUp,
  todayUtc,
  upgrade,
  verifyEmail,
  waitFor,
  waitForBalance,
  DAY_MS,
} from '@earnwave/testing';
import { stopCheckingLedger, TestPlatform } from './support/platform';

describe('referrals', () => {
  let platform: TestPlatform;
  beforeAll(async () => (platform = await TestPlatform.start()));
  afterAll(() => stopCheckingLedger(platform));

  const get = (member: Account, path: string) =>
    platform.http.get(`/api/members/${member.id}/${path}`).set(bearer(member)).expect(200);
  const codeOf = async (member: Account) => (await get(member, 'referral-code')).body.data.referralCode as string;
  const statusesOf = async (member: Account) =>
    ((await get(member, 'referrals')).body.data as { name: string; status: string }[]).map((r) => r.status);

  /** Registers through the referrer's link and follows the referred member through each status. */
  async function referredBy(referrer: Account) {
    const body = registration({ referralCode: await codeOf(referrer), name: 'Referred Friend' });
    await platform.http.post('/api/members/registration').send(body).expect(201);
    return body;
  }

  /** A verified, signed-in member who joined through the referrer's code. */
  const friendOf = async (referrer: Account) => signUp(platform, { referralCode: await codeOf(referrer) });

  it("shows each referred member's status as it moves: not verified, inactive, pending, active", async () => {
    const referrer = await freeMember(platform);
    const body = await referredBy(referrer);
    expect(await statusesOf(referrer)).toEqual(['not verified']);
    const referral = (await get(referrer, 'referrals')).body.data[0];
    expect(referral).toEqual({
      id: expect.any(String),
      name: 'Referred Friend',
      status: 'not verified',
      updatedAt: expect.any(String),
    });

    await verifyEmail(platform, body.email);
    expect(await statusesOf(referrer)).toEqual(['inactive']);

    const friend = await logIn(platform, body.email, body.password);
    await platform.http
      .post('/api/members/subscription')
      .set(bearer(friend))
      .send({ level: 'silver', receipt: newTxid(), amount: 100, startedAt: todayUtc() })
      .expect(201);
    expect(await statusesOf(referrer)).toEqual(['pending']);

    const progress = (await get(referrer, 'progress-counter')).body.data.referrals;
    expect(progress).toMatchObject({ active: 0, goal: 3, total: 1, byStatus: { pending: 1, active: 0 } });
  });

  it('mails an invitation with the register link carrying the referral code', async () => {
    const referrer = await freeMember(platform);
    const email = `friend.${Date.now()}@example.test`;
    const res = await platform.http
      .post(`/api/members/${referrer.id}/referral/send`)
      .set(bearer(referrer))
      .send({ email })
      .expect(200);
    expect(res.body.message).toBe(`Send referral email to ${email}`);
    const mail = await platform.mail.waitForMail(email);
    expect(mail.text).toContain(`http://web.test/register?referral-id=${await codeOf(referrer)}`);
  });

  it('refuses invitations to oneself, to members and to bad addresses, by param', async () => {
    const [referrer, other] = [await freeMember(platform), await signUp(platform)];
    const send = (email: string) =>
      platform.http.post(`/api/members/${referrer.id}/referral/send`).set(bearer(referrer)).send({ email });
    expect((await send(referrer.email).expect(422)).body.errors[0].param).toBe('email');
    expect((await send(other.email).expect(409)).body.errors[0].param).toBe('email');
    expect((await send('nope').expect(400)).body.errors[0].param).toBe('email');
    await platform.http
      .post(`/api/members/${other.id}/referral/send`)
      .set(bearer(referrer))
      .send({ email: 'x@example.test' })
      .expect(403);
  });

  it("pays the referrer ceil(multiplier x their level's price) for a referral of like price, once", async () => {
    const referrer = await paidMember(platform, 'silver', 100); // silver: 100 credits, 1st referral x0.1
    const friend = await friendOf(referrer);

    await upgrade(platform, friend, 'silver', 100);
    await waitForBalance(platform, referrer, 10);
    await upgrade(platform, friend, 'gold', 1000);
    await waitFor(
      async () =>
        (await platform.db.query(`SELECT count(*)::int AS n FROM outbox WHERE processed_at IS NULL`))[0].n === 0,
      { what: 'settlement' },
    );
    const [{ count }] = await platform.db.query(`SELECT count(*)::int FROM referral_rewards WHERE referrer_id = $1`, [
      referrer.id,
    ]);
    expect(count).toBe(1);
    expect((await get(referrer, 'balance')).body.data.balance).toBe(10);
    expect((await get(referrer, 'transactions')).body.data.transactions).toContainEqual(
      expect.objectContaining({ type: 'referral', amount: 10 }),
    );
  });

  it('pays no more than came in: throw-away accounts buying Bronze earn a Cash referrer cents, not thousands', async () => {
    const referrer = await paidMember(platform, 'cash', 10_000); // multipliers 0.1, 0.15, 0.2, then 0.25
    const farmed = [];
    for (let i = 0; i < 4; i++) {
      const fake = await friendOf(referrer);
      await upgrade(platform, fake, 'bronze', 10);
      farmed.push(fake);
    }
    // ceil(0.1 x 10), ceil(0.15 x 10), ceil(0.2 x 10), ceil(0.25 x 10): 8 credits for 40 paid in.
    await waitForBalance(platform, referrer, 1 + 2 + 2 + 3);
    const rewards: { amount: string }[] = await platform.db.query(
      `SELECT amount::text FROM referral_rewards WHERE referrer_id = $1 ORDER BY ordinal`,
      [referrer.id],
    );
    expect(rewards.map((row) => Number(row.amount) / 1e6)).toEqual([1, 2, 2, 3]);
    expect(rewards.every((row) => BigInt(row.amount) <= 10_000_000n)).toBe(true);
  });

  it('pays nothing for a free bronze activation, which still makes the referral active', async () => {
    const referrer = await paidMember(platform, 'silver', 100);
    const friend = await friendOf(referrer);
    await platform.http
      .post('/api/members/subscription')
      .set(bearer(friend))
      .send({ level: 'bronze', receipt: 'FREE', amount: 0, startedAt: todayUtc() })
      .expect(201);
    await waitFor(async () => (await statusesOf(referrer))[0] === 'active', { what: 'active referral' });
    expect((await get(referrer, 'balance')).body.data.balance).toBe(0);
    const stored = await platform.db.getRepository(UserEntity).findOneByOrFail({ id: friend.id });
    expect(stored.referredById).toBe(referrer.id);
  });

  it('pays a referrer whose membership has expired nothing for that referral', async () => {
    let referrer = await paidMember(platform, 'silver', 100);
    const record = await platform.http.get(`/api/members/${referrer.id}`).set(bearer(referrer)).expect(200);
    const endedAt = Date.parse(record.body.data.memberSubscription.endedAt);
    platform.clock.advance(endedAt - platform.clock.now().getTime() + DAY_MS);
    // Sessions end after a day idle on the same clock: the referrer signs in again.
    referrer = await logIn(platform, referrer.email, referrer.password);
    await upgrade(platform, await friendOf(referrer), 'bronze', 10);
    await waitFor(
      async () =>
        (await platform.db.query(`SELECT outcome FROM referral_rewards WHERE referrer_id = $1`, [referrer.id]))[0]
          ?.outcome,
      { what: 'referral settled' },
    ).then((outcome) => expect(outcome).toBe('skipped'));
    expect((await get(referrer, 'balance')).body.data.balance).toBe(0);
  });
});
