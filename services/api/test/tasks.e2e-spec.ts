import { TASK_MSG, WALLET_MSG } from '@earnwave/contracts';
import { memberAvailable, taskEscrow } from '@earnwave/domain';
import { runSeed } from '../src/seed/seed';
import {
  type Account,
  accountBalance,
  advertiserWithTask,
  balanceOf,
  bearer,
  createTask,
  freeMember,
  fundedAdvertiser,
  signedCalls,
  signUp,
  taskForm,
  tinyPng,
  uploadImage,
} from '@earnwave/testing';
import { taskSpecPlatform } from './support/platform';

const UUID = '3f2b6a9e-2c1d-4e5f-8a7b-9c0d1e2f3a4b';

describe('tasks: catalogue, uploads and the owner side', () => {
  const { platform, admin, pricing } = taskSpecPlatform();

  const { get, post, put, del } = signedCalls(() => platform);
  const taskCount = async (ownerId: string) =>
    (await platform.db.query(`SELECT count(*)::int AS n FROM tasks WHERE owner_id = $1`, [ownerId]))[0].n as number;

  describe('catalogues', () => {
    it('lists the seeded task pricing options in credits, each reward within its cost', async () => {
      const res = await get('/api/task-prices/dropdown', admin).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data.length).toBeGreaterThanOrEqual(5);
      for (const option of res.body.data) {
        expect(Object.keys(option).sort()).toEqual(['id', 'isTaskType', 'noOfCost', 'noOfRewards', 'title', 'type']);
        expect(option.noOfRewards).toBeLessThanOrEqual(option.noOfCost);
      }
      expect(pricing.review).toMatchObject({ type: 'url', isTaskType: true, noOfCost: 4, noOfRewards: 3 });
      expect(pricing.banner).toMatchObject({ isTaskType: false, noOfCost: 5, noOfRewards: 1 });
    });

    it('lists the impression cost options', async () => {
      const res = await get('/api/cost-impressions/dropdown', admin).expect(200);
      expect(res.body.data[0]).toEqual({ id: expect.any(String), noOfCost: 5, impressions: 1000 });
    });

    it('seeds once: a second seed adds nothing and keeps an administrator’s edit', async () => {
      await platform.db.query(`UPDATE task_pricing_options SET title = 'Edited' WHERE seed_key = 'follow-social'`);
      const report = await runSeed(platform.app, platform.config);
      expect(report).toContain('Seeded task catalogues (0 new options)');
      const [row] = await platform.db.query(`SELECT title FROM task_pricing_options WHERE seed_key = 'follow-social'`);
      expect(row.title).toBe('Edited');
      await platform.db.query(`UPDATE task_pricing_options SET title = $1 WHERE seed_key = 'follow-social'`, [
        pricing.follow.title,
      ]);
    });

    it.each(['/api/task-prices/dropdown', '/api/cost-impressions/dropdown'])('needs a session: %s', async (path) => {
      await platform.http.get(path).expect(401);
    });
  });

  describe('uploads', () => {
    it('stores a real PNG under a random name and serves it back with its checked type', async () => {
      const member = await signUp(platform);
      const png = tinyPng(7);
      const res = await platform.http
        .post('/api/uploads')
        .set(bearer(member))
        .attach('file', png, 'holiday.png')
        .expect(201);
      const { relativePath, path, fileType, formatType } = res.body.data;
      expect(relativePath).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
      expect(relativePath).not.toContain('holiday');
      expect(path).toBe(`http://web.test/${relativePath}`);
      expect([fileType, formatType]).toEqual(['image', 'png']);
      const served = await platform.http.get(`/${relativePath}`).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
      const [row] = await platform.db.query(`SELECT owner_id, file_type, size FROM uploads WHERE relative_path = $1`, [
        relativePath,
      ]);
      expect(row).toEqual({ owner_id: member.id, file_type: 'image', size: png.length });
    });

    it('refuses a text file named .png: the bytes decide, not the name', async () => {
      const member = await signUp(platform);
      const res = await platform.http
        .post('/api/uploads')
        .set(bearer(member))
        .attach('file', Buffer.from('just some text, not a picture'), {
          filename: 'fake.png',
          contentType: 'image/png',
        })
        .expect(400);
      expect(res.body).toMatchObject({ success: false, errors: [{ param: 'file', msg: TASK_MSG.fileType }] });
      const [{ n }] = await platform.db.query(`SELECT count(*)::int AS n FROM uploads WHERE owner_id = $1`, [
        member.id,
      ]);
      expect(n).toBe(0);
    });

    it('refuses an image above 5 MB, a request without a file, and another field name', async () => {
      const member = await signUp(platform);
      const big = Buffer.concat([tinyPng(1), Buffer.alloc(5 * 1024 * 1024)]);
      const tooBig = await platform.http.post('/api/uploads').set(bearer(member)).attach('file', big, 'big.png');
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.errors).toEqual([{ param: 'file', msg: TASK_MSG.imageTooLarge }]);
      const none = await platform.http.post('/api/uploads').set(bearer(member)).field('note', 'x').expect(400);
      expect(none.body.errors).toEqual([{ param: 'file', msg: TASK_MSG.fileRequired }]);
      const other = await platform.http
        .post('/api/uploads')
        .set(bearer(member))
        .attach('picture', tinyPng(2), 'a.png')
        .expect(400);
      expect(other.body.errors[0].param).toBe('file');
    });

    it('needs a session', async () => {
      await platform.http.post('/api/uploads').attach('file', tinyPng(3), 'a.png').expect(401);
    });
  });

  describe('creating a task', () => {
    it('recomputes the cost and debits the balance at once into the task’s escrow: ACCEPTED', async () => {
      const owner = await fundedAdvertiser(platform, 30);
      const form = await taskForm(platform, owner, {
        leads: 3,
        pricings: [
          { taskPricingId: pricing.follow.id, task_description: 'Follow @sunny' },
          { taskPricingId: pricing.review.id },
        ],
        totalCost: 18,
      });
      const res = await post('/api/task/create', owner, form).expect(201);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Data saved successfully',
        data: { status: 'ACCEPTED', method: 'balance', totalCost: 18 },
      });
      const taskId = res.body.data.id;
      expect(await balanceOf(platform, owner)).toBe(12);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(18_000_000n);
      const [payment] = await platform.db.query(
        `SELECT method, status, amount::text FROM task_payments WHERE task_id = $1`,
        [taskId],
      );
      expect(payment).toEqual({ method: 'balance', status: 'approved', amount: '18000000' });
      const [tx] = await platform.db.query(
        `SELECT type, member_id FROM ledger_transactions WHERE idempotency_key = $1`,
        [`task_payment:${taskId}`],
      );
      expect(tx).toEqual({ type: 'task_payment', member_id: owner.id });
    });

    it.each([
      {
        rule: 'answers 422 when the total cost does not match, and moves nothing',
        funds: 30,
        totalCost: 3.99,
        error: { param: 'payment_task.total_cost', msg: TASK_MSG.totalCostMismatch },
      },
      {
        rule: 'refuses a balance too low for the task, and stores nothing',
        funds: 3,
        totalCost: 4,
        error: { param: 'general', msg: TASK_MSG.insufficientBalance },
      },
    ])('$rule', async ({ funds, totalCost, error }) => {
      const owner = await fundedAdvertiser(platform, funds);
      const form = await taskForm(platform, owner, {
        leads: 2,
        pricings: [{ taskPricingId: pricing.follow.id }],
        totalCost,
      });
      const res = await post('/api/task/create', owner, form).expect(422);
      expect(res.body.errors).toEqual([error]);
      expect(await balanceOf(platform, owner)).toBe(funds);
      expect(await taskCount(owner.id)).toBe(0);
    });

    it('refuses a total of 1 or less, even when it matches', async () => {
      const [cheap] = await platform.db.query(
        `INSERT INTO task_pricing_options (id, title, type, is_task_type, no_of_cost, no_of_rewards)
         VALUES (gen_random_uuid(), 'Cheap test task', 'screenshot', true, 500000, 400000) RETURNING id`,
      );
      const owner = await fundedAdvertiser(platform, 5);
      const form = await taskForm(platform, owner, { leads: 2, pricings: [{ taskPricingId: cheap.id }], totalCost: 1 });
      const res = await post('/api/task/create', owner, form).expect(422);
      expect(res.body.errors).toEqual([{ param: 'payment_task.total_cost', msg: TASK_MSG.totalCostTooLow }]);
      await platform.db.query(`UPDATE task_pricing_options SET enabled = false WHERE id = $1`, [cheap.id]);
    });

    it("lets a non-task row's impression option replace its cost; refuses one on a task-type row", async () => {
      const owner = await fundedAdvertiser(platform, 40);
      const impressions = (await get('/api/cost-impressions/dropdown', owner)).body.data;
      const tenCredits = impressions.find((option: { noOfCost: number }) => option.noOfCost === 10);
      const creative = await uploadImage(platform, owner);
      const taskId = await createTask(platform, owner, {
        leads: 2,
        pricings: [
          { taskPricingId: pricing.banner.id, impressionId: tenCredits.id, relativePath: creative.relativePath },
        ],
        totalCost: 20,
      });
      const details = await get(`/api/task/get/${taskId}`, owner).expect(200);
      expect(details.body.data.data.assignedPrices[0]).toMatchObject({
        noOfCost: 10,
        noOfRewards: 1,
        impressionId: tenCredits.id,
        impressions: 2500,
        relativePath: creative.relativePath,
        path: creative.path,
        fileType: 'image',
        formatType: 'png',
      });
      const form = await taskForm(platform, owner, {
        pricings: [{ taskPricingId: pricing.follow.id, impressionId: tenCredits.id }],
        totalCost: 10,
      });
      const res = await post('/api/task/create', owner, form).expect(422);
      expect(res.body.errors).toEqual([
        { param: 'taskPricings.0.impressionId', msg: TASK_MSG.impressionOnlyForNonTask },
      ]);
    });

    it("takes only the caller's own uploads as images (and images only), and a web address for url rows", async () => {
      const owner = await fundedAdvertiser(platform, 20);
      const stranger = await signUp(platform);
      const theirs = await uploadImage(platform, stranger);
      const base = await taskForm(platform, owner, { pricings: [{ taskPricingId: pricing.review.id }], totalCost: 4 });
      const refusals = [
        [{ logoImage: theirs.relativePath }, 'logoImage', TASK_MSG.imageNotUploaded],
        [{ backgroundImage: 'uploads/2026/01/never-uploaded.png' }, 'backgroundImage', TASK_MSG.imageNotUploaded],
        [
          { taskPricings: [{ taskPricingId: pricing.review.id, relativePath: 'not a web address' }] },
          'taskPricings.0.relativePath',
          TASK_MSG.urlInvalid,
        ],
        [
          { taskPricings: [{ taskPricingId: pricing.follow.id, relativePath: theirs.relativePath }] },
          'taskPricings.0.relativePath',
          TASK_MSG.pricingFileNotUploaded,
        ],
        [{ taskPricings: [{ taskPricingId: UUID }] }, 'taskPricings.0.taskPricingId', TASK_MSG.pricingUnknown],
      ] as const;
      for (const [change, param, msg] of refusals) {
        const res = await post('/api/task/create', owner, { ...base, ...change });
        expect([res.status, res.body.errors]).toEqual([422, [{ param, msg }]]);
      }
      // The absolute URL the upload answered names the same file.
      const logo = await uploadImage(platform, owner);
      await post('/api/task/create', owner, {
        ...base,
        logoImage: logo.path,
        taskPricings: [{ taskPricingId: pricing.review.id, relativePath: 'https://maps.example.com/sunny' }],
      }).expect(201);
      expect(await balanceOf(platform, owner)).toBe(16);
    });

    it.each([
      ['businessName', { businessName: '  ' }, TASK_MSG.businessNameRequired],
      ['taskLocation', { taskLocation: '' }, TASK_MSG.taskLocationRequired],
      ['noOfLeads', { noOfLeads: 0 }, TASK_MSG.leadsInvalid],
      ['noOfLeads', { noOfLeads: 1.5 }, TASK_MSG.leadsInvalid],
      ['logoImage', { logoImage: '' }, TASK_MSG.logoRequired],
      ['taskPricings', { taskPricings: [] }, TASK_MSG.pricingsRequired],
      ['taskPricings.0.taskPricingId', { taskPricings: [{ task_description: 'x' }] }, TASK_MSG.pricingUnknown],
      ['payment_task', { payment_task: undefined }, TASK_MSG.paymentRequired],
      ['payment_task.total_cost', { payment_task: { total_cost: 1.0000001 } }, TASK_MSG.totalCostInvalid],
      ['payment_task.method', { payment_task: { total_cost: 2, method: 'card' } }, TASK_MSG.paymentMethodInvalid],
      ['payment_task.txid', { payment_task: { total_cost: 2, method: 'usdt' } }, TASK_MSG.txidRequired],
      ['payment_task.txid', { payment_task: { total_cost: 2, txid: 'short' } }, TASK_MSG.txidInvalid],
      [
        'payment_task.date',
        { payment_task: { total_cost: 2, method: 'usdt', txid: `0x${'a'.repeat(64)}` } },
        TASK_MSG.paymentDateRequired,
      ],
      ['payment_task.date', { payment_task: { total_cost: 2, date: '2026-02-30' } }, TASK_MSG.paymentDateInvalid],
      ['payment_task.date', { payment_task: { total_cost: 2, date: '2099-01-01' } }, TASK_MSG.paymentDateFuture],
      ['status', { status: 'ACCEPTED' }, 'Unknown field: status.'],
    ])('refuses a bad %s with a 400 under its field', async (param, change, msg) => {
      const owner = await fundedAdvertiser(platform, 0);
      const form = await taskForm(platform, owner, { pricings: [{ taskPricingId: pricing.follow.id }], totalCost: 2 });
      const res = await post('/api/task/create', owner, { ...form, ...change }).expect(400);
      expect(res.body.errors).toContainEqual({ param, msg });
    });
  });

  describe('who may do what', () => {
    let owner: Account;
    let member: Account;
    let taskId: string;
    beforeAll(async () => {
      owner = await fundedAdvertiser(platform, 10);
      member = await freeMember(platform);
      taskId = await createTask(platform, owner, { pricings: [{ taskPricingId: pricing.follow.id }], totalCost: 2 });
    });

    const ownerRoutes = (id: string) =>
      [
        ['post', '/api/task/create'],
        ['put', `/api/task/update/${id}`],
        ['delete', `/api/task/delete/${id}`],
        ['get', '/api/task/get-all-by-created-by'],
        ['get', `/api/task/get/${id}`],
        ['get', `/api/task/screenshots/${id}`],
        ['put', `/api/task/update-task-status/${id}`],
      ] as const;
    const memberRoutes = (id: string) =>
      [
        ['get', '/api/task/tasks-member'],
        ['get', `/api/task/task-member/${id}`],
        ['post', '/api/task/perform-task'],
      ] as const;

    it('answers 401 without a session on every task route', async () => {
      for (const [method, path] of [
        ...ownerRoutes(UUID),
        ...memberRoutes(UUID),
        ['post', `/api/admin/task-payments/${UUID}/approve`] as const,
      ]) {
        const res = await platform.http[method](path).send({});
        expect([path, res.status]).toEqual([path, 401]);
      }
    });

    it('keeps the task-owner routes from a member-only account (403)', async () => {
      for (const [method, path] of ownerRoutes(taskId)) {
        const res = await platform.http[method](path).set(bearer(member)).send({});
        expect([path, res.status]).toEqual([path, 403]);
      }
    });

    it('keeps the member routes from an advertiser-only account (403): an advertiser cannot perform', async () => {
      for (const [method, path] of memberRoutes(taskId)) {
        const res = await platform.http[method](path).set(bearer(owner)).send({});
        expect([path, res.status]).toEqual([path, 403]);
      }
    });

    it("keeps one owner out of another owner's task (403), and unknown tasks are 404", async () => {
      const other = await fundedAdvertiser(platform, 0, 'member_advertiser');
      const form = await taskForm(platform, other, { pricings: [{ taskPricingId: pricing.follow.id }], totalCost: 2 });
      await put(`/api/task/update/${taskId}`, other, form).expect(403);
      await del(`/api/task/delete/${taskId}`, other).expect(403);
      await get(`/api/task/get/${taskId}`, other).expect(403);
      await get(`/api/task/screenshots/${taskId}`, other).expect(403);
      await get(`/api/task/get/${UUID}`, owner).expect(404);
      await get('/api/task/get/not-a-uuid', owner).expect(404);
    });

    it('lets an administrator read any task, but never create, pay for or perform one', async () => {
      await get(`/api/task/get/${taskId}`, admin).expect(200);
      await get(`/api/task/screenshots/${taskId}`, admin).expect(200);
      const form = await taskForm(platform, owner, { pricings: [{ taskPricingId: pricing.follow.id }], totalCost: 2 });
      const created = await post('/api/task/create', admin, form).expect(403);
      expect(created.body.message).toBe(TASK_MSG.adminNoTasks);
      const performed = await post('/api/task/perform-task', admin, {
        taskId,
        taskPricings: [{ taskPricingId: pricing.follow.id, screenshot: 'uploads/x.png' }],
      }).expect(403);
      expect(performed.body.message).toBe(TASK_MSG.adminNoTasks);
    });

    it('keeps the admin task-payment calls to administrators', async () => {
      const [payment] = await platform.db.query(`SELECT id FROM task_payments WHERE task_id = $1`, [taskId]);
      await post(`/api/admin/task-payments/${payment.id}/approve`, owner, {}).expect(403);
      await post(`/api/admin/task-payments/${payment.id}/reject`, member, { reason: 'x' }).expect(403);
      await get('/api/admin/task-payments', owner).expect(403);
    });
  });

  describe('the owner’s list, details and edits', () => {
    it('pages the caller’s own tasks with the spec’s fields, newest first', async () => {
      const owner = await fundedAdvertiser(platform, 20, 'member_advertiser');
      const ids = [];
      for (let i = 0; i < 3; i += 1) {
        ids.push(await createTask(platform, owner, { pricings: [{ taskPricingId: pricing.follow.id }], totalCost: 2 }));
      }
      const res = await platform.http
        .get('/api/task/get-all-by-created-by?page=1&limit=2')
        .set(bearer(owner))
        .expect(200);
      expect(res.body.data.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
      expect(res.body.data.items.map((task: { id: string }) => task.id)).toEqual([ids[2], ids[1]]);
      expect(res.body.data.items[0]).toMatchObject({
        businessName: 'Sunny Bakery',
        taskLocation: 'Lisbon, Portugal',
        noOfLeads: 1,
        remainingOfLeads: 1,
        performingNoOfLeads: 0,
        completeTask: 0,
        remainingTask: 1,
        totalAssignedPrices: 1,
        totalnoOfRewards: 1.5,
        status: 'ACCEPTED',
        availableTask: true,
        isTaskCompleted: false,
        logoImage: expect.stringMatching(/^uploads\//),
        backgroundImage: expect.stringMatching(/^uploads\//),
      });
      const second = await get('/api/task/get-all-by-created-by?page=2&limit=2', owner);
      expect(second.body.data.items.map((task: { id: string }) => task.id)).toEqual([ids[0]]);
      await get('/api/task/get-all-by-created-by?limit=0', owner).expect(400);
    });

    it('edits business fields only: leads and the pricing table stay as they were', async () => {
      const owner = await fundedAdvertiser(platform, 20);
      const form = await taskForm(platform, owner, {
        leads: 2,
        pricings: [{ taskPricingId: pricing.follow.id }, { taskPricingId: pricing.review.id }],
        totalCost: 12,
      });
      const taskId = (await post('/api/task/create', owner, form).expect(201)).body.data.id;
      const logo = await uploadImage(platform, owner);
      const edited = {
        ...form,
        businessName: 'Sunny Bakery & Café',
        taskLocation: 'Porto',
        logoImage: logo.relativePath,
        taskPricings: [
          {
            taskPricingId: pricing.review.id,
            task_description: 'Review us on Maps',
            relativePath: 'https://maps.example.com/x',
          },
          { taskPricingId: pricing.follow.id },
        ],
      };
      const res = await put(`/api/task/update/${taskId}`, owner, edited).expect(200);
      expect(res.body.message).toBe('Data saved successfully');
      const task = (await get(`/api/task/get/${taskId}`, owner)).body.data.data;
      expect(task).toMatchObject({
        businessName: 'Sunny Bakery & Café',
        taskLocation: 'Porto',
        logoImage: logo.relativePath,
      });
      expect(task.assignedPrices[1]).toMatchObject({
        taskPricingId: pricing.review.id,
        task_description: 'Review us on Maps',
        relativePath: 'https://maps.example.com/x',
      });

      const leads = await put(`/api/task/update/${taskId}`, owner, { ...edited, noOfLeads: 3 }).expect(422);
      expect(leads.body.errors).toEqual([{ param: 'noOfLeads', msg: TASK_MSG.leadsFixed }]);
      const rows = await put(`/api/task/update/${taskId}`, owner, {
        ...edited,
        taskPricings: [{ taskPricingId: pricing.follow.id }],
      }).expect(422);
      expect(rows.body.errors).toEqual([{ param: 'taskPricings', msg: TASK_MSG.pricingsFixed }]);
      const stranger = await uploadImage(platform, await signUp(platform));
      const image = await put(`/api/task/update/${taskId}`, owner, {
        ...edited,
        backgroundImage: stranger.relativePath,
      });
      expect(image.status).toBe(422);
      expect(await balanceOf(platform, owner)).toBe(8);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(12_000_000n);
    });

    it('deletes an unperformed paid task and gives back its whole escrow, once', async () => {
      const { owner, taskId } = await advertiserWithTask(platform, { leads: 4, pricings: [pricing.share] });
      expect(await balanceOf(platform, owner)).toBe(14);
      const res = await del(`/api/task/delete/${taskId}`, owner).expect(200);
      expect(res.body).toMatchObject({ message: 'Task deleted successfully', data: { id: taskId, refunded: 6 } });
      expect(await balanceOf(platform, owner)).toBe(20);
      expect(await accountBalance(platform, taskEscrow(taskId))).toBe(0n);
      await del(`/api/task/delete/${taskId}`, owner).expect(404);
      expect(await balanceOf(platform, owner)).toBe(20);
      const list = await get('/api/task/get-all-by-created-by', owner);
      expect(list.body.data.pagination.total).toBe(0);
      const [refund] = await platform.db.query(
        `SELECT p.amount::text FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
         WHERE t.idempotency_key = $1 AND p.account_id = $2`,
        [`task_refund:${taskId}:deleted`, memberAvailable(owner.id)],
      );
      expect(refund.amount).toBe('6000000');
    });

    it('answers a repeated delete with the same Idempotency-Key the same way, refunding once', async () => {
      const { owner, taskId } = await advertiserWithTask(platform, { pricings: [pricing.follow], credits: 10 });
      const first = await platform.http
        .delete(`/api/task/delete/${taskId}`)
        .set({ ...bearer(owner), 'Idempotency-Key': 'delete-task-0001' })
        .expect(200);
      const again = await platform.http
        .delete(`/api/task/delete/${taskId}`)
        .set({ ...bearer(owner), 'Idempotency-Key': 'delete-task-0001' })
        .expect(200);
      expect(again.body).toEqual(first.body);
      expect(await balanceOf(platform, owner)).toBe(10);
    });

    it('refuses an Idempotency-Key reused for another call', async () => {
      const owner = await fundedAdvertiser(platform, 10);
      const form = await taskForm(platform, owner, { pricings: [{ taskPricingId: pricing.follow.id }], totalCost: 2 });
      const headers = { ...bearer(owner), 'Idempotency-Key': 'create-task-0001' };
      const first = await platform.http.post('/api/task/create').set(headers).send(form).expect(201);
      const again = await platform.http.post('/api/task/create').set(headers).send(form).expect(201);
      expect(again.body).toEqual(first.body);
      expect(await balanceOf(platform, owner)).toBe(8);
      expect(await taskCount(owner.id)).toBe(1);
      const reused = await platform.http.delete(`/api/task/delete/${first.body.data.id}`).set(headers).expect(422);
      expect(reused.body.message).toBe(WALLET_MSG.idempotencyKeyReused);
    });
  });
});
