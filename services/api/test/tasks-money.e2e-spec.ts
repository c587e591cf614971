import { getQueueToken } from '@nestjs/bullmq';
import { QUEUES, TASK_MSG, WALLET_MSG, jobIdForEvent } from '@earnwave/contracts';
import { PLATFORM, taskEscrow } from '@earnwave/domain';
import {
  type Account,
  accountBalance,
  advertiserWithTask,
  balanceOf,
  bearer,
  buyCredits,
  freeMember,
  fundedAdvertiser,
  newTxid,
  perform,
  receivedProofs,
  signedCalls,
  taskForm,
  taskWithProof,
  uploadImage,
  waitFor,
  waitForBalance,
} from '@earnwave/testing';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { taskSpecPlatform } from './support/platform';

describe('tasks: escrow, concurrency and task payments', () => {
  const { platform, admin, pricing } = taskSpecPlatform();

  const { get, post, del } = signedCalls(() => platform);
  const decide = (proofId: string, who: Account, body: object) =>
    platform.http.put(`/api/task/update-task-status/${proofId}`).set(bearer(who)).send(body);
  const paymentOf = async (taskId: string) =>
    (await platform.db.query(`SELECT id, status FROM task_payments WHERE task_id = $1`, [taskId]))[0] as {
      id: string;
      status: string;
    };
  const taskStatus = async (taskId: string) =>
    (await platform.db.query(`SELECT status FROM tasks WHERE id = $1`, [taskId]))[0].status as string;
  const members = (count: number) => Promise.all(Array.from({ length: count }, () => freeMember(platform)));

  describe('USDT payments through the admin API', () => {
    const usdtTask = async (owner: Account, txid = newTxid()) => {
      const form = await taskForm(platform, owner, {
        leads: 2,
        pricings: [{ taskPricingId: pricing.follow.id }],
        totalCost: 4,
        method: 'usdt',
        txid,
        date: '2026-11-01T00:00:00.000Z',
      });
      const res = await post('/api/task/create', owner, form).expect(201);
      expect(res.body.data).toMatchObject({ status: 'PENDING', method: 'usdt', totalCost: 4 });
      return res.body.data.id as string;
    };

    it('waits PENDING for an administrator, who accepts it: deposits → escrow, ACCEPTED, once, audited', async () => {
      const owner = await fundedAdvertiser(platform, 0);
      const txid = newTxid();
      const taskId = await usdtTask(owner, txid);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(0n);
      const member = await freeMember(platform);
      await perform(platform, member, taskId, [pricing.follow], 404);
      const list = await get('/api/task/tasks-member', member);
      expect(list.body.data.map((task: { id: string }) => task.id)).not.toContain(taskId);

      const payment = await paymentOf(taskId);
      const pending = await platform.http
        .get('/api/admin/task-payments')
        .query({ filter: JSON.stringify({ status: 'pending' }), range: '[0,99]' })
        .set(bearer(admin))
        .expect(200);
      expect(pending.headers['content-range']).toMatch(/^task-payments 0-\d+\/\d+$/);
      expect(pending.body).toContainEqual(
        expect.objectContaining({
          id: payment.id,
          taskId,
          businessName: 'Sunny Bakery',
          memberId: owner.id,
          method: 'usdt',
          amount: 4,
          date: '2026-11-01',
          txid,
          status: 'pending',
          taskStatus: 'PENDING',
          audit: null,
        }),
      );

      const deposits = await accountBalance(platform, PLATFORM.deposits);
      const approved = await post(`/api/admin/task-payments/${payment.id}/approve`, admin, {}).expect(200);
      expect(approved.body).toMatchObject({
        id: payment.id,
        status: 'approved',
        taskStatus: 'ACCEPTED',
        audit: { decision: 'approve', adminId: admin.id, txid },
      });
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(4_000_000n);
      expect((await accountBalance(platform, PLATFORM.deposits)) - deposits).toBe(-4_000_000n);
      expect(await balanceOf(platform, owner)).toBe(0);

      const again = await post(`/api/admin/task-payments/${payment.id}/approve`, admin, {}).expect(409);
      expect(again.body.errors).toEqual([{ param: 'general', msg: TASK_MSG.paymentAlreadyDecided }]);
      await post(`/api/admin/task-payments/${payment.id}/reject`, admin, { reason: 'No' }).expect(409);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(4_000_000n);
      const shown = await get(`/api/admin/task-payments/${payment.id}`, admin).expect(200);
      expect(shown.body).toMatchObject({
        id: payment.id,
        status: 'approved',
        explorerUrl: expect.stringContaining(txid),
      });

      await perform(platform, member, taskId, [pricing.follow]);
      await decide((await receivedProofs(platform, owner, taskId))[0].id, owner, { status: 'APPROVED' }).expect(200);
      await waitForBalance(platform, member, 1.5);
    });

    it('lets two administrators accept at once with one effect', async () => {
      const owner = await fundedAdvertiser(platform, 0);
      const taskId = await usdtTask(owner);
      const payment = await paymentOf(taskId);
      const statuses = await Promise.all(
        [1, 2, 3, 4].map(() => post(`/api/admin/task-payments/${payment.id}/approve`, admin, {}).then((r) => r.status)),
      );
      expect(statuses.sort()).toEqual([200, 409, 409, 409]);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(4_000_000n);
    });

    it('uses a Txid once across the whole platform', async () => {
      const owner = await fundedAdvertiser(platform, 0);
      const txid = newTxid();
      await usdtTask(owner, txid);
      const form = await taskForm(platform, owner, {
        pricings: [{ taskPricingId: pricing.follow.id }],
        totalCost: 2,
        method: 'usdt',
        txid: txid.toUpperCase(),
      });
      const reused = await post('/api/task/create', owner, form).expect(422);
      expect(reused.body.errors).toEqual([{ param: 'payment_task.txid', msg: TASK_MSG.txidUsed }]);
      const credit = await post('/api/users/create/credit/balance', owner, {
        sendCreditAmount: 5,
        purchaseDate: '01-11-2026',
        txid,
      }).expect(422);
      expect(credit.body.errors).toEqual([{ param: 'txid', msg: WALLET_MSG.txidUsed }]);
    });

    it('rejects a USDT payment with a reason: the task is REJECTED and nothing moves', async () => {
      const owner = await fundedAdvertiser(platform, 0);
      const taskId = await usdtTask(owner);
      const payment = await paymentOf(taskId);
      await post(`/api/admin/task-payments/${payment.id}/reject`, admin, { reason: ' ' }).expect(400);
      const rejected = await post(`/api/admin/task-payments/${payment.id}/reject`, admin, {
        reason: 'No such transfer',
      }).expect(200);
      expect(rejected.body).toMatchObject({
        status: 'rejected',
        taskStatus: 'REJECTED',
        rejectionReason: 'No such transfer',
        audit: { decision: 'reject', reason: 'No such transfer' },
      });
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(0n);
      const list = await get('/api/task/get-all-by-created-by', owner);
      expect(list.body.data.items[0]).toMatchObject({ id: taskId, status: 'REJECTED', availableTask: false });
    });

    it('ends an unpaid task its owner deletes: no administrator can accept it any more', async () => {
      const owner = await fundedAdvertiser(platform, 0);
      const taskId = await usdtTask(owner);
      const res = await del(`/api/task/delete/${taskId}`, owner).expect(200);
      expect(res.body.data.refunded).toBe(0);
      const payment = await paymentOf(taskId);
      expect(payment.status).toBe('cancelled');
      const late = await post(`/api/admin/task-payments/${payment.id}/approve`, admin, {}).expect(409);
      expect(late.body.message).toBe(TASK_MSG.paymentCancelled);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(0n);
    });

    it('rejects a balance-paid task: the leads nobody took are refunded, taken ones stay payable', async () => {
      const { owner, taskId } = await advertiserWithTask(platform, { leads: 3, pricings: [pricing.follow] });
      const [taker, latecomer] = await members(2);
      await perform(platform, taker, taskId, [pricing.follow]);
      const payment = await paymentOf(taskId);
      await post(`/api/admin/task-payments/${payment.id}/approve`, admin, {}).expect(409);
      await post(`/api/admin/task-payments/${payment.id}/reject`, admin, { reason: 'Misleading task' }).expect(200);
      expect(await taskStatus(taskId)).toBe('REJECTED');
      expect(await balanceOf(platform, owner)).toBe(18);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(2_000_000n);
      await post(`/api/admin/task-payments/${payment.id}/reject`, admin, { reason: 'Again' }).expect(409);
      expect(await balanceOf(platform, owner)).toBe(18);

      const closed = await perform(platform, latecomer, taskId, [pricing.follow], 422);
      expect(closed.body.errors).toEqual([{ param: 'general', msg: TASK_MSG.taskUnavailable }]);
      await decide((await receivedProofs(platform, owner, taskId))[0].id, owner, { status: 'APPROVED' }).expect(200);
      await waitForBalance(platform, taker, 1.5);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(0n);
    });
  });

  describe('a task paid from the balance charges only the total its owner confirmed', () => {
    /** An option of this test's own (the seeded ones stay as the other tests know them). */
    const ownOption = async (noOfCost: number) =>
      (
        await post('/api/admin/task-prices', admin, {
          title: `Confirmed price ${randomUUID()}`,
          type: 'screenshot',
          isTaskType: true,
          noOfCost,
          noOfRewards: 1,
        }).expect(201)
      ).body.id as string;
    const setCost = (id: string, noOfCost: number) =>
      platform.http.put(`/api/admin/task-prices/${id}`).set(bearer(admin)).send({ noOfCost }).expect(200);
    const tasksOf = async (owner: Account) =>
      (await platform.db.query(`SELECT count(*)::int AS n FROM tasks WHERE owner_id = $1`, [owner.id]))[0].n as number;

    it('refuses the quoted total once the option’s cost was raised (422), charging nothing; the new total is charged', async () => {
      const owner = await fundedAdvertiser(platform, 500);
      const optionId = await ownOption(2);
      // The owner was quoted 2 × 2 leads = 4; the cost is raised to 90 before they pay.
      const form = await taskForm(platform, owner, { leads: 2, pricings: [{ taskPricingId: optionId }], totalCost: 4 });
      await setCost(optionId, 90);
      const bait = await post('/api/task/create', owner, form).expect(422);
      expect(bait.body).toEqual({
        success: false,
        message: TASK_MSG.totalCostMismatch,
        errors: [{ param: 'payment_task.total_cost', msg: TASK_MSG.totalCostMismatch }],
      });
      expect(await balanceOf(platform, owner)).toBe(500);
      expect(await tasksOf(owner)).toBe(0);

      const confirmed = { ...form, payment_task: { ...form.payment_task, total_cost: 180 } };
      const res = await post('/api/task/create', owner, confirmed).expect(201);
      expect(res.body.data).toMatchObject({ status: 'ACCEPTED', method: 'balance', totalCost: 180 });
      expect(await balanceOf(platform, owner)).toBe(320);
      expect(await accountBalance(platform, taskEscrow(res.body.data.id))).toBe(180_000_000n);
    });

    it.each([
      ['without total_cost', {}, TASK_MSG.totalCostInvalid],
      ['with a null total_cost', { total_cost: null }, TASK_MSG.totalCostInvalid],
      ['with an empty total_cost', { total_cost: '' }, TASK_MSG.totalCostInvalid],
    ])(
      'refuses a balance payment %s (400, its param) instead of charging the recomputed cost',
      async (_what, payment, msg) => {
        const owner = await fundedAdvertiser(platform, 50);
        const form = await taskForm(platform, owner, { leads: 2, pricings: [{ taskPricingId: pricing.follow.id }] });
        const res = await post('/api/task/create', owner, {
          ...form,
          payment_task: { date: form.payment_task.date, method: 'balance', ...payment },
        }).expect(400);
        expect(res.body.errors).toEqual([{ param: 'payment_task.total_cost', msg }]);
        expect(await balanceOf(platform, owner)).toBe(50);
        expect(await tasksOf(owner)).toBe(0);
      },
    );

    it('never charges again on an update: a raised cost, more leads or another total leave balance and escrow as paid', async () => {
      const owner = await fundedAdvertiser(platform, 100);
      const optionId = await ownOption(2);
      const form = await taskForm(platform, owner, { leads: 2, pricings: [{ taskPricingId: optionId }], totalCost: 4 });
      const taskId = (await post('/api/task/create', owner, form).expect(201)).body.data.id as string;
      await setCost(optionId, 40);
      const update = (body: object) => platform.http.put(`/api/task/update/${taskId}`).set(bearer(owner)).send(body);
      await update({ ...form, payment_task: { ...form.payment_task, total_cost: 80 } }).expect(200);
      await update({ ...form, noOfLeads: 20, payment_task: { ...form.payment_task, total_cost: 800 } }).expect(422);
      expect(await balanceOf(platform, owner)).toBe(96);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(4_000_000n);
      const [task] = await platform.db.query(`SELECT total_cost::text, no_of_leads FROM tasks WHERE id = $1`, [taskId]);
      expect(task).toEqual({ total_cost: '4000000', no_of_leads: 2 });
    });
  });

  describe('deleting a task', () => {
    it('returns exactly the escrow of the leads nobody took; members who took one can still be paid', async () => {
      const { owner, taskId } = await advertiserWithTask(platform, {
        leads: 4,
        pricings: [pricing.follow, pricing.review],
        credits: 40,
      });
      expect(await balanceOf(platform, owner)).toBe(16);
      const [first, second] = await members(2);
      await perform(platform, first, taskId, [pricing.follow, pricing.review]);
      await perform(platform, second, taskId, [pricing.review]);
      const [rejected] = await platform.db.query(`SELECT id FROM task_proofs WHERE member_id = $1`, [second.id]);
      await decide(rejected.id, owner, { status: 'REJECTED', rejectionMessage: 'Not the right page' }).expect(200);

      const res = await del(`/api/task/delete/${taskId}`, owner).expect(200);
      expect(res.body.data.refunded).toBe(12);
      expect(await balanceOf(platform, owner)).toBe(28);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(12_000_000n);
      const [{ n }] = await platform.db.query(
        `SELECT count(*)::int AS n FROM ledger_transactions WHERE type = 'task_refund' AND metadata->>'taskId' = $1`,
        [taskId],
      );
      expect(n).toBe(1);

      // The deleted task is gone from the owner's list, but the proofs members sent can still be
      // decided and paid from the leads they took; the member whose proof was rejected may resend.
      const list = await get('/api/task/get-all-by-created-by', owner);
      expect(list.body.data.items.map((task: { id: string }) => task.id)).not.toContain(taskId);
      for (const proof of await receivedProofs(platform, owner, taskId)) {
        if (proof.status === 'PENDING') await decide(proof.id, owner, { status: 'APPROVED' }).expect(200);
      }
      await waitForBalance(platform, first, 4.5);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(6_000_000n);
      await perform(platform, second, taskId, [pricing.review, pricing.follow]);
      for (const proof of await receivedProofs(platform, owner, taskId)) {
        if (proof.status === 'PENDING') await decide(proof.id, owner, { status: 'APPROVED' }).expect(200);
      }
      await waitForBalance(platform, second, 4.5);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(0n);
      expect(await balanceOf(platform, owner)).toBe(28);
    });

    it('is refused once a proof was approved', async () => {
      const { owner, taskId, member, proof } = await taskWithProof(platform, { leads: 2, pricings: [pricing.follow] });
      await decide(proof.id, owner, { status: 'APPROVED' }).expect(200);
      const res = await del(`/api/task/delete/${taskId}`, owner).expect(422);
      expect(res.body.errors).toEqual([{ param: 'general', msg: TASK_MSG.deleteAfterApproval }]);
      await waitForBalance(platform, member, 1.5);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(2_000_000n);
    });
  });

  describe('concurrency', () => {
    it('never reserves more leads than the task has, however many members perform at once', async () => {
      const { taskId } = await advertiserWithTask(platform, { leads: 3, pricings: [pricing.follow] });
      const crowd = await members(8);
      const bodies = await Promise.all(
        crowd.map(async (member) => ({
          member,
          body: {
            taskId,
            taskPricings: [
              { taskPricingId: pricing.follow.id, screenshot: (await uploadImage(platform, member)).relativePath },
            ],
          },
        })),
      );
      const results = await Promise.all(bodies.map(({ member, body }) => post('/api/task/perform-task', member, body)));
      const statuses = results.map((res) => res.status).sort();
      expect(statuses).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
      for (const res of results.filter((r) => r.status === 422)) {
        expect(res.body.errors).toEqual([{ param: 'general', msg: TASK_MSG.noLeadsLeft }]);
      }
      const [task] = await platform.db.query(
        `SELECT reserved_leads, (SELECT count(*)::int FROM task_performances WHERE task_id = $1) AS taken
         FROM tasks WHERE id = $1`,
        [taskId],
      );
      expect(task).toEqual({ reserved_leads: 3, taken: 3 });
    });

    it('pays a proof approved many times at once exactly once', async () => {
      const { owner, member, proof } = await taskWithProof(platform, { pricings: [pricing.review] });
      const statuses = await Promise.all(
        [owner, owner, owner, admin, admin].map((who) =>
          decide(proof.id, who, { status: 'APPROVED' }).then((res) => res.status),
        ),
      );
      expect(statuses.sort()).toEqual([200, 409, 409, 409, 409]);
      await waitForBalance(platform, member, 3);
      const [{ n }] = await platform.db.query(
        `SELECT count(*)::int AS n FROM ledger_transactions WHERE type = 'task_reward' AND member_id = $1`,
        [member.id],
      );
      expect(n).toBe(1);
      const [{ decided }] = await platform.db.query(
        `SELECT count(*)::int AS decided FROM outbox WHERE type = 'task-proof.decided' AND payload->>'proofId' = $1`,
        [proof.id],
      );
      expect(decided).toBe(1);
    });

    it('never pays past the escrow, even for a proof that slipped past the lead reservation', async () => {
      const { owner, taskId } = await advertiserWithTask(platform, {
        leads: 2,
        pricings: [pricing.follow, pricing.review],
        credits: 30,
      });
      const crowd = await members(2);
      for (const member of crowd) await perform(platform, member, taskId, [pricing.follow, pricing.review]);
      const revenue = await accountBalance(platform, PLATFORM.revenue);
      const proofs = await receivedProofs(platform, owner, taskId);
      const results = await Promise.all(
        [...proofs, ...proofs].map((proof, index) =>
          decide(proof.id, index % 2 ? admin : owner, { status: 'APPROVED' }).then((res) => res.status),
        ),
      );
      expect(results.filter((status) => status === 200)).toHaveLength(4);
      for (const member of crowd) await waitForBalance(platform, member, 4.5);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(0n);
      expect((await accountBalance(platform, PLATFORM.revenue)) - revenue).toBe(3_000_000n);

      // A proof that never took a lead (written past the API, as a bug might): approving it must
      // not overdraw the escrow. The worker refuses the payment, loudly, and the escrow stays at 0.
      const intruder = await freeMember(platform);
      const performanceId = randomUUID();
      const proofId = randomUUID();
      await platform.db.query(`INSERT INTO task_performances (id, task_id, member_id) VALUES ($1, $2, $3)`, [
        performanceId,
        taskId,
        intruder.id,
      ]);
      await platform.db.query(
        `INSERT INTO task_proofs (id, task_id, performance_id, assigned_price_id, member_id, screenshot)
         SELECT $1, $2, $3, ap.id, $4, 'https://example.com/x' FROM task_assigned_prices ap
         WHERE ap.task_id = $2 AND ap.task_pricing_id = $5`,
        [proofId, taskId, performanceId, intruder.id, pricing.review.id],
      );
      await decide(proofId, owner, { status: 'APPROVED' }).expect(200);
      const [event] = await platform.db.query(
        `SELECT id FROM outbox WHERE type = 'task-proof.decided' AND payload->>'proofId' = $1`,
        [proofId],
      );
      const queue = platform.worker!.get<Queue>(getQueueToken(QUEUES.settlement));
      const failed = await waitFor(
        async () => {
          const job = await queue.getJob(jobIdForEvent(event.id));
          return job?.failedReason ? job : undefined;
        },
        { what: 'the refused payment' },
      );
      expect(failed.failedReason).toContain('cannot pay');
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(0n);
      expect(await balanceOf(platform, intruder)).toBe(0);
      const [row] = await platform.db.query(`SELECT settled_at FROM task_proofs WHERE id = $1`, [proofId]);
      expect(row.settled_at).toBeNull();
    });

    it('debits concurrent balance-paid tasks under the payer’s lock: never below zero', async () => {
      const owner = await fundedAdvertiser(platform, 0);
      await buyCredits(platform, owner, 10);
      const forms = await Promise.all(
        [1, 2, 3, 4, 5].map(() =>
          taskForm(platform, owner, { leads: 2, pricings: [{ taskPricingId: pricing.follow.id }], totalCost: 4 }),
        ),
      );
      const statuses = await Promise.all(
        forms.map((form) => post('/api/task/create', owner, form).then((res) => res.status)),
      );
      expect(statuses.sort()).toEqual([201, 201, 422, 422, 422]);
      expect(await balanceOf(platform, owner)).toBe(2);
    });
  });
});
