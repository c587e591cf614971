import { MSG, PROFILE_PAGE_MAX, TWO_FACTOR_MSG, WALLET_MSG } from '@earnwave/contracts';
import { randomUUID } from 'node:crypto';
import {
  type Account,
  balanceOf,
  buyCredits,
  freeMember,
  HOUR_MS,
  hashFromMail,
  newTxid,
  paidMember,
  signedCalls,
  signUp,
  todayUtc,
  uploadImage,
  waitForBalance,
  tronAddress,
} from '@earnwave/testing';
import { specPlatform } from './support/platform';
import { codeAt, enrol, wrongCode } from './support/two-factor';

describe('wallet', () => {
  const { platform, admin } = specPlatform();

  const { get, post, put } = signedCalls(() => platform);
  const platformBalance = async (account: string) =>
    BigInt(
      (await platform.db.query(`SELECT balance::text FROM ledger_accounts WHERE id = $1`, [account]))[0]?.balance ?? 0,
    );

  describe('credit purchases', () => {
    it('waits for an administrator, who credits the amount and keeps the 4 USDT fee', async () => {
      const member = await signUp(platform);
      expect(await balanceOf(platform, member)).toBe(0);
      const fees = await platformBalance('platform:fees');
      const res = await post('/api/users/create/credit/balance', member, {
        sendCreditAmount: 25,
        purchaseDate: '20-11-2026',
        totalCost: 29,
        txid: newTxid(),
      }).expect(201);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Credit request submitted successfully!',
        data: { status: 'pending' },
      });
      expect(await balanceOf(platform, member)).toBe(0);

      await post(`/api/admin/credit-purchases/${res.body.data.id}/approve`, admin, {}).expect(200);
      expect(await balanceOf(platform, member)).toBe(25);
      expect((await platformBalance('platform:fees')) - fees).toBe(4_000_000n);

      const again = await post(`/api/admin/credit-purchases/${res.body.data.id}/approve`, admin, {}).expect(409);
      expect(again.body.message).toBe(WALLET_MSG.alreadyDecided);
      expect(await balanceOf(platform, member)).toBe(25);
    });

    it('lets two administrators approving at once produce one effect', async () => {
      const member = await signUp(platform);
      const res = await post('/api/users/create/credit/balance', member, {
        sendCreditAmount: 7,
        purchaseDate: '2026-11-20',
        txid: newTxid(),
      }).expect(201);
      const statuses = await Promise.all(
        [1, 2, 3].map(() =>
          post(`/api/admin/credit-purchases/${res.body.data.id}/approve`, admin, {}).then((r) => r.status),
        ),
      );
      expect(statuses.sort()).toEqual([200, 409, 409]);
      expect(await balanceOf(platform, member)).toBe(7);
    });

    it('needs a Txid from the member or the administrator, and a Txid is used once platform-wide', async () => {
      const member = await signUp(platform);
      const txid = newTxid();
      const res = await post('/api/users/create/credit/balance', member, {
        sendCreditAmount: 3,
        purchaseDate: '20-11-2026',
      }).expect(201);
      const missing = await post(`/api/admin/credit-purchases/${res.body.data.id}/approve`, admin, {}).expect(400);
      expect(missing.body.errors).toEqual([{ param: 'txid', msg: WALLET_MSG.payoutTxidRequired }]);
      await post(`/api/admin/credit-purchases/${res.body.data.id}/approve`, admin, { txid }).expect(200);
      const reused = await post('/api/users/create/credit/balance', member, {
        sendCreditAmount: 3,
        purchaseDate: '20-11-2026',
        txid: txid.toUpperCase(),
      }).expect(422);
      expect(reused.body.errors).toEqual([{ param: 'txid', msg: WALLET_MSG.txidUsed }]);
    });

    it('takes a Txid once whatever its case, spaces or 0x prefix, across purchases, memberships and payouts', async () => {
      const hash = newTxid();
      const [first, second] = [await signUp(platform), await signUp(platform)];
      const buy = (who: Account, txid: string) =>
        post('/api/users/create/credit/balance', who, { sendCreditAmount: 3, purchaseDate: '20-11-2026', txid });
      await buy(first, `0x${hash.toUpperCase()}`).expect(201);
      for (const again of [hash, ` ${hash.toUpperCase()} `, `0X${hash}`]) {
        const res = await buy(second, again).expect(422);
        expect(res.body.errors).toEqual([{ param: 'txid', msg: WALLET_MSG.txidUsed }]);
      }
      const membership = await post('/api/members/subscription', second, {
        level: 'silver',
        receipt: hash.toUpperCase(),
        amount: 100,
        startedAt: todayUtc(),
      }).expect(409);
      expect(membership.body.errors).toEqual([{ param: 'receipt', msg: MSG.txidAlreadyUsed }]);
      const purchases = await platform.db.query(`SELECT txid FROM credit_purchases WHERE member_id IN ($1, $2)`, [
        first.id,
        second.id,
      ]);
      expect(purchases).toEqual([{ txid: `0x${hash.toUpperCase()}` }]);

      const member = await paidMember(platform, 'silver', 100);
      await buyCredits(platform, member, 20);
      const [paid, refused] = [
        await post('/api/withdrawal-requests', member, { amount: 5, walletAddress: tronAddress('wallet') }).expect(201),
        await post('/api/withdrawal-requests', member, { amount: 5, walletAddress: tronAddress('wallet') }).expect(201),
      ];
      const payout = newTxid();
      await post(`/api/admin/withdrawals/${paid.body.data.id}/approve`, admin, { txid: `0x${payout}` }).expect(200);
      const reused = await post(`/api/admin/withdrawals/${refused.body.data.id}/approve`, admin, {
        txid: ` ${payout.toUpperCase()} `,
      }).expect(409);
      expect(reused.body.errors).toEqual([{ param: 'txid', msg: WALLET_MSG.txidUsed }]);
      expect(await platformBalance(`member:${member.id}:held`)).toBe(9_000_000n);
    });

    it('takes no Txid claimed earlier in its legacy form: a stored 0x claim blocks the bare hash, and the reverse', async () => {
      // Claims stored before the Txid normalisation, as they were written then (lower-cased, the
      // 0x kept): migration 1763871700000 left some of them so.
      const [prefixed, bare] = [newTxid(), newTxid()];
      for (const legacy of [`0x${prefixed}`, bare]) {
        await platform.db.query(`INSERT INTO used_txids (txid, purpose, reference_id) VALUES ($1, 'membership', $2)`, [
          legacy,
          randomUUID(),
        ]);
      }
      const member = await signUp(platform);
      const buy = (txid: string) =>
        post('/api/users/create/credit/balance', member, { sendCreditAmount: 3, purchaseDate: '20-11-2026', txid });
      for (const again of [prefixed, prefixed.toUpperCase(), `0x${bare}`, `0X${bare.toUpperCase()}`]) {
        const res = await buy(again).expect(422);
        expect(res.body.errors).toEqual([{ param: 'txid', msg: WALLET_MSG.txidUsed }]);
      }
      const membership = await post('/api/members/subscription', member, {
        level: 'silver',
        receipt: prefixed,
        amount: 100,
        startedAt: todayUtc(),
      }).expect(409);
      expect(membership.body.errors).toEqual([{ param: 'receipt', msg: MSG.txidAlreadyUsed }]);

      const payee = await paidMember(platform, 'silver', 100);
      await buyCredits(platform, payee, 10);
      const withdrawal = await post('/api/withdrawal-requests', payee, {
        amount: 5,
        walletAddress: tronAddress('legacy-txid'),
      }).expect(201);
      const payout = await post(`/api/admin/withdrawals/${withdrawal.body.data.id}/approve`, admin, {
        txid: prefixed,
      }).expect(409);
      expect(payout.body.errors).toEqual([{ param: 'txid', msg: WALLET_MSG.txidUsed }]);
      expect(await platformBalance(`member:${payee.id}:held`)).toBe(9_000_000n);
      const [{ claims }] = await platform.db.query(
        `SELECT count(*)::int AS claims FROM used_txids WHERE txid IN ($1, $2, $3, $4)`,
        [prefixed, `0x${prefixed}`, bare, `0x${bare}`],
      );
      expect(claims).toBe(2);
    });

    it.each([
      ['sendCreditAmount', { sendCreditAmount: 0 }, WALLET_MSG.creditAmountInvalid],
      ['sendCreditAmount', { sendCreditAmount: 1.5 }, WALLET_MSG.creditAmountInvalid],
      ['purchaseDate', { purchaseDate: '2026/11/20' }, WALLET_MSG.purchaseDateInvalid],
      ['purchaseDate', { purchaseDate: '31-02-2026' }, WALLET_MSG.purchaseDateInvalid],
      ['purchaseDate', { purchaseDate: '01-01-2099' }, WALLET_MSG.purchaseDateFuture],
      ['totalCost', { totalCost: 10 }, WALLET_MSG.totalCostMismatch],
      ['txid', { txid: 'x' }, WALLET_MSG.txidInvalid],
    ])('refuses a bad %s: %j', async (param, change, msg) => {
      const member = await signUp(platform);
      const res = await post('/api/users/create/credit/balance', member, {
        sendCreditAmount: 10,
        purchaseDate: '20-11-2026',
        ...change,
      });
      expect([400, 422]).toContain(res.status);
      expect(res.body.errors).toContainEqual({ param, msg });
      const [{ count }] = await platform.db.query(`SELECT count(*)::int FROM credit_purchases WHERE member_id = $1`, [
        member.id,
      ]);
      expect(count).toBe(0);
    });

    it('rejects with a reason and credits nothing; only administrators decide', async () => {
      const member = await signUp(platform);
      const res = await post('/api/users/create/credit/balance', member, {
        sendCreditAmount: 5,
        purchaseDate: '20-11-2026',
        txid: newTxid(),
      }).expect(201);
      await post(`/api/admin/credit-purchases/${res.body.data.id}/approve`, member, {}).expect(403);
      await post(`/api/admin/credit-purchases/${res.body.data.id}/reject`, admin, { reason: ' ' }).expect(400);
      await post(`/api/admin/credit-purchases/${res.body.data.id}/reject`, admin, {
        reason: 'No such transfer',
      }).expect(200);
      expect(await balanceOf(platform, member)).toBe(0);
      const [row] = await platform.db.query(`SELECT status, rejection_reason FROM credit_purchases WHERE id = $1`, [
        res.body.data.id,
      ]);
      expect(row).toEqual({ status: 'rejected', rejection_reason: 'No such transfer' });
      const [audit] = await platform.db.query(
        `SELECT decision, admin_id, reason FROM admin_decisions WHERE record_id = $1`,
        [res.body.data.id],
      );
      expect(audit).toEqual({ decision: 'reject', admin_id: admin.id, reason: 'No such transfer' });
    });
  });

  describe('gifts', () => {
    it('debits the sender at once and credits the receiver when the worker settles', async () => {
      const [sender, receiver] = [await freeMember(platform), await freeMember(platform)];
      await buyCredits(platform, sender, 10);
      const res = await post('/api/members/send-gift', sender, { receiverId: receiver.id, sendGiftAmount: 2.5 }).expect(
        201,
      );
      expect(res.body).toMatchObject({ success: true, message: 'Gift sent', data: { sendGiftAmount: 2.5 } });
      expect(await balanceOf(platform, sender)).toBe(7.5);
      await waitForBalance(platform, receiver, 2.5);
    });

    it('credits the receiver named by their id in capitals, not an account of that spelling', async () => {
      const [sender, receiver] = [await freeMember(platform), await freeMember(platform)];
      await buyCredits(platform, sender, 10);
      const body = { receiverId: receiver.id.toUpperCase(), sendGiftAmount: 2.5 };
      await post('/api/members/send-gift', sender, body).expect(201);
      await waitForBalance(platform, receiver, 2.5);
    });

    it.each([
      [{ sendGiftAmount: 0.5 }, 'sendGiftAmount', WALLET_MSG.giftAmountInvalid],
      [{ sendGiftAmount: 1.0000001 }, 'sendGiftAmount', WALLET_MSG.giftAmountInvalid],
      [{ sendGiftAmount: 'ten' }, 'sendGiftAmount', WALLET_MSG.giftAmountInvalid],
      [{ sendGiftAmount: 500 }, 'sendGiftAmount', WALLET_MSG.insufficientBalance],
      [{ receiverId: 'self' }, 'general', WALLET_MSG.giftToSelf],
      // The sender's own id in capitals still names the sender (PostgreSQL reads a UUID in either case).
      [{ receiverId: 'SELF' }, 'general', WALLET_MSG.giftToSelf],
      [{ receiverId: '3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b' }, 'general', WALLET_MSG.receiverUnknown],
    ])('refuses %j under %s and moves nothing', async (change, param, msg) => {
      const [sender, receiver] = [await freeMember(platform), await freeMember(platform)];
      await buyCredits(platform, sender, 3);
      const body = { receiverId: receiver.id, sendGiftAmount: 1, ...change };
      if (body.receiverId === 'self') body.receiverId = sender.id;
      if (body.receiverId === 'SELF') body.receiverId = sender.id.toUpperCase();
      const res = await post('/api/members/send-gift', sender, body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body.errors).toContainEqual({ param, msg });
      expect(await balanceOf(platform, sender)).toBe(3);
    });

    it('answers a repeated Idempotency-Key with the first answer and sends once', async () => {
      const [sender, receiver] = [await freeMember(platform), await freeMember(platform)];
      await buyCredits(platform, sender, 5);
      const send = () =>
        post('/api/members/send-gift', sender, { receiverId: receiver.id, sendGiftAmount: 2 }).set(
          'Idempotency-Key',
          `gift-${sender.id}`,
        );
      const first = await send().expect(201);
      const second = await send().expect(201);
      expect(second.body).toEqual(first.body);
      expect(await balanceOf(platform, sender)).toBe(3);
      await waitForBalance(platform, receiver, 2);
    });

    it('answers repeats of a key sent at once with the first answer, and sends once', async () => {
      const [sender, receiver] = [await freeMember(platform), await freeMember(platform)];
      await buyCredits(platform, sender, 5);
      const send = () =>
        post('/api/members/send-gift', sender, { receiverId: receiver.id, sendGiftAmount: 2 }).set(
          'Idempotency-Key',
          `gift-burst-${sender.id}`,
        );
      const answers = await Promise.all(Array.from({ length: 6 }, () => send()));
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
      expect(await balanceOf(platform, sender)).toBe(3);
      const [{ gifts }] = await platform.db.query(`SELECT count(*)::int AS gifts FROM gifts WHERE sender_id = $1`, [
        sender.id,
      ]);
      expect(gifts).toBe(1);
      await waitForBalance(platform, receiver, 2);
    });

    it('answers 409 to a key whose kept answer is gone, never a new gift id that moved nothing', async () => {
      const [sender, receiver] = [await paidMember(platform, 'silver', 100), await freeMember(platform)];
      await buyCredits(platform, sender, 5);
      const send = () =>
        post('/api/members/send-gift', sender, { receiverId: receiver.id, sendGiftAmount: 2 }).set(
          'Idempotency-Key',
          `gift-again-${sender.id}`,
        );
      await send().expect(201);
      await platform.db.query(`DELETE FROM idempotent_requests WHERE member_id = $1`, [sender.id]);
      const again = await send().expect(409);
      expect(again.body).toMatchObject({
        success: false,
        errors: [{ param: 'general', msg: WALLET_MSG.idempotencyKeySpent }],
      });
      expect(await balanceOf(platform, sender)).toBe(3);
      const [{ gifts, events }] = await platform.db.query(
        `SELECT (SELECT count(*)::int FROM gifts WHERE sender_id = $1) AS gifts,
                (SELECT count(*)::int FROM outbox WHERE type = 'member-transfer.spent' AND payload->>'payerId' = $1::text) AS events`,
        [sender.id],
      );
      expect({ gifts, events }).toEqual({ gifts: 1, events: 1 });
      await waitForBalance(platform, receiver, 2);
    });

    it('answers the first answer to a key for 24 hours, then 409 with nothing moved (the ledger key holds)', async () => {
      const [sender, receiver] = [await paidMember(platform, 'silver', 100), await freeMember(platform)];
      await buyCredits(platform, sender, 5);
      const send = () =>
        post('/api/members/send-gift', sender, { receiverId: receiver.id, sendGiftAmount: 2 }).set(
          'Idempotency-Key',
          `gift-late-${sender.id}`,
        );
      const first = await send().expect(201);
      await platform.clock.later(25 * HOUR_MS, async () => {
        // 23 hours on the answer is still the first one (and the call keeps the session from idling out).
        platform.clock.advance(-2 * HOUR_MS);
        expect((await send().expect(201)).body).toEqual(first.body);
        platform.clock.advance(2 * HOUR_MS);
        const late = await send().expect(409);
        expect(late.body.errors).toEqual([{ param: 'general', msg: WALLET_MSG.idempotencyKeySpent }]);
        // Refused, the key stays refused: no retry of it ever spends.
        await send().expect(409);
      });
      expect(await balanceOf(platform, sender)).toBe(3);
      const [{ gifts }] = await platform.db.query(`SELECT count(*)::int AS gifts FROM gifts WHERE sender_id = $1`, [
        sender.id,
      ]);
      expect(gifts).toBe(1);
      await waitForBalance(platform, receiver, 2);
    });

    it('never overdraws a paid member under 30 concurrent gifts: exactly the affordable ones go', async () => {
      const [sender, receiver] = [await paidMember(platform, 'silver', 100), await freeMember(platform)];
      await buyCredits(platform, sender, 7);
      const statuses = await Promise.all(
        Array.from({ length: 30 }, () =>
          post('/api/members/send-gift', sender, { receiverId: receiver.id, sendGiftAmount: 2 }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 422)).toHaveLength(27);
      expect(await balanceOf(platform, sender)).toBe(1);
      await waitForBalance(platform, receiver, 6);
    });

    it('never overdraws under 50 concurrent gifts from one member', async () => {
      const [sender, receiver] = [await freeMember(platform), await freeMember(platform)];
      await buyCredits(platform, sender, 20);
      const statuses = await Promise.all(
        Array.from({ length: 50 }, () =>
          post('/api/members/send-gift', sender, { receiverId: receiver.id, sendGiftAmount: 1 }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses.filter((s) => s === 422)).toHaveLength(30);
      expect(await balanceOf(platform, sender)).toBe(0);
      await waitForBalance(platform, receiver, 20);
    });

    it('is refused to a member without an unexpired membership, and to administrators', async () => {
      const [sender, receiver] = [await signUp(platform), await freeMember(platform)];
      const res = await post('/api/members/send-gift', sender, { receiverId: receiver.id, sendGiftAmount: 1 }).expect(
        422,
      );
      expect(res.body.success).toBe(false);
      await post('/api/members/send-gift', admin, { receiverId: receiver.id, sendGiftAmount: 1 }).expect(403);
    });
  });

  describe('gifts received', () => {
    const received = (who: Account, query = '') => get(`/api/members/gifts/received${query}`, who);
    const sendGift = async (sender: Account, receiver: Account, sendGiftAmount: number) =>
      (await post('/api/members/send-gift', sender, { receiverId: receiver.id, sendGiftAmount }).expect(201)).body.data
        .id as string;

    it("lists the caller's received gifts newest first, with the sender and the amount in credits", async () => {
      const [sender, receiver] = [await freeMember(platform, { name: 'Generous Gus' }), await freeMember(platform)];
      const image = (await uploadImage(platform, sender)).relativePath;
      await put('/api/members/update/profile', sender, { image }).expect(200);
      await buyCredits(platform, sender, 10);
      const first = await sendGift(sender, receiver, 2.5);
      const second = await sendGift(sender, receiver, 1.25);

      const res = await received(receiver).expect(200);
      const senderRef = { id: sender.id, name: 'Generous Gus', userProfile: { image } };
      expect(res.body).toEqual({
        success: true,
        message: WALLET_MSG.giftsReceived,
        data: {
          items: [
            { id: second, amount: 1.25, createdAt: expect.any(String), sender: senderRef },
            { id: first, amount: 2.5, createdAt: expect.any(String), sender: senderRef },
          ],
          pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
        },
      });
      const createdAt = res.body.data.items[0].createdAt;
      expect(new Date(createdAt).toISOString()).toBe(createdAt);
      // Gifts sent are not gifts received.
      expect((await received(sender).expect(200)).body.data).toEqual({
        items: [],
        pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
      });
    });

    it('pages the list with page and limit', async () => {
      const [sender, receiver] = [await freeMember(platform), await freeMember(platform)];
      await buyCredits(platform, sender, 10);
      const newestFirst: string[] = [];
      for (const amount of [1, 2, 3]) newestFirst.unshift(await sendGift(sender, receiver, amount));
      const page = async (query: string) => (await received(receiver, query).expect(200)).body.data;
      const [page1, page2] = [await page('?page=1&limit=2'), await page('?page=2&limit=2')];
      expect(page1.items.map((gift: { id: string }) => gift.id)).toEqual(newestFirst.slice(0, 2));
      expect(page2.items.map((gift: { id: string; amount: number }) => [gift.id, gift.amount])).toEqual([
        [newestFirst[2], 1],
      ]);
      expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
      expect((await page('?page=3&limit=2')).items).toEqual([]);
      expect((await page(`?limit=${PROFILE_PAGE_MAX}`)).items).toHaveLength(3);
    });

    it('refuses bad paging under its param in the error shape', async () => {
      const member = await freeMember(platform);
      for (const [query, param] of [
        ['?page=0', 'page'],
        ['?page=1.5', 'page'],
        ['?page=abc', 'page'],
        ['?limit=0', 'limit'],
        ['?limit=abc', 'limit'],
        [`?limit=${PROFILE_PAGE_MAX + 1}`, 'limit'],
      ]) {
        const res = await received(member, query).expect(400);
        expect(res.body).toEqual({
          success: false,
          message: expect.any(String),
          errors: [{ param, msg: expect.stringContaining(`${param} must be a whole number`) }],
        });
      }
    });

    it('needs a session; an advertiser has a list, an administrator is refused as on the other wallet calls', async () => {
      await platform.http.get('/api/members/gifts/received').expect(401);
      const advertiser = await signUp(platform, { role: 'advertiser' });
      expect((await received(advertiser).expect(200)).body.data.items).toEqual([]);
      const res = await received(admin).expect(403);
      expect(res.body.message).toBe(MSG.forbidden);
    });

    it('is documented in the OpenAPI document with its paging', async () => {
      const res = await platform.http.get('/api/docs-json').expect(200);
      const operation = res.body.paths['/api/members/gifts/received']?.get;
      expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['page', 'limit']);
    });
  });

  describe('withdrawals', () => {
    it('holds the amount and the 4-credit fee; approval pays out with the Txid', async () => {
      const member = await paidMember(platform, 'silver', 100);
      await buyCredits(platform, member, 50);
      const res = await post('/api/withdrawal-requests', member, {
        amount: 20,
        walletAddress: ` ${tronAddress('TQ5pWallet')} `,
      }).expect(201);
      expect(res.body.data).toMatchObject({ amount: 20, fee: 4, status: 'pending' });
      expect(await balanceOf(platform, member)).toBe(26);
      const payouts = await platformBalance('platform:payouts');

      const noTxid = await post(`/api/admin/withdrawals/${res.body.data.id}/approve`, admin, {}).expect(400);
      expect(noTxid.body.errors).toEqual([{ param: 'txid', msg: WALLET_MSG.payoutTxidRequired }]);
      await post(`/api/admin/withdrawals/${res.body.data.id}/approve`, admin, { txid: newTxid() }).expect(200);
      expect((await platformBalance('platform:payouts')) - payouts).toBe(20_000_000n);
      expect(await platformBalance(`member:${member.id}:held`)).toBe(0n);
      expect(await balanceOf(platform, member)).toBe(26);
    });

    it('releases the hold on rejection', async () => {
      const member = await paidMember(platform, 'silver', 100);
      await buyCredits(platform, member, 10);
      const res = await post('/api/withdrawal-requests', member, {
        amount: 6,
        walletAddress: tronAddress('wallet-1'),
      }).expect(201);
      expect(await balanceOf(platform, member)).toBe(0);
      await post(`/api/admin/withdrawals/${res.body.data.id}/reject`, admin, { reason: 'Wrong network' }).expect(200);
      expect(await balanceOf(platform, member)).toBe(10);
    });

    it.each([
      [{ amount: 0 }, 'amount', WALLET_MSG.withdrawalAmountInvalid],
      [{ amount: 7 }, 'amount', WALLET_MSG.insufficientBalance],
      [{ walletAddress: '' }, 'walletAddress', WALLET_MSG.walletRequired],
      [{ walletAddress: tronAddress('w').repeat(151) }, 'walletAddress', WALLET_MSG.walletTooLong],
    ])('refuses %j under %s', async (change, param, msg) => {
      const member = await paidMember(platform, 'silver', 100);
      await buyCredits(platform, member, 10);
      const res = await post('/api/withdrawal-requests', member, {
        amount: 5,
        walletAddress: tronAddress('wallet'),
        ...change,
      });
      expect([400, 422]).toContain(res.status);
      expect(res.body.errors).toContainEqual({ param, msg });
      expect(await balanceOf(platform, member)).toBe(10);
    });

    it('lets a free bronze member withdraw at most 10 credits of what they earned in total', async () => {
      const member = await freeMember(platform);
      const patron = await paidMember(platform, 'silver', 100);
      await buyCredits(platform, patron, 40);
      await post('/api/members/send-gift', patron, { receiverId: member.id, sendGiftAmount: 30 }).expect(201);
      await waitForBalance(platform, member, 30);
      await post('/api/withdrawal-requests', member, { amount: 6, walletAddress: tronAddress('wallet') }).expect(201);
      const over = await post('/api/withdrawal-requests', member, {
        amount: 5,
        walletAddress: tronAddress('wallet'),
      }).expect(422);
      expect(over.body.errors).toEqual([{ param: 'amount', msg: WALLET_MSG.freeMembershipSendLimit }]);
      await post('/api/withdrawal-requests', member, { amount: 4, walletAddress: tronAddress('wallet') }).expect(201);
    });

    it('holds once for a repeated Idempotency-Key, and refuses the key on another call', async () => {
      const member = await paidMember(platform, 'silver', 100);
      await buyCredits(platform, member, 20);
      const key = `withdraw-${member.id}`;
      const first = await post('/api/withdrawal-requests', member, { amount: 5, walletAddress: tronAddress('w') })
        .set('Idempotency-Key', key)
        .expect(201);
      const again = await post('/api/withdrawal-requests', member, { amount: 5, walletAddress: tronAddress('w') })
        .set('Idempotency-Key', key)
        .expect(201);
      expect(again.body).toEqual(first.body);
      expect(await balanceOf(platform, member)).toBe(11);
      const elsewhere = await post('/api/members/send-gift', member, { receiverId: admin.id, sendGiftAmount: 1 }).set(
        'Idempotency-Key',
        key,
      );
      expect(elsewhere.status).toBe(422);
      expect(elsewhere.body.message).toBe(WALLET_MSG.idempotencyKeyReused);
      expect(await balanceOf(platform, member)).toBe(11);
    });

    it('refuses a key sent again 25 hours on with 409 and holds nothing a second time', async () => {
      const member = await paidMember(platform, 'silver', 100);
      await buyCredits(platform, member, 20);
      const withdraw = () =>
        post('/api/withdrawal-requests', member, { amount: 5, walletAddress: tronAddress('late') }).set(
          'Idempotency-Key',
          `withdraw-late-${member.id}`,
        );
      const first = await withdraw().expect(201);
      await platform.clock.later(25 * HOUR_MS, async () => {
        // 23 hours on the answer is still the first one (and the call keeps the session from idling out).
        platform.clock.advance(-2 * HOUR_MS);
        expect((await withdraw().expect(201)).body).toEqual(first.body);
        platform.clock.advance(2 * HOUR_MS);
        const late = await withdraw().expect(409);
        expect(late.body).toEqual({
          success: false,
          message: WALLET_MSG.idempotencyKeySpent,
          errors: [{ param: 'general', msg: WALLET_MSG.idempotencyKeySpent }],
        });
        await withdraw().expect(409);
      });
      expect(await balanceOf(platform, member)).toBe(11);
      expect(await withdrawals(member)).toBe(1);
    });

    it('never overdraws under 50 concurrent withdrawals', async () => {
      const member = await paidMember(platform, 'silver', 100);
      await buyCredits(platform, member, 50);
      const statuses = await Promise.all(
        Array.from({ length: 50 }, () =>
          post('/api/withdrawal-requests', member, { amount: 1, walletAddress: tronAddress('w') }).then(
            (r) => r.status,
          ),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(await balanceOf(platform, member)).toBe(0);
    });

    it('needs a session and refuses an administrator', async () => {
      await platform.http
        .post('/api/withdrawal-requests')
        .send({ amount: 1, walletAddress: tronAddress('w') })
        .expect(401);
      const res = await post('/api/withdrawal-requests', admin, { amount: 1, walletAddress: tronAddress('w') }).expect(
        403,
      );
      expect(res.body.message).toBe(MSG.forbidden);
    });

    const heldOf = (member: Account) => platformBalance(`member:${member.id}:held`);
    const withdrawals = async (member: Account) =>
      (
        await platform.db.query(`SELECT count(*)::int AS n FROM withdrawal_requests WHERE member_id = $1`, [member.id])
      )[0].n as number;
    const cancelLink = async (member: Account, walletAddress: string) =>
      hashFromMail(
        await platform.mail.waitForMail(member.email, (m) => m.text.includes(walletAddress)),
        '/withdrawal/cancel',
        platform.config.webOrigin,
      );
    const cancel = (hash: string) =>
      platform.http.post('/api/withdrawal-requests/cancel').set('Authorization', `Bearer ${hash}`).send({});

    it('asks a member with two-factor on for a fresh code: none, a wrong or a replayed one holds nothing', async () => {
      const member = await paidMember(platform, 'silver', 100);
      await buyCredits(platform, member, 30);
      const { secret } = await enrol(platform, member);
      const withdraw = (code?: string) =>
        post('/api/withdrawal-requests', member, { amount: 5, walletAddress: tronAddress('two-factor'), code });

      const missing = await withdraw().expect(422);
      expect(missing.body).toEqual({
        success: false,
        message: TWO_FACTOR_MSG.codeRequired,
        errors: [{ param: 'code', msg: TWO_FACTOR_MSG.codeRequired }],
      });
      const wrong = await withdraw(await wrongCode(secret)).expect(422);
      expect(wrong.body.errors).toEqual([{ param: 'code', msg: TWO_FACTOR_MSG.codeWrong }]);
      expect(await balanceOf(platform, member)).toBe(30);
      expect(await heldOf(member)).toBe(0n);
      expect(await withdrawals(member)).toBe(0);

      // The enrolment used the current step's code: the next step's is fresh.
      const code = await codeAt(secret, 1);
      await withdraw(code).expect(201);
      expect(await balanceOf(platform, member)).toBe(21);
      const replayed = await withdraw(code).expect(422);
      expect(replayed.body.errors).toEqual([{ param: 'code', msg: TWO_FACTOR_MSG.codeWrong }]);
      expect(await balanceOf(platform, member)).toBe(21);
      expect(await withdrawals(member)).toBe(1);
    });

    it('spends no code on a refused withdrawal: the recovery code of one refused for its balance still works', async () => {
      const member = await paidMember(platform, 'silver', 100);
      await buyCredits(platform, member, 8);
      const { recoveryCodes } = await enrol(platform, member);
      const withdraw = (amount: number, code: string) =>
        post('/api/withdrawal-requests', member, { amount, walletAddress: tronAddress('recovery'), code });

      const refused = await withdraw(5, recoveryCodes[0]).expect(422);
      expect(refused.body.errors).toEqual([{ param: 'amount', msg: WALLET_MSG.insufficientBalance }]);
      expect(await withdrawals(member)).toBe(0);
      await withdraw(4, recoveryCodes[0]).expect(201);
      expect(await balanceOf(platform, member)).toBe(0);
      expect(await heldOf(member)).toBe(8_000_000n);
      const [{ left }] = await platform.db.query(
        `SELECT count(*)::int AS left FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
        [member.id],
      );
      expect(left).toBe(recoveryCodes.length - 1);
    });

    it('mails every withdrawal with its amount and wallet; the link cancels it once and releases the hold', async () => {
      const member = await paidMember(platform, 'silver', 100);
      await buyCredits(platform, member, 30);
      const wallet = tronAddress(`cancel-${member.id}`);
      await post('/api/withdrawal-requests', member, { amount: 12.5, walletAddress: wallet }).expect(201);
      expect(await balanceOf(platform, member)).toBe(13.5);
      const mail = await platform.mail.waitForMail(member.email, (m) => m.text.includes(wallet));
      expect(mail.subject).toContain('12.5 USDT');
      expect(mail.text).toContain(`12.5 USDT (fee 4 USDT) to the wallet ${wallet}`);
      const hash = await cancelLink(member, wallet);

      const cancelled = await cancel(hash).expect(200);
      expect(cancelled.body).toMatchObject({ success: true, message: WALLET_MSG.withdrawalCancelled });
      expect(await balanceOf(platform, member)).toBe(30);
      expect(await heldOf(member)).toBe(0n);
      // A second click, or two at once, releases nothing more.
      const twice = await Promise.all([cancel(hash), cancel(hash)]);
      expect(twice.map((res) => res.status)).toEqual([410, 410]);
      expect(await balanceOf(platform, member)).toBe(30);
      // Nor can an administrator decide it afterwards.
      const [{ id }] = await platform.db.query(`SELECT id FROM withdrawal_requests WHERE member_id = $1`, [member.id]);
      await post(`/api/admin/withdrawals/${id}/approve`, admin, { txid: newTxid() }).expect(409);
      expect(await balanceOf(platform, member)).toBe(30);
    });

    const ledgerKeys = async (withdrawalId: string) =>
      (
        (await platform.db.query(
          `SELECT idempotency_key AS key FROM ledger_transactions WHERE metadata->>'requestId' = $1 ORDER BY key`,
          [withdrawalId],
        )) as { key: string }[]
      ).map((row) => row.key);

    it('two cancels of a fresh withdrawal at once: one cancels, the other answers 410, the hold comes back once', async () => {
      const member = await paidMember(platform, 'silver', 100);
      await buyCredits(platform, member, 30);
      const wallet = tronAddress(`cancel-race-${member.id}`);
      const res = await post('/api/withdrawal-requests', member, { amount: 10, walletAddress: wallet }).expect(201);
      const hash = await cancelLink(member, wallet);

      const answers = await Promise.all([cancel(hash), cancel(hash)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
      expect(answers.find((answer) => answer.status === 410)!.body).toEqual({
        success: false,
        message: MSG.linkUsed,
        errors: [{ param: 'general', msg: MSG.linkUsed }],
      });
      expect(await balanceOf(platform, member)).toBe(30);
      expect(await heldOf(member)).toBe(0n);
      expect(await ledgerKeys(res.body.data.id)).toEqual([`withdrawal-release:${res.body.data.id}`]);
      const [{ status }] = await platform.db.query(`SELECT status FROM withdrawal_requests WHERE id = $1`, [
        res.body.data.id,
      ]);
      expect(status).toBe('cancelled');
    });

    it('a cancel and an approval at the same moment: exactly one wins, the other answers 409, never both moves', async () => {
      const member = await paidMember(platform, 'silver', 100);
      await buyCredits(platform, member, 60);
      const payouts = await platformBalance('platform:payouts');
      let approved = 0;
      for (const round of [1, 2, 3]) {
        const wallet = tronAddress(`cancel-or-approve-${round}-${member.id}`);
        const res = await post('/api/withdrawal-requests', member, { amount: 5, walletAddress: wallet }).expect(201);
        const id = res.body.data.id as string;
        const hash = await cancelLink(member, wallet);

        const [cancelled, approval] = await Promise.all([
          cancel(hash),
          post(`/api/admin/withdrawals/${id}/approve`, admin, { txid: newTxid() }),
        ]);
        expect([cancelled.status, approval.status].sort()).toEqual([200, 409]);
        const [{ status }] = await platform.db.query(`SELECT status FROM withdrawal_requests WHERE id = $1`, [id]);
        if (approval.status === 200) {
          approved += 1;
          expect(cancelled.body.message).toBe(WALLET_MSG.withdrawalNotPending);
          expect(status).toBe('approved');
          expect(await ledgerKeys(id)).toEqual([`withdrawal-fee-charged:${id}`, `withdrawal-payout:${id}`]);
        } else {
          expect(approval.body.message).toBe(WALLET_MSG.alreadyDecided);
          expect(status).toBe('cancelled');
          expect(await ledgerKeys(id)).toEqual([`withdrawal-release:${id}`]);
        }
      }
      expect(await heldOf(member)).toBe(0n);
      expect(await balanceOf(platform, member)).toBe(60 - 9 * approved);
      expect((await platformBalance('platform:payouts')) - payouts).toBe(5_000_000n * BigInt(approved));
    });

    it('refuses to cancel a decided withdrawal, a forged link and a session token as the link', async () => {
      const member = await paidMember(platform, 'silver', 100);
      await buyCredits(platform, member, 30);
      const wallet = tronAddress(`decided-${member.id}`);
      const res = await post('/api/withdrawal-requests', member, { amount: 10, walletAddress: wallet }).expect(201);
      const hash = await cancelLink(member, wallet);
      await post(`/api/admin/withdrawals/${res.body.data.id}/approve`, admin, { txid: newTxid() }).expect(200);
      const late = await cancel(hash).expect(409);
      expect(late.body.message).toBe(WALLET_MSG.withdrawalNotPending);
      expect(await balanceOf(platform, member)).toBe(16);
      await cancel(`${hash.slice(0, -2)}xx`).expect(401);
      await cancel(member.token).expect(401);
      expect(await platformBalance('platform:payouts')).toBeGreaterThanOrEqual(10_000_000n);
    });
  });
});
