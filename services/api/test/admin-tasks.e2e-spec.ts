import {
  CATALOGUE_MSG,
  MSG,
  TASK_MSG,
  type ImpressionCostOptionView,
  type TaskPricingOptionView,
} from '@earnwave/contracts';
import {
  type Account,
  adminList,
  balanceOf,
  bearer,
  freeMember,
  fundedAdvertiser,
  newTxid,
  perform,
  receivedProofs,
  signUp,
  taskForm,
  totalOf,
  uploadImage,
  waitFor,
  waitForBalance,
} from '@earnwave/testing';
import { taskSpecPlatform } from './support/platform';

describe('admin API: tasks, their proofs and the task catalogues', () => {
  const { platform, admin, pricing } = taskSpecPlatform();

  const get = (path: string, who: Account = admin) => platform.http.get(path).set(bearer(who));
  const post = (path: string, body: object = {}, who: Account = admin) =>
    platform.http.post(path).set(bearer(who)).send(body);
  const put = (path: string, body: object, who: Account = admin) => platform.http.put(path).set(bearer(who)).send(body);
  const remove = (path: string, who: Account = admin) => platform.http.delete(path).set(bearer(who));

  /** A task of `owner` named `businessName`, paid from the balance (ACCEPTED) or by USDT (PENDING). */
  const ownerTask = async (
    owner: Account,
    businessName: string,
    options: { method?: 'balance' | 'usdt'; leads?: number; pricings?: { id: string; noOfCost: number }[] } = {},
  ) => {
    const chosen = options.pricings ?? [pricing.follow];
    const leads = options.leads ?? 1;
    const form = await taskForm(platform, owner, {
      leads,
      pricings: chosen.map((option) => ({ taskPricingId: option.id })),
      totalCost: chosen.reduce((sum, option) => sum + option.noOfCost, 0) * leads,
      method: options.method ?? 'balance',
      txid: options.method === 'usdt' ? newTxid() : undefined,
    });
    const res = await post('/api/task/create', { ...form, businessName }, owner).expect(201);
    return res.body.data.id as string;
  };
  const dropdown = async <T>(path: string): Promise<T[]> => (await get(path).expect(200)).body.data;

  describe('tasks', () => {
    let ownerA: Account;
    let ownerB: Account;
    let tasksOfA: string[];
    let pendingOfB: string;
    beforeAll(async () => {
      ownerA = await fundedAdvertiser(platform, 20);
      ownerB = await fundedAdvertiser(platform, 0);
      tasksOfA = [];
      for (const name of ['Corner Bakery', 'Alpha Gym', 'Bakery Deluxe']) tasksOfA.push(await ownerTask(ownerA, name));
      pendingOfB = await ownerTask(ownerB, 'Zeta Garage', { method: 'usdt' });
    });

    it('lists with Content-Range, pages and sorts on the server, and filters by owner, status and business name', async () => {
      const all = await adminList(platform, admin, 'tasks', { filter: { ownerId: ownerA.id } }).expect(200);
      expect(all.headers['content-range']).toBe('tasks 0-2/3');
      expect(all.body.map((task: { id: string }) => task.id).sort()).toEqual([...tasksOfA].sort());

      const page = await adminList(platform, admin, 'tasks', {
        filter: { ownerId: ownerA.id },
        sort: ['businessName', 'ASC'],
        range: [1, 2],
      }).expect(200);
      expect(page.headers['content-range']).toBe('tasks 1-2/3');
      expect(page.body.map((task: { businessName: string }) => task.businessName)).toEqual([
        'Bakery Deluxe',
        'Corner Bakery',
      ]);

      const bakeries = await adminList(platform, admin, 'tasks', { filter: { ownerId: ownerA.id, q: 'BAKERY' } });
      expect(totalOf(bakeries)).toBe(2);

      const pending = await adminList(platform, admin, 'tasks', { filter: { status: 'PENDING' } }).expect(200);
      expect(pending.body).toContainEqual(
        expect.objectContaining({
          id: pendingOfB,
          businessName: 'Zeta Garage',
          status: 'PENDING',
          ownerId: ownerB.id,
          ownerName: expect.any(String),
          paymentMethod: 'usdt',
          paymentStatus: 'pending',
          totalCost: 2,
          escrow: 0,
        }),
      );
      expect(pending.body.every((task: { status: string }) => task.status === 'PENDING')).toBe(true);

      const refused = await adminList(platform, admin, 'tasks', { filter: { status: 'DONE' } }).expect(400);
      expect(refused.body).toEqual({
        success: false,
        message: 'filter.status must be one of: PENDING, ACCEPTED, REJECTED.',
        errors: [{ param: 'filter', msg: 'filter.status must be one of: PENDING, ACCEPTED, REJECTED.' }],
      });
      await adminList(platform, admin, 'tasks', { sort: ['owner_id', 'ASC'] }).expect(400);
      await adminList(platform, admin, 'tasks', { filter: { ownerId: 'nope' } }).expect(400);
    });

    it('shows a task with its assigned prices, payment and counts', async () => {
      const member = await freeMember(platform);
      await perform(platform, member, tasksOfA[0], [pricing.follow]);
      const res = await get(`/api/admin/tasks/${tasksOfA[0]}`).expect(200);
      expect(res.body).toMatchObject({
        id: tasksOfA[0],
        businessName: 'Corner Bakery',
        status: 'ACCEPTED',
        ownerId: ownerA.id,
        noOfLeads: 1,
        remainingOfLeads: 0,
        performingNoOfLeads: 1,
        costPerLead: 2,
        totalCost: 2,
        escrow: 2,
        isDeleted: false,
        logoImageUrl: expect.stringMatching(/^\/uploads\/.+\.png$/),
        payment: { method: 'balance', status: 'approved', amount: 2, txid: null },
        proofs: { pending: 1, approved: 0, rejected: 0 },
        assignedPrices: [
          {
            taskPricingId: pricing.follow.id,
            title: pricing.follow.title,
            noOfCost: 2,
            noOfRewards: 1.5,
            isTaskType: true,
          },
        ],
      });
      expect(res.body.assignedPrices[0]).not.toHaveProperty('screenshotStatus');
      await get('/api/admin/tasks/00000000-0000-4000-8000-000000000000').expect(404);
      await get('/api/admin/tasks/not-an-id').expect(404);
    });
  });

  describe('task proofs', () => {
    let owner: Account;
    let taskId: string;
    let members: Account[];
    beforeAll(async () => {
      owner = await fundedAdvertiser(platform, 20);
      taskId = await ownerTask(owner, 'Proof Cafe', { leads: 3 });
      members = [await freeMember(platform), await freeMember(platform), await freeMember(platform)];
      for (const member of members) await perform(platform, member, taskId, [pricing.follow]);
    });
    const proofOf = async (member: Account) => {
      const res = await adminList(platform, admin, 'task-proofs', { filter: { taskId, memberId: member.id } });
      return res.body[0] as { id: string; status: string };
    };

    it('lists a task’s proofs, filtered by status, each with a link to its screenshot', async () => {
      const res = await adminList(platform, admin, 'task-proofs', { filter: { taskId } }).expect(200);
      expect(res.headers['content-range']).toBe('task-proofs 0-2/3');
      expect(res.body[0]).toMatchObject({
        taskId,
        businessName: 'Proof Cafe',
        ownerId: owner.id,
        taskPricingTitle: pricing.follow.title,
        noOfRewards: 1.5,
        status: 'PENDING',
        // On the console's own origin: the API serves the console and the uploads.
        screenshot: expect.stringMatching(/^\/uploads\/.+\.png$/),
        decidedBy: null,
        audit: null,
      });
      const screenshot = await platform.http.get(res.body[0].screenshot).expect(200);
      expect(screenshot.headers['content-type']).toMatch(/^image\/png/);

      const approved = await adminList(platform, admin, 'task-proofs', { filter: { taskId, status: 'APPROVED' } });
      expect(totalOf(approved)).toBe(0);
      const one = await get(`/api/admin/task-proofs/${res.body[0].id}`).expect(200);
      expect(one.body).toEqual(res.body[0]);
      await get('/api/admin/task-proofs/00000000-0000-4000-8000-000000000000').expect(404);
      await adminList(platform, admin, 'task-proofs', { filter: { status: 'pending' } }).expect(400);
    });

    it('lets an administrator approve a pending proof once: the member is paid once, every later decision is 409', async () => {
      const [member] = members;
      const proof = await proofOf(member);
      const statuses = await Promise.all(
        [1, 2, 3].map(() => post(`/api/admin/task-proofs/${proof.id}/approve`).then((res) => res.status)),
      );
      expect(statuses.sort()).toEqual([200, 409, 409]);
      await waitForBalance(platform, member, 1.5);

      const shown = await get(`/api/admin/task-proofs/${proof.id}`).expect(200);
      expect(shown.body).toMatchObject({
        status: 'APPROVED',
        decidedBy: 'admin',
        audit: { decision: 'approve', adminId: admin.id, reason: null },
      });
      const again = await post(`/api/admin/task-proofs/${proof.id}/reject`, { reason: 'Changed my mind' }).expect(409);
      expect(again.body.errors).toEqual([{ param: 'general', msg: TASK_MSG.proofAlreadyDecided }]);
      await platform.http
        .put(`/api/task/update-task-status/${proof.id}`)
        .set(bearer(owner))
        .send({ status: 'APPROVED' })
        .expect(409);

      await waitFor(
        async () =>
          (await platform.db.query(`SELECT settled_at FROM task_proofs WHERE id = $1`, [proof.id]))[0].settled_at,
        { what: 'the approved proof settled' },
      );
      const [{ rewards }] = await platform.db.query(
        `SELECT count(*)::int AS rewards FROM ledger_transactions WHERE type = 'task_reward' AND member_id = $1`,
        [member.id],
      );
      expect(rewards).toBe(1);
      expect(await balanceOf(platform, member)).toBe(1.5);
      const counts = await get(`/api/admin/tasks/${taskId}`).expect(200);
      expect(counts.body.proofs).toEqual({ pending: 2, approved: 1, rejected: 0 });
    });

    it('rejects a pending proof with a reason, which the member reads; nothing is paid', async () => {
      const member = members[1];
      const proof = await proofOf(member);
      const blank = await post(`/api/admin/task-proofs/${proof.id}/reject`, { reason: '  ' }).expect(400);
      expect(blank.body.errors).toEqual([{ param: 'reason', msg: TASK_MSG.rejectionMessageRequired }]);
      const rejected = await post(`/api/admin/task-proofs/${proof.id}/reject`, { reason: 'Blurry screenshot' });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({
        id: proof.id,
        status: 'REJECTED',
        rejectionReason: 'Blurry screenshot',
        decidedBy: 'admin',
        audit: { decision: 'reject', reason: 'Blurry screenshot', adminId: admin.id },
      });
      const seen = await get(`/api/task/task-member/${taskId}`, member).expect(200);
      expect(seen.body.data.assignedPrices[0]).toMatchObject({
        screenshotStatus: 'REJECTED',
        rejectionMessage: 'Blurry screenshot',
      });
      await post(`/api/admin/task-proofs/${proof.id}/approve`).expect(409);
      expect(await balanceOf(platform, member)).toBe(0);
    });

    it('shows who decided a proof the owner decided', async () => {
      const proof = await proofOf(members[2]);
      await platform.http
        .put(`/api/task/update-task-status/${proof.id}`)
        .set(bearer(owner))
        .send({ status: 'APPROVED' })
        .expect(200);
      const shown = await get(`/api/admin/task-proofs/${proof.id}`).expect(200);
      expect(shown.body).toMatchObject({ status: 'APPROVED', decidedBy: 'owner', decider: { id: owner.id } });
      const byOwner = await adminList(platform, admin, 'task-proofs', { filter: { taskId, decidedBy: 'owner' } });
      expect(byOwner.body.map((row: { id: string }) => row.id)).toEqual([proof.id]);
      await post(`/api/admin/task-proofs/${proof.id}/reject`, { reason: 'Late' }).expect(409);
      await waitForBalance(platform, members[2], 1.5);
    });
  });

  describe('task pricing options', () => {
    const valid = { title: 'Join our newsletter', type: 'screenshot', isTaskType: true, noOfCost: 3, noOfRewards: 2.5 };

    it('lists every option, disabled ones too, with Content-Range, in the dropdown’s order', async () => {
      const res = await adminList(platform, admin, 'task-prices').expect(200);
      expect(totalOf(res)).toBeGreaterThanOrEqual(7);
      expect(res.body[0]).toMatchObject({
        id: pricing.follow.id,
        title: pricing.follow.title,
        type: 'screenshot',
        isTaskType: true,
        noOfCost: 2,
        noOfRewards: 1.5,
        enabled: true,
        sortOrder: 0,
        usedByTasks: expect.any(Number),
      });
      const notTaskType = await adminList(platform, admin, 'task-prices', { filter: { isTaskType: false } });
      expect(notTaskType.body.map((option: { title: string }) => option.title)).toContain(pricing.banner.title);
      expect(notTaskType.body.every((option: { isTaskType: boolean }) => !option.isTaskType)).toBe(true);
    });

    it('refuses invalid options with the errors under their fields', async () => {
      const empty = await post('/api/admin/task-prices', {}).expect(400);
      expect(empty.body.success).toBe(false);
      expect(empty.body.errors).toEqual(
        expect.arrayContaining([
          { param: 'title', msg: CATALOGUE_MSG.titleRequired },
          { param: 'type', msg: CATALOGUE_MSG.typeInvalid },
          { param: 'isTaskType', msg: CATALOGUE_MSG.isTaskTypeInvalid },
          { param: 'noOfCost', msg: CATALOGUE_MSG.costInvalid },
          { param: 'noOfRewards', msg: CATALOGUE_MSG.rewardInvalid },
        ]),
      );
      const cases: [object, string, string][] = [
        [{ noOfRewards: 3.5 }, 'noOfRewards', CATALOGUE_MSG.rewardAboveCost],
        [{ noOfCost: 0 }, 'noOfCost', CATALOGUE_MSG.costInvalid],
        [{ noOfCost: 1.0000001 }, 'noOfCost', CATALOGUE_MSG.costInvalid],
        [{ noOfCost: 'lots' }, 'noOfCost', CATALOGUE_MSG.costInvalid],
        [{ title: ' ' }, 'title', CATALOGUE_MSG.titleRequired],
        [{ title: 'x'.repeat(121) }, 'title', CATALOGUE_MSG.titleTooLong],
        [{ type: 'image' }, 'type', CATALOGUE_MSG.typeForTaskType],
        [{ isTaskType: false }, 'type', CATALOGUE_MSG.typeForNotTaskType],
        [{ sortOrder: -1 }, 'sortOrder', CATALOGUE_MSG.sortOrderInvalid],
        [{ enabled: 'yes' }, 'enabled', CATALOGUE_MSG.enabledInvalid],
        [{ price: 3 }, 'price', 'Unknown field: price.'],
      ];
      for (const [change, param, msg] of cases) {
        const res = await post('/api/admin/task-prices', { ...valid, ...change });
        expect([change, res.status, res.body.errors]).toEqual([change, 400, [{ param, msg }]]);
      }
    });

    it('creates an option that the dropdown answers, edits it, and refuses an edit that breaks it', async () => {
      // A form's empty order (null) means after the others.
      const created = await post('/api/admin/task-prices', { ...valid, sortOrder: null }).expect(201);
      expect(created.body).toMatchObject({ ...valid, id: expect.any(String), enabled: true, usedByTasks: 0 });
      const { id } = created.body;
      const options = await dropdown<TaskPricingOptionView>('/api/task-prices/dropdown');
      expect(options.at(-1)).toEqual({ id, ...valid });
      const last = await adminList(platform, admin, 'task-prices', { sort: ['sortOrder', 'DESC'], range: [0, 0] });
      expect(last.body[0].id).toBe(id);

      const tooHigh = await put(`/api/admin/task-prices/${id}`, { noOfRewards: 3.01 }).expect(400);
      expect(tooHigh.body.errors).toEqual([{ param: 'noOfRewards', msg: CATALOGUE_MSG.rewardAboveCost }]);
      const nullCost = await put(`/api/admin/task-prices/${id}`, { noOfCost: null }).expect(400);
      expect(nullCost.body.errors).toEqual([{ param: 'noOfCost', msg: CATALOGUE_MSG.costInvalid }]);
      const nothing = await put(`/api/admin/task-prices/${id}`, {}).expect(400);
      expect(nothing.body.errors).toEqual([{ param: 'general', msg: CATALOGUE_MSG.emptyUpdate }]);
      await put('/api/admin/task-prices/00000000-0000-4000-8000-000000000000', { title: 'X' }).expect(404);

      const edited = await put(`/api/admin/task-prices/${id}`, { noOfCost: 4, title: 'Join our mailing list' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ id, noOfCost: 4, noOfRewards: 2.5, title: 'Join our mailing list' });
      expect((await get(`/api/admin/task-prices/${id}`).expect(200)).body).toEqual(edited.body);
      const after = await dropdown<TaskPricingOptionView>('/api/task-prices/dropdown');
      expect(after.find((option) => option.id === id)).toMatchObject({ noOfCost: 4, title: 'Join our mailing list' });
    });

    it('never changes the cost of an existing task when the option is edited', async () => {
      const option = (await post('/api/admin/task-prices', { ...valid, title: 'Check in at our shop' }).expect(201))
        .body;
      const owner = await fundedAdvertiser(platform, 20);
      const taskId = await ownerTask(owner, 'Fixed Price Shop', { leads: 2, pricings: [option] });

      await put(`/api/admin/task-prices/${option.id}`, { noOfCost: 5, noOfRewards: 4, title: 'Renamed' }).expect(200);
      const task = (await get(`/api/task/get/${taskId}`, owner).expect(200)).body.data.data;
      expect(task.assignedPrices[0]).toMatchObject({ title: 'Check in at our shop', noOfCost: 3, noOfRewards: 2.5 });
      const shown = (await get(`/api/admin/tasks/${taskId}`).expect(200)).body;
      expect(shown).toMatchObject({ costPerLead: 3, totalCost: 6, escrow: 6 });
      expect(await balanceOf(platform, owner)).toBe(14);

      const member = await freeMember(platform);
      await perform(platform, member, taskId, [option]);
      const [proof] = await receivedProofs(platform, owner, taskId);
      await post(`/api/admin/task-proofs/${proof.id}/approve`).expect(200);
      await waitForBalance(platform, member, 2.5);

      // A new task pays the new price.
      const form = await taskForm(platform, owner, { pricings: [{ taskPricingId: option.id }], totalCost: 3 });
      await post('/api/task/create', form, owner).expect(422);
    });

    it('deletes an unused option, disables a used one (it leaves the dropdown, the task keeps it)', async () => {
      const unused = (await post('/api/admin/task-prices', { ...valid, title: 'Unused option' }).expect(201)).body;
      const deleted = await remove(`/api/admin/task-prices/${unused.id}`).expect(200);
      expect(deleted.body).toMatchObject({ id: unused.id, deleted: true });
      await get(`/api/admin/task-prices/${unused.id}`).expect(404);

      const used = (await post('/api/admin/task-prices', { ...valid, title: 'Used option' }).expect(201)).body;
      const owner = await fundedAdvertiser(platform, 10);
      const taskId = await ownerTask(owner, 'Used Option Shop', { pricings: [used] });
      const disabled = await remove(`/api/admin/task-prices/${used.id}`).expect(200);
      expect(disabled.body).toMatchObject({ id: used.id, deleted: false, enabled: false, usedByTasks: 1 });
      const options = await dropdown<TaskPricingOptionView>('/api/task-prices/dropdown');
      expect(options.map((option) => option.id)).not.toContain(used.id);
      const task = (await get(`/api/task/get/${taskId}`, owner).expect(200)).body.data.data;
      expect(task.assignedPrices[0]).toMatchObject({ taskPricingId: used.id, title: 'Used option', noOfCost: 3 });
      const form = await taskForm(platform, owner, { pricings: [{ taskPricingId: used.id }], totalCost: 3 });
      const refused = await post('/api/task/create', form, owner).expect(422);
      expect(refused.body.errors).toEqual([{ param: 'taskPricings.0.taskPricingId', msg: TASK_MSG.pricingUnknown }]);

      const listed = await adminList(platform, admin, 'task-prices', { filter: { enabled: false } }).expect(200);
      expect(listed.body.map((option: { id: string }) => option.id)).toContain(used.id);
      await put(`/api/admin/task-prices/${used.id}`, { enabled: true }).expect(200);
      expect((await dropdown<TaskPricingOptionView>('/api/task-prices/dropdown')).map((o) => o.id)).toContain(used.id);
      await remove('/api/admin/task-prices/00000000-0000-4000-8000-000000000000').expect(404);
    });
  });

  describe('impression cost options', () => {
    it('lists, creates, edits and refuses invalid options with the errors under their fields', async () => {
      const list = await adminList(platform, admin, 'cost-impressions').expect(200);
      expect(list.headers['content-range']).toBe('cost-impressions 0-3/4');
      expect(list.body[0]).toMatchObject({ noOfCost: 5, impressions: 1000, enabled: true, usedByTasks: 0 });

      const empty = await post('/api/admin/cost-impressions', {}).expect(400);
      expect(empty.body.errors).toEqual([
        { param: 'noOfCost', msg: CATALOGUE_MSG.costInvalid },
        { param: 'impressions', msg: CATALOGUE_MSG.impressionsInvalid },
      ]);
      const fractional = await post('/api/admin/cost-impressions', { noOfCost: 7, impressions: 1.5 }).expect(400);
      expect(fractional.body.errors).toEqual([{ param: 'impressions', msg: CATALOGUE_MSG.impressionsInvalid }]);

      const created = await post('/api/admin/cost-impressions', { noOfCost: 7.5, impressions: 1500 }).expect(201);
      expect(created.body).toMatchObject({ noOfCost: 7.5, impressions: 1500, enabled: true });
      const edited = await put(`/api/admin/cost-impressions/${created.body.id}`, { impressions: 2000 }).expect(200);
      expect(edited.body).toMatchObject({ noOfCost: 7.5, impressions: 2000 });
      const options = await dropdown<ImpressionCostOptionView>('/api/cost-impressions/dropdown');
      expect(options).toContainEqual({ id: created.body.id, noOfCost: 7.5, impressions: 2000 });
      await put(`/api/admin/cost-impressions/${created.body.id}`, { impressions: 0 }).expect(400);
      await remove(`/api/admin/cost-impressions/${created.body.id}`).expect(200);
      await get(`/api/admin/cost-impressions/${created.body.id}`).expect(404);
    });

    it('keeps a task’s impression cost when the option is edited, and disables a used option on delete', async () => {
      const option = (await post('/api/admin/cost-impressions', { noOfCost: 6, impressions: 1200 }).expect(201)).body;
      const owner = await fundedAdvertiser(platform, 20);
      const creative = await uploadImage(platform, owner);
      const form = await taskForm(platform, owner, {
        pricings: [{ taskPricingId: pricing.banner.id, impressionId: option.id, relativePath: creative.relativePath }],
        totalCost: 6,
      });
      const taskId = (await post('/api/task/create', form, owner).expect(201)).body.data.id;

      await put(`/api/admin/cost-impressions/${option.id}`, { noOfCost: 9 }).expect(200);
      const removed = await remove(`/api/admin/cost-impressions/${option.id}`).expect(200);
      expect(removed.body).toMatchObject({ deleted: false, enabled: false, usedByTasks: 1 });
      const options = await dropdown<ImpressionCostOptionView>('/api/cost-impressions/dropdown');
      expect(options.map((candidate) => candidate.id)).not.toContain(option.id);
      const task = (await get(`/api/admin/tasks/${taskId}`).expect(200)).body;
      expect(task).toMatchObject({ totalCost: 6, costPerLead: 6 });
      expect(task.assignedPrices[0]).toMatchObject({
        impressionId: option.id,
        impressions: 1200,
        noOfCost: 6,
        path: `/${creative.relativePath}`,
      });
    });
  });

  it('answers 401 without a token and 403 to every role but admin', async () => {
    const someone = await signUp(platform, { role: 'member_advertiser' });
    const routes: ['get' | 'post' | 'delete', string][] = [
      ['get', '/api/admin/tasks'],
      ['get', '/api/admin/task-proofs'],
      ['get', '/api/admin/task-prices'],
      ['post', '/api/admin/task-prices'],
      ['delete', `/api/admin/cost-impressions/00000000-0000-4000-8000-000000000000`],
    ];
    for (const [method, path] of routes) {
      const anonymous = await platform.http[method](path);
      expect([path, anonymous.status]).toEqual([path, 401]);
      const res = await platform.http[method](path).set(bearer(someone));
      expect([path, res.status, res.body]).toEqual([path, 403, { success: false, message: MSG.forbidden, errors: [] }]);
    }
  });
});
