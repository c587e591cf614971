import { CHAT_MSG, MONEY_LIMITS, MSG, WALLET_MSG, type ChatView } from '@earnwave/contracts';
import { verifyLedger } from '@earnwave/db';
import {
  type Account,
  balanceOf,
  bearer,
  buyCredits,
  chatBetween,
  chatSettings,
  chatsOf,
  freeMember,
  HOUR_MS,
  renewChat,
  sendMessage,
  signUp,
  waitFor,
  waitForBalance,
} from '@earnwave/testing';
import { TestPlatform } from './support/platform';

/**
 * Paid messages: a member whose earnPerMessage is above 0 is paid for each message sent to them.
 * Renew Chat buys one message at that price (debited at once, credited to the receiver by the
 * worker); a message uses one; replies of the paid member are free.
 */
describe('paid chat messages', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await TestPlatform.start();
  });
  afterAll(async () => {
    expect(await verifyLedger(platform.db.manager)).toMatchObject({ ok: true, drift: [], unbalanced: [] });
    await platform.stop();
  });

  /** A member who can pay: an unexpired membership and `credits` bought. */
  const payer = async (credits: number) => {
    const member = await freeMember(platform);
    if (credits) await buyCredits(platform, member, credits);
    return member;
  };
  /** A member who charges `price` credits a message. */
  const creator = async (price: number) => {
    const member = await signUp(platform);
    await chatSettings(platform, member, { earnPerMessage: price });
    return member;
  };
  const chatOf = async (member: Account, chatId: string) =>
    (await chatsOf(platform, member)).chats.find((chat) => chat.id === chatId) as ChatView;
  /** What the worker has yet to settle to receivers. */
  const clearing = async () =>
    BigInt(
      (await platform.db.query(`SELECT balance::text FROM ledger_accounts WHERE id = 'platform:clearing'`))[0]
        ?.balance ?? 0,
    );
  const transactions = async (member: Account) => {
    const res = await platform.http.get(`/api/members/${member.id}/transactions`).set(bearer(member)).expect(200);
    return (res.body.data.transactions as { type: string; amount: number }[]).map(({ type, amount }) => ({
      type,
      amount,
    }));
  };

  it('asks the payer to renew before each message, charges the price once per renewal, and the receiver earns it', async () => {
    const [alice, bob] = [await payer(10), await creator(2.5)];
    const chatId = await chatBetween(platform, alice, bob);
    expect(await chatOf(alice, chatId)).toMatchObject({ isRenewChat: true, earnPerMessage: 2.5, paidMessagesLeft: 0 });

    const refused = await sendMessage(platform, alice, chatId, 'Hi Bob').expect(422);
    expect(refused.body).toEqual({
      success: false,
      message: CHAT_MSG.renewRequired,
      errors: [{ param: 'general', msg: CHAT_MSG.renewRequired }],
    });

    const renewed = await renewChat(platform, alice, chatId, 2.5, `renew-${alice.id}-1`).expect(200);
    expect(renewed.body).toMatchObject({
      success: true,
      message: 'Chat renewed successfully.',
      data: { id: chatId, isRenewChat: false, earnPerMessage: 2.5, paidMessagesLeft: 1 },
    });
    // Debited at once, before the worker has settled anything.
    expect(await balanceOf(platform, alice)).toBe(7.5);

    await sendMessage(platform, alice, chatId, 'Hi Bob').expect(201);
    expect(await chatOf(alice, chatId)).toMatchObject({ isRenewChat: true, paidMessagesLeft: 0 });
    await sendMessage(platform, alice, chatId, 'And again').expect(422);

    await waitForBalance(platform, bob, 2.5);
    expect(await transactions(alice)).toContainEqual({ type: 'message_paid', amount: -2.5 });
    expect(await transactions(bob)).toEqual([{ type: 'message_earned', amount: 2.5 }]);
  });

  it('lets the paid member reply free, and each side pays only the price the other asks', async () => {
    const [alice, bob] = [await payer(10), await creator(2)];
    const chatId = await chatBetween(platform, alice, bob);
    expect(await chatOf(bob, chatId)).toMatchObject({ isRenewChat: false, earnPerMessage: 0 });
    await sendMessage(platform, bob, chatId, 'Ask me anything').expect(201);
    await sendMessage(platform, bob, chatId, 'Really, anything').expect(201);
    expect(await balanceOf(platform, bob)).toBe(0);

    // Once Alice charges too, Bob must pay her price to write to her.
    await chatSettings(platform, alice, { earnPerMessage: 0.5 });
    expect(await chatOf(bob, chatId)).toMatchObject({ isRenewChat: true, earnPerMessage: 0.5 });
    await sendMessage(platform, bob, chatId, 'Hello?').expect(422);
    expect((await renewChat(platform, bob, chatId, 0.5).expect(422)).body.message).toBe(MSG.membershipRequired);
  });

  it('charges the price of the moment of renewal: a later change alters nothing bought', async () => {
    const [alice, bob] = [await payer(10), await creator(2)];
    const chatId = await chatBetween(platform, alice, bob);
    await renewChat(platform, alice, chatId, 2).expect(200);
    await chatSettings(platform, bob, { earnPerMessage: 5 });
    expect(await chatOf(alice, chatId)).toMatchObject({ isRenewChat: false, paidMessagesLeft: 1, earnPerMessage: 5 });
    await sendMessage(platform, alice, chatId, 'bought at 2').expect(201);
    await renewChat(platform, alice, chatId, 5).expect(200);
    expect(await balanceOf(platform, alice)).toBe(3);
    await waitForBalance(platform, bob, 7);
    expect(await transactions(bob)).toEqual(
      expect.arrayContaining([
        { type: 'message_earned', amount: 2 },
        { type: 'message_earned', amount: 5 },
      ]),
    );
  });

  it('charges only the price the payer confirmed: raised after they saw it, it answers 409 with the new price and charges nothing', async () => {
    const [alice, bob] = [await payer(100), await creator(0.01)];
    const chatId = await chatBetween(platform, alice, bob);
    expect(await chatOf(alice, chatId)).toMatchObject({ isRenewChat: true, earnPerMessage: 0.01 });
    await chatSettings(platform, bob, { earnPerMessage: 90 });

    const bait = await renewChat(platform, alice, chatId, 0.01).expect(409);
    expect(bait.body).toEqual({
      success: false,
      message: CHAT_MSG.earnPerMessageChanged,
      errors: [{ param: 'earnPerMessage', msg: CHAT_MSG.earnPerMessageChanged }],
      data: { earnPerMessage: 90 },
    });
    expect(await balanceOf(platform, alice)).toBe(100);
    expect(await chatOf(alice, chatId)).toMatchObject({ isRenewChat: true, paidMessagesLeft: 0 });
    await sendMessage(platform, alice, chatId, 'not bought').expect(422);
    // Once the worker has settled everything in clearing, Bob has earned nothing.
    await waitFor(async () => (await clearing()) === 0n, { what: 'clearing settled' });
    expect(await balanceOf(platform, bob)).toBe(0);
    expect(await verifyLedger(platform.db.manager)).toMatchObject({ ok: true, drift: [], unbalanced: [] });

    // Confirming the price now shown buys one message at it.
    const renewed = await renewChat(platform, alice, chatId, 90, `confirmed-${alice.id}`).expect(200);
    expect(renewed.body.data).toMatchObject({ isRenewChat: false, paidMessagesLeft: 1, earnPerMessage: 90 });
    await renewChat(platform, alice, chatId, 90, `confirmed-${alice.id}`).expect(200);
    expect(await balanceOf(platform, alice)).toBe(10);
    await waitForBalance(platform, bob, 90);
    expect((await transactions(alice)).filter((row) => row.type === 'message_paid')).toEqual([
      { type: 'message_paid', amount: -90 },
    ]);
  });

  it.each([
    ['no earnPerMessage', { earnPerMessage: undefined }, CHAT_MSG.earnPerMessageRequired],
    ['an earnPerMessage of more than 6 decimals', { earnPerMessage: 1.0000001 }, CHAT_MSG.earnPerMessageInvalid],
    ['an earnPerMessage that is not a number', { earnPerMessage: 'one' }, CHAT_MSG.earnPerMessageInvalid],
    ['a negative earnPerMessage', { earnPerMessage: -1 }, CHAT_MSG.earnPerMessageInvalid],
    [
      'an earnPerMessage above the bound',
      { earnPerMessage: MONEY_LIMITS.earnPerMessage + 1 },
      CHAT_MSG.earnPerMessageInvalid,
    ],
  ])('refuses a renewal with %s (400, param earnPerMessage) and buys nothing', async (_what, body, message) => {
    const [alice, bob] = [await payer(5), await creator(1)];
    const chatId = await chatBetween(platform, alice, bob);
    const res = await platform.http
      .put('/api/chat/update-chat')
      .set(bearer(alice))
      .send({ chatId, ...body })
      .expect(400);
    expect(res.body).toEqual({ success: false, message, errors: [{ param: 'earnPerMessage', msg: message }] });
    expect(await balanceOf(platform, alice)).toBe(5);
    expect(await chatOf(alice, chatId)).toMatchObject({ isRenewChat: true, paidMessagesLeft: 0 });
  });

  it.each([
    ['a balance below the price', 1, 2, true, 422, WALLET_MSG.insufficientBalance],
    ['no membership', 0, 1, false, 422, MSG.membershipRequired],
  ])('refuses a renewal with %s and buys nothing', async (_what, credits, price, member, status, message) => {
    const alice = member ? await payer(credits) : await signUp(platform);
    const bob = await creator(price);
    const chatId = await chatBetween(platform, alice, bob);
    const res = await renewChat(platform, alice, chatId, price).expect(status);
    expect(res.body.message).toBe(message);
    expect(await balanceOf(platform, alice)).toBe(credits);
    expect(await chatOf(alice, chatId)).toMatchObject({ isRenewChat: true, paidMessagesLeft: 0 });
  });

  it('refuses a renewal toward a member who stopped receiving messages', async () => {
    const [alice, bob] = [await payer(5), await creator(1)];
    const chatId = await chatBetween(platform, alice, bob);
    await chatSettings(platform, bob, { receiveMessage: false });
    expect((await renewChat(platform, alice, chatId, 1).expect(422)).body.message).toBe(CHAT_MSG.receiverClosed);
    expect(await balanceOf(platform, alice)).toBe(5);
  });

  it('buys exactly one message per renewal under 50 parallel renewals, each with its own Idempotency-Key', async () => {
    const [alice, bob] = [await payer(60), await creator(1)];
    const chatId = await chatBetween(platform, alice, bob);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        renewChat(platform, alice, chatId, 1, `parallel-${alice.id}-${n}`).then((res) => res.status),
      ),
    );
    expect(statuses).toEqual(Array(50).fill(200));
    expect(await balanceOf(platform, alice)).toBe(10);
    expect(await chatOf(alice, chatId)).toMatchObject({ paidMessagesLeft: 50, isRenewChat: false });
    await waitForBalance(platform, bob, 50);
    await sendMessage(platform, alice, chatId, 'one of fifty').expect(201);
    expect(await chatOf(alice, chatId)).toMatchObject({ paidMessagesLeft: 49 });
  });

  it('never overdraws under 50 parallel renewals: what is charged is what is bought', async () => {
    const [alice, bob] = [await payer(20), await creator(1)];
    const chatId = await chatBetween(platform, alice, bob);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        renewChat(platform, alice, chatId, 1, `overdraw-${alice.id}-${n}`).then((res) => res.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 422)).toHaveLength(30);
    expect(await balanceOf(platform, alice)).toBe(0);
    expect(await chatOf(alice, chatId)).toMatchObject({ paidMessagesLeft: 20 });
    await waitForBalance(platform, bob, 20);
  });

  it('buys one message for the same Idempotency-Key sent twice, or ten times at once', async () => {
    const [alice, bob] = [await payer(10), await creator(1)];
    const chatId = await chatBetween(platform, alice, bob);
    const first = await renewChat(platform, alice, chatId, 1, `same-${alice.id}`).expect(200);
    const again = await renewChat(platform, alice, chatId, 1, `same-${alice.id}`).expect(200);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(platform, alice)).toBe(9);

    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        renewChat(platform, alice, chatId, 1, `burst-${alice.id}`).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(await balanceOf(platform, alice)).toBe(8);
    expect(await chatOf(alice, chatId)).toMatchObject({ paidMessagesLeft: 2 });
    await waitForBalance(platform, bob, 2);
  });

  it('answers 409 to a key sent again after its kept answer is gone (24 hours on), never "renewed" for nothing', async () => {
    const [alice, bob] = [await payer(10), await creator(1)];
    const chatId = await chatBetween(platform, alice, bob);
    const first = await renewChat(platform, alice, chatId, 1, `late-${alice.id}`).expect(200);
    await platform.clock.later(25 * HOUR_MS, async () => {
      // 23 hours on the answer is still the first one (and the call keeps the session from idling out).
      platform.clock.advance(-2 * HOUR_MS);
      expect((await renewChat(platform, alice, chatId, 1, `late-${alice.id}`).expect(200)).body).toEqual(first.body);
      platform.clock.advance(2 * HOUR_MS);
      const late = await renewChat(platform, alice, chatId, 1, `late-${alice.id}`).expect(409);
      expect(late.body.errors).toEqual([{ param: 'general', msg: WALLET_MSG.idempotencyKeySpent }]);
    });
    expect(await balanceOf(platform, alice)).toBe(9);
    expect(await chatOf(alice, chatId)).toMatchObject({ paidMessagesLeft: 1 });
    await waitForBalance(platform, bob, 1);
  });

  it('leaves no drift in the ledger and nothing in clearing once the worker has settled every renewal', async () => {
    await waitFor(async () => (await clearing()) === 0n, { what: 'clearing settled' });
    const renewals: { count: string; paid: string; earned: string }[] = await platform.db.query(
      `SELECT (SELECT count(*) FROM chat_renewals)::text AS count,
              (SELECT -sum(amount) FROM ledger_postings WHERE type = 'message_paid' AND account_id LIKE 'member:%')::text AS paid,
              (SELECT sum(amount) FROM ledger_postings WHERE type = 'message_earned' AND account_id LIKE 'member:%')::text AS earned`,
    );
    expect(renewals[0].paid).toBe(renewals[0].earned);
    expect(Number(renewals[0].count)).toBeGreaterThan(0);
    expect(await verifyLedger(platform.db.manager)).toMatchObject({ ok: true, drift: [], unbalanced: [] });
  });
});
