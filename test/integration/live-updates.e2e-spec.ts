import type { NotificationView } from '@earnwave/contracts';
import {
  type Account,
  PASSWORD,
  registration,
  signUp,
  TestSocket,
  TestSockets,
  verificationHash,
  waitFor,
} from '@earnwave/testing';
import { appendOutbox, postEntries } from '@earnwave/db';
import { memberAvailable, PLATFORM, transfer, weekStart } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { createApp } from '../../services/api/src/bootstrap';
import { SettlementService } from '../../services/worker/src/processors/settlement/settlement.service';
import { originOf, startListening, type TestPlatform } from '../../services/api/test/support/platform';

describe('live updates and notifications', () => {
  let platform: TestPlatform;
  let url: string;
  const sockets = new TestSockets();

  beforeAll(async () => ({ platform, url } = await startListening()));
  afterEach(() => sockets.closeAll());
  afterAll(() => platform.stop());

  const open = (options: ConstructorParameters<typeof TestSocket>[1] = {}, at = url) => sockets.open(at, options);

  /** A counted content view, settled by the in-process worker through the outbox. */
  const earnFromView = (memberId: string, reward: bigint) =>
    platform.db.transaction((manager) =>
      appendOutbox(manager, 'content-view.counted', {
        viewId: randomUUID(),
        memberId,
        contentId: randomUUID(),
        reward: reward.toString(),
        weeklyTokenLimit: '1000000000',
        weekStart: weekStart(new Date()).toISOString(),
      }),
    );

  /**
   * A gift as the API's spend does it: the payer (funded from deposits first) is debited into
   * clearing, and the event asks the worker to settle clearing to the receiver.
   */
  const sendGift = (payerId: string, receiverId: string, amount: bigint) =>
    platform.db.transaction(async (manager) => {
      const spendKey = `gift:${randomUUID()}`;
      await postEntries(manager, [
        transfer('credit_purchase', `fund:${randomUUID()}`, PLATFORM.deposits, memberAvailable(payerId), amount, {
          memberId: payerId,
        }),
        transfer('gift_sent', spendKey, memberAvailable(payerId), PLATFORM.clearing, amount, { memberId: payerId }),
      ]);
      const event = {
        spendTransactionKey: spendKey,
        payerId,
        receiverId,
        amount: amount.toString(),
        fee: '0',
        receiverType: 'gift_received' as const,
      };
      return { ...event, eventId: await appendOutbox(manager, 'member-transfer.spent', event) };
    });

  const notifications = (member: Account, query = '') =>
    platform.http.get(`/api/notifications${query}`).set('Authorization', `Bearer ${member.token}`);

  describe('authentication', () => {
    it('refuses a connection without a token', async () => {
      expect((await open().refused()).message).toBe('User not authenticated.');
    });

    it('refuses a garbage token and a mailed link used as the token', async () => {
      expect((await open({ token: 'not-a-jwt' }).refused()).message).toBe('User not authenticated.');
      const body = registration();
      await platform.http.post('/api/members/registration').send(body).expect(201);
      const hash = await verificationHash(platform, body.email);
      expect((await open({ token: hash }).refused()).message).toBe('User not authenticated.');
    });

    it('accepts the session token as auth.token or as a token query parameter', async () => {
      const member = await signUp(platform);
      await open({ token: member.token }).connected();
      await open({ query: { token: member.token } }).connected();
    });

    it('closes open sockets and refuses a token revoked by a password change, and accepts the new one', async () => {
      const member = await signUp(platform);
      const before = await open({ token: member.token }).connected();
      const changed = await platform.http
        .put(`/api/users/${member.id}/password`)
        .set('Authorization', `Bearer ${member.token}`)
        .send({ oldPassword: PASSWORD, newPassword: 'Sunflower43', confirmPassword: 'Sunflower43' })
        .expect(200);

      await waitFor(() => !before.socket.connected, { what: 'the old session socket to close' });
      expect((await open({ token: member.token }).refused()).message).toBe('User not authenticated.');
      await open({ token: changed.body.data.token }).connected();
    });

    it('closes the sockets of a deactivated account and refuses its token', async () => {
      const member = await signUp(platform);
      const before = await open({ token: member.token }).connected();
      await platform.http.delete(`/api/users/${member.id}`).set('Authorization', `Bearer ${member.token}`).expect(200);
      await waitFor(() => !before.socket.connected, { what: 'the socket to close' });
      expect((await open({ token: member.token }).refused()).message).toBe('User not authenticated.');
    });
  });

  describe('balance', () => {
    it("pushes the member's exact new balance after a settlement, and nothing to another member", async () => {
      const [earner, bystander] = [await signUp(platform), await signUp(platform)];
      const earnerSocket = await open({ token: earner.token }).connected();
      const bystanderSocket = await open({ token: bystander.token }).connected();

      await earnFromView(earner.id, 250_000n);
      expect(await earnerSocket.next('balance')).toEqual({ balance: 0.25 });
      await earnFromView(earner.id, 333_333n);
      expect(await earnerSocket.next<{ balance: number }>('balance', (update) => update.balance !== 0.25)).toEqual({
        balance: 0.583333,
      });

      // The worker's pushes travel in order through one Redis channel pattern, so once the
      // bystander's own balance arrives, anything meant for the earner would have arrived first.
      await earnFromView(bystander.id, 1_000_000n);
      expect(await bystanderSocket.next('balance')).toEqual({ balance: 1 });
      expect(bystanderSocket.received).toEqual([{ event: 'balance', payload: { balance: 1 } }]);
      expect(earnerSocket.events('balance')).toEqual([{ balance: 0.25 }, { balance: 0.583333 }]);

      // A content view earns no notification: that would be one per view.
      const listed = await notifications(earner).expect(200);
      expect(listed.body.data.items).toEqual([]);
    });

    it('reaches a member connected to another API replica (rooms are shared through Redis)', async () => {
      const replica = await createApp(platform.config);
      try {
        const there = await originOf(replica);
        const member = await signUp(platform);
        const onReplica = await open({ token: member.token }, there).connected();
        const onFirst = await open({ token: member.token }).connected();

        await earnFromView(member.id, 1_500_000n);
        expect(await onReplica.next('balance')).toEqual({ balance: 1.5 });
        expect(await onFirst.next('balance')).toEqual({ balance: 1.5 });
      } finally {
        sockets.closeAll();
        await replica.close();
      }
    });
  });

  describe('notifications', () => {
    it('pushes a gift notification and the new balance, and lists it newest first until read', async () => {
      const [payer, receiver] = [await signUp(platform), await signUp(platform)];
      const socket = await open({ token: receiver.token }).connected();

      await sendGift(payer.id, receiver.id, 1_500_000n);
      const pushed = await socket.next<NotificationView>('notification');
      expect(pushed).toEqual({
        id: expect.any(String),
        type: 'gift_received',
        title: 'Gift received',
        body: 'Test Member sent you 1.50 credits',
        createdAt: expect.any(String),
      });
      expect(await socket.next('balance')).toEqual({ balance: 1.5 });

      const listed = await notifications(receiver).expect(200);
      expect(listed.body).toEqual({
        success: true,
        message: expect.any(String),
        data: {
          items: [{ ...pushed, readAt: null }],
          pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
          unread: 1,
        },
      });
      expect((await notifications(payer).expect(200)).body.data.items).toEqual([]);

      // A second gift is listed first; pages split the list.
      await sendGift(payer.id, receiver.id, 2_345_000n);
      const second = await socket.next<NotificationView>('notification', (n) => n.id !== pushed.id);
      expect(second.body).toBe('Test Member sent you 2.34 credits');
      const page1 = (await notifications(receiver, '?page=1&limit=1').expect(200)).body.data;
      const page2 = (await notifications(receiver, '?page=2&limit=1').expect(200)).body.data;
      expect(page1.items.map((n: { id: string }) => n.id)).toEqual([second.id]);
      expect(page2.items.map((n: { id: string }) => n.id)).toEqual([pushed.id]);
      expect(page2.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
      // The unread count is the member's, whichever page is asked for.
      expect([page1.unread, page2.unread]).toEqual([2, 2]);

      // Marking one, then all.
      const one = await platform.http
        .put('/api/notifications/read')
        .set('Authorization', `Bearer ${receiver.token}`)
        .send({ ids: [second.id] })
        .expect(200);
      expect(one.body.data).toEqual({ updated: 1 });
      expect((await notifications(receiver).expect(200)).body.data.unread).toBe(1);
      const all = await platform.http
        .put('/api/notifications/read')
        .set('Authorization', `Bearer ${receiver.token}`)
        .expect(200);
      expect(all.body.data).toEqual({ updated: 1 });
      const read = (await notifications(receiver).expect(200)).body.data;
      expect(read.items.every((n: { readAt: string | null }) => typeof n.readAt === 'string')).toBe(true);
      expect(read.unread).toBe(0);
    });

    it('settles a redelivered gift as a no-op: no second credit, no second notification', async () => {
      const [payer, receiver] = [await signUp(platform), await signUp(platform)];
      const socket = await open({ token: receiver.token }).connected();
      const { eventId, ...event } = await sendGift(payer.id, receiver.id, 1_000_000n);
      await socket.next('notification');

      const settlement = platform.worker!.get(SettlementService);
      // The same job delivered again finds its event processed.
      expect(await settlement.settle([eventId])).toEqual([]);
      // The same spend reported by a second event: its ledger key was used.
      const twin = await platform.db.transaction((manager) => appendOutbox(manager, 'member-transfer.spent', event));
      expect(await settlement.settle([twin])).toEqual([]);
      expect((await notifications(receiver).expect(200)).body.data.pagination.total).toBe(1);
    });

    it("marks only the caller's own notifications as read", async () => {
      const [payer, receiver, other] = [await signUp(platform), await signUp(platform), await signUp(platform)];
      const socket = await open({ token: receiver.token }).connected();
      await sendGift(payer.id, receiver.id, 1_000_000n);
      const pushed = await socket.next<NotificationView>('notification');

      const res = await platform.http
        .put('/api/notifications/read')
        .set('Authorization', `Bearer ${other.token}`)
        .send({ ids: [pushed.id] })
        .expect(200);
      expect(res.body.data).toEqual({ updated: 0 });
      const listed = (await notifications(receiver).expect(200)).body.data;
      expect(listed.items[0].readAt).toBeNull();
      expect(listed.unread).toBe(1);
    });

    it('refuses bad paging, bad ids and a call without a session', async () => {
      const member = await signUp(platform);
      for (const query of ['?limit=0', '?limit=51', '?limit=abc', '?page=0', '?page=1.5']) {
        const res = await notifications(member, query).expect(400);
        expect(res.body.success).toBe(false);
      }
      await notifications(member, '?limit=50').expect(200);
      await platform.http
        .put('/api/notifications/read')
        .set('Authorization', `Bearer ${member.token}`)
        .send({ ids: ['not-a-uuid'] })
        .expect(400);
      await platform.http.get('/api/notifications').expect(401);
      await platform.http.put('/api/notifications/read').expect(401);
    });
  });
});
