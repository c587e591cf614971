import { MSG, TASK_MSG, type NotificationView } from '@earnwave/contracts';
import { PLATFORM, taskEscrow } from '@earnwave/domain';
import {
  type Account,
  accountBalance,
  advertiserWithTask,
  balanceOf,
  bearer,
  type Catalogue,
  createTask,
  DAY_MS,
  freeMember,
  fundedAdvertiser,
  logIn,
  perform,
  receivedProofs,
  signedCalls,
  signUp,
  taskWithProof,
  TestSockets,
  uploadImage,
  waitFor,
  waitForBalance,
  HOUR_MS,
} from '@earnwave/testing';
import { MaintenanceService } from '../../services/worker/src/processors/maintenance/maintenance.service';
import { SettlementService } from '../../services/worker/src/processors/settlement/settlement.service';
import { startTaskPlatform, stopCheckingLedger, type TestPlatform } from '../../services/api/test/support/platform';

const MINUTE_MS = 60 * 1000;

describe('tasks: proofs, decisions and their payment', () => {
  let platform: TestPlatform;
  let admin: Account;
  let pricing: Catalogue;
  let url: string;
  const sockets = new TestSockets();
  beforeAll(async () => {
    ({ platform, admin, pricing } = await startTaskPlatform());
    url = await platform.origin();
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => stopCheckingLedger(platform));

  const { get, post } = signedCalls(() => platform);
  const decide = (proofId: string, who: Account, body: object) =>
    platform.http.put(`/api/task/update-task-status/${proofId}`).set(bearer(who)).send(body);
  const memberTask = async (member: Account, taskId: string) =>
    (await get(`/api/task/task-member/${taskId}`, member).expect(200)).body.data;
  const notificationsOf = async (who: Account) =>
    (await get('/api/notifications', who).expect(200)).body.data.items as NotificationView[];
  const socketOf = async (who: Account) => sockets.open(url, { token: who.token }).connected();

  describe('performing a task', () => {
    it('takes a screenshot per pricing (a web address for url rows) and tells the owner live', async () => {
      const { owner, taskId } = await advertiserWithTask(platform, {
        leads: 2,
        pricings: [pricing.follow, pricing.review],
      });
      const ownerSocket = await socketOf(owner);
      const member = await freeMember(platform, { name: 'Maria Perform' });
      const res = await perform(platform, member, taskId, [pricing.follow, pricing.review]);
      expect(res.body.data.proofs).toHaveLength(2);

      const proofs = await receivedProofs(platform, owner, taskId);
      expect(proofs).toHaveLength(2);
      const follow = proofs.find((proof) => proof.taskPricingTitle === pricing.follow.title)!;
      expect(follow).toMatchObject({
        memberName: 'Maria Perform',
        status: 'PENDING',
        screenshot: expect.stringMatching(/^http:\/\/web\.test\/uploads\/.+\.png$/),
      });
      expect(proofs.find((proof) => proof.taskPricingTitle === pricing.review.title)!.screenshot).toBe(
        'https://reviews.example.com/sunny-bakery/1',
      );
      const notice = await ownerSocket.next<NotificationView>('notification', (n) => n.type === 'task_proof_received');
      expect(notice.body).toBe(
        'Maria Perform sent 2 proofs for your task "Sunny Bakery". Review them on the task\'s progress page.',
      );
      const task = await memberTask(member, taskId);
      expect(task.assignedPrices.map((price: { isUploadScreenshot: boolean }) => price.isUploadScreenshot)).toEqual([
        true,
        true,
      ]);
      const details = (await get(`/api/task/get/${taskId}`, owner)).body.data.data;
      expect(details).toMatchObject({ noOfLeads: 2, remainingOfLeads: 1, performingNoOfLeads: 1, completeTask: 0 });
    });

    it('takes at least one proof, one per pricing at a time, of the pricings the task has', async () => {
      const { taskId } = await advertiserWithTask(platform, { pricings: [pricing.follow, pricing.review] });
      const member = await freeMember(platform);
      const none = await post('/api/task/perform-task', member, { taskId, taskPricings: [] }).expect(400);
      expect(none.body.errors).toEqual([{ param: 'taskPricings', msg: TASK_MSG.proofsRequired }]);
      const shot = await uploadImage(platform, member);
      const twice = await post('/api/task/perform-task', member, {
        taskId,
        taskPricings: [
          { taskPricingId: pricing.follow.id, screenshot: shot.relativePath },
          { taskPricingId: pricing.follow.id, screenshot: shot.relativePath },
        ],
      }).expect(400);
      expect(twice.body.errors).toEqual([{ param: 'taskPricings.1.taskPricingId', msg: TASK_MSG.proofTwice }]);
      const unknown = await post('/api/task/perform-task', member, {
        taskId,
        taskPricings: [{ taskPricingId: pricing.share.id, screenshot: shot.relativePath }],
      }).expect(422);
      expect(unknown.body.errors).toEqual([
        { param: 'taskPricings.0.taskPricingId', msg: TASK_MSG.proofPricingUnknown },
      ]);

      await perform(platform, member, taskId, [pricing.follow]);
      const again = await perform(platform, member, taskId, [pricing.follow], 409);
      expect(again.body.errors).toEqual([{ param: 'taskPricings.0.taskPricingId', msg: TASK_MSG.proofAlreadySent }]);
      // The other pricing may follow later, on the same lead.
      await perform(platform, member, taskId, [pricing.review]);
      const [{ reserved_leads: reserved }] = await platform.db.query(`SELECT reserved_leads FROM tasks WHERE id = $1`, [
        taskId,
      ]);
      expect(reserved).toBe(1);
    });

    it("takes only the member's own uploaded images, and a web address for url rows", async () => {
      const { owner, taskId } = await advertiserWithTask(platform, {
        leads: 3,
        pricings: [pricing.follow, pricing.review],
      });
      const member = await freeMember(platform);
      const theirs = await uploadImage(platform, owner);
      const cases = [
        [pricing.follow.id, theirs.relativePath, TASK_MSG.screenshotNotUploaded],
        [pricing.follow.id, 'https://example.com/screenshot.png', TASK_MSG.screenshotNotUploaded],
        [pricing.review.id, 'javascript:alert(1)', TASK_MSG.proofUrlInvalid],
      ];
      for (const [taskPricingId, screenshot, msg] of cases) {
        const res = await post('/api/task/perform-task', member, {
          taskId,
          taskPricings: [{ taskPricingId, screenshot }],
        });
        expect([res.status, res.body.errors]).toEqual([422, [{ param: 'taskPricings.0.screenshot', msg }]]);
      }
      // Refused proofs took no lead.
      const [{ reserved_leads: reserved }] = await platform.db.query(`SELECT reserved_leads FROM tasks WHERE id = $1`, [
        taskId,
      ]);
      expect(reserved).toBe(0);
    });

    it('needs an unexpired membership, and nobody performs their own task', async () => {
      const { owner, taskId } = await advertiserWithTask(platform, {
        leads: 2,
        pricings: [pricing.follow],
        role: 'member_advertiser',
      });
      const newcomer = await signUp(platform);
      const res = await perform(platform, newcomer, taskId, [pricing.follow], 422);
      expect(res.body.errors).toEqual([{ param: 'general', msg: MSG.membershipRequired }]);

      const expired = await freeMember(platform);
      const { endedAt } = (await get(`/api/members/${expired.id}`, expired).expect(200)).body.data.memberSubscription;
      // A day after the membership ran out (sessions idle out on the same clock: sign in again).
      const late = await platform.clock.later(Date.parse(endedAt) - platform.clock.now().getTime() + DAY_MS, async () =>
        perform(platform, await logIn(platform, expired.email, expired.password), taskId, [pricing.follow], 422),
      );
      expect(late.body.errors).toEqual([{ param: 'general', msg: MSG.membershipExpired }]);

      await freeMemberFor(owner);
      const own = await perform(platform, owner, taskId, [pricing.follow], 422);
      expect(own.body.errors).toEqual([{ param: 'general', msg: TASK_MSG.ownTask }]);
      const list = await get('/api/task/tasks-member', owner).expect(200);
      expect(list.body.data.map((task: { id: string }) => task.id)).not.toContain(taskId);
    });
  });

  /** Gives a member_advertiser the free membership members take. */
  const freeMemberFor = async (who: Account) => {
    await platform.http
      .post('/api/members/subscription')
      .set(bearer(who))
      .send({
        level: 'bronze',
        receipt: 'FREE',
        amount: 0,
        startedAt: `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`,
      })
      .expect(201);
    await waitFor(async () => (await get(`/api/members/${who.id}`, who)).body.data.status === 'active');
  };

  describe('deciding proofs', () => {
    it('pays an approval from escrow: the reward to the member, the rest to revenue, live', async () => {
      const { owner, taskId, member, proof } = await taskWithProof(platform, { leads: 2, pricings: [pricing.follow] });
      const memberSocket = await socketOf(member);
      const revenue = await accountBalance(platform, PLATFORM.revenue);

      // A client may send the (empty) reason field with an approval: it is ignored.
      const res = await decide(proof.id, owner, { status: 'APPROVED', rejectionMessage: '' }).expect(200);
      expect(res.body).toMatchObject({ success: true, message: 'Screenshot status updated successfully' });
      await waitForBalance(platform, member, 1.5);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(2_000_000n);
      expect((await accountBalance(platform, PLATFORM.revenue)) - revenue).toBe(500_000n);
      expect(await balanceOf(platform, owner)).toBe(16);
      await memberSocket.next<{ balance: number }>('balance', (update) => update.balance === 1.5);
      const notice = await memberSocket.next<NotificationView>('notification', (n) => n.type === 'task_reward');
      expect(notice.body).toBe('Your task proof was approved: you earned 1.50 credits.');

      const [tx] = await platform.db.query(
        `SELECT type, member_id FROM ledger_transactions WHERE idempotency_key = $1`,
        [`task_reward:${proof.id}`],
      );
      expect(tx).toEqual({ type: 'task_reward', member_id: member.id });
      const history = await get(`/api/members/${member.id}/transactions`, member).expect(200);
      expect(history.body.data.transactions).toContainEqual(
        expect.objectContaining({ type: 'task_reward', amount: 1.5 }),
      );
      expect((await receivedProofs(platform, owner, taskId))[0].status).toBe('APPROVED');
      expect((await memberTask(member, taskId)).memberTaskStatus).toBe('Completed');
    });

    it('answers 409 to a second decision, whoever makes it, and pays once', async () => {
      const { owner, member, proof } = await taskWithProof(platform, { pricings: [pricing.review] });
      await decide(proof.id, owner, { status: 'APPROVED' }).expect(200);
      const again = await decide(proof.id, owner, { status: 'APPROVED' }).expect(409);
      expect(again.body.errors).toEqual([{ param: 'general', msg: TASK_MSG.proofAlreadyDecided }]);
      await decide(proof.id, admin, { status: 'REJECTED', rejectionMessage: 'Too late' }).expect(409);
      await waitForBalance(platform, member, 3);
      // The decision reported again by a second event (at-least-once delivery): the ledger key
      // makes it a no-op.
      const [event] = await platform.db.query(
        `SELECT id, type, queue, payload FROM outbox WHERE type = 'task-proof.decided' AND payload->>'proofId' = $1`,
        [proof.id],
      );
      const [twin] = await platform.db.query(
        `INSERT INTO outbox (id, type, queue, payload, sent_at) VALUES (gen_random_uuid(), $1, $2, $3, now()) RETURNING id`,
        [event.type, event.queue, event.payload],
      );
      const replayed = await platform.worker!.get(SettlementService).settle([event.id, twin.id]);
      expect(replayed).toEqual([]);
      expect(await balanceOf(platform, member)).toBe(3);
      const [{ n }] = await platform.db.query(
        `SELECT count(*)::int AS n FROM ledger_transactions WHERE type = 'task_reward' AND member_id = $1`,
        [member.id],
      );
      expect(n).toBe(1);
    });

    it('rejects with a reason the member sees; the member sends a new proof, which can be approved', async () => {
      const { owner, taskId, member, proof } = await taskWithProof(platform, { pricings: [pricing.follow] });

      const blank = await decide(proof.id, owner, { status: 'REJECTED', rejectionMessage: '   ' }).expect(400);
      expect(blank.body.errors).toEqual([{ param: 'rejectionMessage', msg: TASK_MSG.rejectionMessageRequired }]);
      const missing = await decide(proof.id, owner, { status: 'REJECTED' }).expect(400);
      expect(missing.body.errors).toEqual([{ param: 'rejectionMessage', msg: TASK_MSG.rejectionMessageRequired }]);
      const wrong = await decide(proof.id, owner, { status: 'ACCEPTED' }).expect(400);
      expect(wrong.body.errors).toEqual([{ param: 'status', msg: TASK_MSG.statusInvalid }]);

      await decide(proof.id, owner, { status: 'REJECTED', rejectionMessage: 'The page is not visible' }).expect(200);
      const task = await memberTask(member, taskId);
      expect(task.assignedPrices[0]).toMatchObject({
        screenshotStatus: 'REJECTED',
        rejectionMessage: 'The page is not visible',
        isUploadScreenshot: false,
      });
      expect(task.memberTaskStatus).toBe('Available');
      await waitFor(async () => (await notificationsOf(member)).find((n) => n.type === 'task_proof_rejected'), {
        what: 'the rejection notice',
      });
      expect((await notificationsOf(member)).find((n) => n.type === 'task_proof_rejected')!.body).toContain(
        'The page is not visible',
      );

      await perform(platform, member, taskId, [pricing.follow]);
      const proofs = await receivedProofs(platform, owner, taskId);
      expect(proofs.map((p) => p.status)).toEqual(['PENDING', 'REJECTED']);
      expect((await memberTask(member, taskId)).assignedPrices[0]).toMatchObject({
        screenshotStatus: 'PENDING',
        rejectionMessage: null,
        isUploadScreenshot: true,
      });
      await decide(proofs[0].id, owner, { status: 'APPROVED' }).expect(200);
      await waitForBalance(platform, member, 1.5);
    });

    it("lets only the task's owner or an administrator decide: a member and another owner get 403", async () => {
      const { owner, taskId, member, proof } = await taskWithProof(platform, { leads: 2, pricings: [pricing.follow] });
      const other = await fundedAdvertiser(platform, 0, 'member_advertiser');
      await decide(proof.id, member, { status: 'APPROVED' }).expect(403);
      const foreign = await decide(proof.id, other, { status: 'APPROVED' }).expect(403);
      expect(foreign.body.message).toBe(TASK_MSG.notYourTask);
      await decide('5d2c7c7a-0d7a-4d4b-9f0e-000000000000', owner, { status: 'APPROVED' }).expect(404);
      expect((await receivedProofs(platform, owner, taskId))[0].status).toBe('PENDING');
      await decide(proof.id, admin, { status: 'APPROVED' }).expect(200);
      await waitForBalance(platform, member, 1.5);
    });
  });

  describe('the member’s list and completion', () => {
    it('marks each task Completed, Available or Unavailable and pages them with pagination.total', async () => {
      const owner = await fundedAdvertiser(platform, 40);
      const member = await freeMember(platform);
      const rival = await freeMember(platform);
      const done = await createTask(platform, owner, {
        pricings: [{ taskPricingId: pricing.follow.id }],
        totalCost: 2,
      });
      const full = await createTask(platform, owner, {
        pricings: [{ taskPricingId: pricing.share.id }],
        totalCost: 1.5,
      });
      const open = await createTask(platform, owner, {
        leads: 2,
        pricings: [{ taskPricingId: pricing.review.id }],
        totalCost: 8,
      });
      await perform(platform, member, done, [pricing.follow]);
      await decide((await receivedProofs(platform, owner, done))[0].id, owner, { status: 'APPROVED' }).expect(200);
      await waitForBalance(platform, member, 1.5);
      await perform(platform, rival, full, [pricing.share]);

      const res = await get('/api/task/tasks-member?page=1&limit=10', member).expect(200);
      expect(res.body.pagination.total).toBeGreaterThanOrEqual(3);
      const state = (id: string) => res.body.data.find((task: { id: string }) => task.id === id)?.memberTaskStatus;
      expect([state(done), state(full), state(open)]).toEqual(['Completed', 'Unavailable', 'Available']);
      const card = res.body.data.find((task: { id: string }) => task.id === full);
      expect(card).toMatchObject({
        availableTask: false,
        isTaskCompleted: false,
        remainingOfLeads: 0,
        performingNoOfLeads: 1,
      });
      const paged = await get('/api/task/tasks-member?page=1&limit=2', member).expect(200);
      expect(paged.body.data).toHaveLength(2);
      expect(paged.body.pagination).toMatchObject({ page: 1, limit: 2, total: res.body.pagination.total });

      const taken = await perform(platform, member, full, [pricing.share], 422);
      expect(taken.body.errors).toEqual([{ param: 'general', msg: TASK_MSG.noLeadsLeft }]);
    });

    it('completes a task when every lead is done: the owner sees it completed, escrow empty', async () => {
      const { owner, taskId } = await advertiserWithTask(platform, {
        leads: 2,
        pricings: [pricing.follow, pricing.review],
      });
      const members = [await freeMember(platform), await freeMember(platform)];
      for (const member of members) await perform(platform, member, taskId, [pricing.follow, pricing.review]);
      for (const proof of await receivedProofs(platform, owner, taskId)) {
        await decide(proof.id, owner, { status: 'APPROVED' }).expect(200);
      }
      for (const member of members) await waitForBalance(platform, member, 4.5);
      const details = await waitFor(async () => {
        const task = (await get(`/api/task/get/${taskId}`, owner)).body.data.data;
        return task.isTaskCompleted && task;
      });
      expect(details).toMatchObject({
        remainingOfLeads: 0,
        performingNoOfLeads: 0,
        completeTask: 2,
        remainingTask: 0,
        availableTask: false,
      });
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(0n);
      expect(await balanceOf(platform, owner)).toBe(8);
      await waitFor(async () => (await notificationsOf(owner)).find((n) => n.type === 'task_completed'));
    });
  });

  describe('auto-approval', () => {
    it('approves proofs nobody decided within 7 days, pays them, and tells the owner', async () => {
      const { owner, taskId } = await advertiserWithTask(platform, { leads: 2, pricings: [pricing.follow] });
      const late = await freeMember(platform);
      const maintenance = platform.worker!.get(MaintenanceService);
      await perform(platform, late, taskId, [pricing.follow]);
      expect(await platform.clock.later(167 * HOUR_MS, () => maintenance.autoApproveTaskProofs())).toBe(0);
      await platform.clock.later(168 * HOUR_MS + MINUTE_MS, async () => {
        // Time moved on for every proof: those the tests above left pending are as overdue.
        const [{ overdue }] = await platform.db.query(
          `SELECT count(*)::int AS overdue FROM task_proofs WHERE status = 'PENDING'`,
        );
        expect(await maintenance.autoApproveTaskProofs()).toBe(overdue);
        expect(await maintenance.autoApproveTaskProofs()).toBe(0);
      });
      await waitForBalance(platform, late, 1.5);
      const [row] = await platform.db.query(`SELECT status, decided_by FROM task_proofs WHERE member_id = $1`, [
        late.id,
      ]);
      expect(row).toEqual({ status: 'APPROVED', decided_by: 'timer' });
      await waitFor(async () => (await notificationsOf(owner)).find((n) => n.type === 'task_proof_auto_approved'), {
        what: 'the auto-approval notice',
      });
      // The timer's approval is a decision like any other: the owner's answers 409.
      const [proof] = await platform.db.query(`SELECT id FROM task_proofs WHERE member_id = $1`, [late.id]);
      await decide(proof.id, owner, { status: 'REJECTED', rejectionMessage: 'No' }).expect(409);
    });
  });
  describe('leads left idle', () => {
    const maintenance = () => platform.worker!.get(MaintenanceService);
    /** The sweep of leads left idle, run `hours` later (as many times as asked): what each run ended. */
    const sweepLater = (hours: number, runs = 1) =>
      platform.clock.later(hours * HOUR_MS, async () => {
        const ended: { released: number; closed: number }[] = [];
        for (let run = 0; run < runs; run++) ended.push(await maintenance().endIdleTaskLeads());
        return ended;
      });
    const progressOf = async (owner: Account, taskId: string) =>
      (await get(`/api/task/get/${taskId}`, owner).expect(200)).body.data.data;

    it('closes a lead left half done after 7 days: the member keeps their pay, the task completes, the rest goes back', async () => {
      const { owner, taskId, member, proof } = await taskWithProof(platform, {
        leads: 1,
        pricings: [pricing.follow, pricing.review],
        proves: [pricing.follow],
      });
      await decide(proof.id, owner, { status: 'APPROVED' }).expect(200);
      await waitForBalance(platform, member, 1.5);

      expect(await sweepLater(167)).toEqual([{ released: 0, closed: 0 }]);
      expect(await sweepLater(169, 2)).toEqual([
        { released: 0, closed: 1 },
        { released: 0, closed: 0 },
      ]);

      // The review was never sent: its 4 credits go back to the owner with the completion.
      expect(await balanceOf(platform, owner)).toBe(18);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(0n);
      expect(await progressOf(owner, taskId)).toMatchObject({
        isTaskCompleted: true,
        completeTask: 1,
        performingNoOfLeads: 0,
      });
      expect(await memberTask(member, taskId)).toMatchObject({ memberTaskStatus: 'Completed' });
      const late = await perform(platform, member, taskId, [pricing.review], 422);
      expect(late.body.errors).toEqual([{ param: 'general', msg: TASK_MSG.leadClosed }]);
      expect(await balanceOf(platform, member)).toBe(1.5);
      expect((await notificationsOf(member)).map((n) => n.type)).toContain('task_lead_closed');
      expect((await notificationsOf(owner)).map((n) => n.type)).toContain('task_completed');
    });

    it('releases a lead whose rejected proof was never sent again, for another member or the same one', async () => {
      const { owner, taskId } = await advertiserWithTask(platform, { leads: 1, pricings: [pricing.follow] });
      const gone = await freeMember(platform);
      const waiting = await freeMember(platform);
      await perform(platform, gone, taskId, [pricing.follow]);
      const [proof] = await receivedProofs(platform, owner, taskId);
      await decide(proof.id, owner, { status: 'REJECTED', rejectionMessage: 'Wrong page' }).expect(200);
      expect((await perform(platform, waiting, taskId, [pricing.follow], 422)).body.errors).toEqual([
        { param: 'general', msg: TASK_MSG.noLeadsLeft },
      ]);
      expect(await memberTask(waiting, taskId)).toMatchObject({ memberTaskStatus: 'Unavailable' });

      expect(await sweepLater(169)).toEqual([{ released: 1, closed: 0 }]);
      // The lead is free again and still funded: nothing moved.
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(2_000_000n);
      expect(await balanceOf(platform, owner)).toBe(18);
      expect(await progressOf(owner, taskId)).toMatchObject({ remainingOfLeads: 1, performingNoOfLeads: 0 });
      expect(await memberTask(waiting, taskId)).toMatchObject({ memberTaskStatus: 'Available' });
      expect((await notificationsOf(gone)).map((n) => n.type)).toContain('task_lead_released');

      // The member who left takes it back first; the lead is theirs again, its clock restarted.
      await perform(platform, gone, taskId, [pricing.follow]);
      await perform(platform, waiting, taskId, [pricing.follow], 422);
      expect(await maintenance().endIdleTaskLeads()).toEqual({ released: 0, closed: 0 });
      const [again] = (await receivedProofs(platform, owner, taskId)).filter((p) => p.status === 'PENDING');
      await decide(again.id, owner, { status: 'APPROVED' }).expect(200);
      await waitForBalance(platform, gone, 1.5);
      await waitFor(async () => (await progressOf(owner, taskId)).isTaskCompleted, { what: 'the task completed' });
    });

    it('never ends a lead whose proof waits for a decision, however old', async () => {
      const { owner, taskId } = await taskWithProof(platform, {
        leads: 1,
        pricings: [pricing.follow, pricing.review],
        proves: [pricing.follow],
      });
      expect(await sweepLater(1000)).toEqual([{ released: 0, closed: 0 }]);
      expect(await progressOf(owner, taskId)).toMatchObject({ performingNoOfLeads: 1, remainingOfLeads: 0 });
    });

    it('gives a deleted task’s owner back the escrow of a lead its member left', async () => {
      const { owner, taskId } = await advertiserWithTask(platform, { leads: 2, pricings: [pricing.follow] });
      const member = await freeMember(platform);
      await perform(platform, member, taskId, [pricing.follow]);
      await platform.http.delete(`/api/task/delete/${taskId}`).set(bearer(owner)).expect(200);
      // The lead nobody took came back at deletion; the member's stays funded for their proof.
      expect(await balanceOf(platform, owner)).toBe(18);
      const [proof] = await receivedProofs(platform, owner, taskId);
      await decide(proof.id, owner, { status: 'REJECTED', rejectionMessage: 'Blurry' }).expect(200);

      expect(await sweepLater(169, 2)).toEqual([
        { released: 1, closed: 0 },
        { released: 0, closed: 0 },
      ]);
      expect(await balanceOf(platform, owner)).toBe(20);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(0n);
      expect((await perform(platform, member, taskId, [pricing.follow], 422)).body.errors).toEqual([
        { param: 'general', msg: TASK_MSG.taskUnavailable },
      ]);
    });
  });
});
