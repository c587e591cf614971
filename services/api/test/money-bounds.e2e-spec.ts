import {
  CATALOGUE_MSG,
  CHAT_MSG,
  creditsRangeMsg,
  LEAST_CREDITS,
  MONEY_LIMITS,
  MSG,
  POST_MSG,
  PROFILE_MSG,
  TASK_MSG,
  WALLET_MSG,
  type MoneyField,
} from '@earnwave/contracts';
import fc from 'fast-check';
import type { Test } from 'supertest';
import {
  type Account,
  balanceOf,
  bearer,
  buyCredits,
  chatBetween,
  createPost,
  createTask,
  fundedAdvertiser,
  newTxid,
  paidMember,
  signUp,
  taskForm,
  todayUtc,
  tronAddress,
} from '@earnwave/testing';
import { taskSpecPlatform } from './support/platform';

/**
 * Every call that takes an amount refuses anything outside its field's range (MONEY_LIMITS) with a
 * 400 under the field's param, and changes nothing: no row, no posting, no balance.
 */
describe('money bounds', () => {
  const { platform, admin } = taskSpecPlatform();
  /** A silver member with 50 credits; the caller of the member calls. */
  let member: Account;
  /** Another member, author of a paid post and the member's chat partner. */
  let author: Account;
  /** A task owner with 30 credits and one task. */
  let advertiser: Account;
  let ids: { post: string; paidPost: string; task: string; chat: string; pricing: string; impression: string };
  let taskBody: Record<string, unknown>;
  beforeAll(async () => {
    const pricing = (await platform.http.get('/api/task-prices/dropdown').set(bearer(admin))).body.data;
    const impressions = (await platform.http.get('/api/cost-impressions/dropdown').set(bearer(admin))).body.data;
    member = await paidMember(platform, 'silver', 100);
    await buyCredits(platform, member, 50);
    author = await signUp(platform);
    advertiser = await fundedAdvertiser(platform, 30);
    const pricings = [{ taskPricingId: pricing[0].id }];
    taskBody = await taskForm(platform, advertiser, { pricings, leads: 2, totalCost: 2 * pricing[0].noOfCost });
    ids = {
      post: (await createPost(platform, member)).id,
      paidPost: (await createPost(platform, author, { costView: 2 })).id,
      task: await createTask(platform, advertiser, { pricings, leads: 2, totalCost: 2 * pricing[0].noOfCost }),
      chat: await chatBetween(platform, member, author),
      pricing: pricing[0].id,
      impression: impressions[0].id,
    };
  });

  it('refuses a credit purchase of 1e15 credits with a 400 under sendCreditAmount', async () => {
    const res = await platform.http
      .post('/api/users/create/credit/balance')
      .set(bearer(member))
      .send({
        sendCreditAmount: 1e15,
        totalCost: 1e15 + 4,
        purchaseDate: '20-11-2026',
        txid: newTxid(),
      });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { param: 'sendCreditAmount', msg: WALLET_MSG.creditAmountInvalid },
      { param: 'totalCost', msg: WALLET_MSG.totalCostMismatch },
    ]);
  });

  /** Every table a money call could write, as row count and a digest of the rows. */
  const TABLES = [
    'credit_purchases',
    'withdrawal_requests',
    'gifts',
    'used_txids',
    'ledger_accounts',
    'ledger_transactions',
    'ledger_postings',
    'member_subscriptions',
    'membership_levels',
    'member_profiles',
    'user_posts',
    'post_views',
    'tasks',
    'task_payments',
    'task_assigned_prices',
    'task_pricing_options',
    'impression_cost_options',
    'chats',
    'chat_renewals',
  ];
  const snapshot = async () =>
    (
      await platform.db.query(
        `SELECT ${TABLES.map(
          (table) =>
            `(SELECT count(*) || ':' || md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) FROM ${table} r) AS ${table}`,
        ).join(', ')}`,
      )
    )[0];
  const balances = async () => Promise.all([member, author, advertiser].map((account) => balanceOf(platform, account)));

  interface AmountField {
    /** The call and the field, as the test names them. */
    name: string;
    param: string;
    msg: string;
    bound: MoneyField;
    min: number;
    whole?: boolean;
    /** Values the field takes as "not given" (an optional field of a form). */
    absent?: unknown[];
    /** The message for null, when a required-field rule answers it. */
    nullMsg?: string;
    send: (value: unknown) => Test;
  }

  /** A call as `who` (read when it runs); `:post`, `:task`... in the path name the ids made above. */
  const call =
    (who: () => Account, method: 'post' | 'put', path: string, body: (value: unknown) => object) => (value: unknown) =>
      platform.http[method](path.replace(/:(\w+)/g, (_, key: keyof typeof ids) => ids[key]))
        .set(bearer(who()))
        .send(body(value));
  const price = (value: unknown) => ({ title: 'Bounded', type: 'screenshot', isTaskType: true, ...(value as object) });
  const FIELDS: AmountField[] = [
    {
      name: 'credit purchase',
      param: 'sendCreditAmount',
      msg: WALLET_MSG.creditAmountInvalid,
      bound: 'creditPurchase',
      min: 1,
      whole: true,
      send: call(
        () => member,
        'post',
        '/api/users/create/credit/balance',
        (sendCreditAmount) => ({ sendCreditAmount, purchaseDate: '20-11-2026', txid: newTxid() }),
      ),
    },
    {
      name: 'credit purchase',
      param: 'totalCost',
      msg: WALLET_MSG.totalCostMismatch,
      bound: 'creditPurchaseTotal',
      min: 5,
      whole: true,
      absent: [null],
      send: call(
        () => member,
        'post',
        '/api/users/create/credit/balance',
        (totalCost) => ({ sendCreditAmount: 10, totalCost, purchaseDate: '20-11-2026', txid: newTxid() }),
      ),
    },
    {
      name: 'withdrawal',
      param: 'amount',
      msg: WALLET_MSG.withdrawalAmountInvalid,
      bound: 'withdrawal',
      min: LEAST_CREDITS,
      send: call(
        () => member,
        'post',
        '/api/withdrawal-requests',
        (amount) => ({ amount, walletAddress: tronAddress('wallet') }),
      ),
    },
    {
      name: 'gift',
      param: 'sendGiftAmount',
      msg: WALLET_MSG.giftAmountInvalid,
      bound: 'gift',
      min: 1,
      send: call(
        () => member,
        'post',
        '/api/members/send-gift',
        (sendGiftAmount) => ({ receiverId: author.id, sendGiftAmount }),
      ),
    },
    {
      name: 'post create',
      param: 'costView',
      msg: POST_MSG.costViewInvalid,
      bound: 'postCostView',
      min: 0,
      absent: [null, ''],
      send: call(
        () => member,
        'post',
        '/api/user-posts/create',
        (costView) => ({ title: 'Bounded', postRelativePath: 'uploads/none.png', costView }),
      ),
    },
    {
      name: 'post update',
      param: 'costView',
      msg: POST_MSG.costViewInvalid,
      bound: 'postCostView',
      min: 0,
      absent: [null, ''],
      send: call(
        () => member,
        'put',
        '/api/user-posts/update/:post',
        (costView) => ({ costView }),
      ),
    },
    {
      name: 'profile update',
      param: 'earnPerMessage',
      msg: PROFILE_MSG.earnPerMessageInvalid,
      bound: 'earnPerMessage',
      min: 0,
      absent: [null],
      send: call(
        () => member,
        'put',
        '/api/members/update/profile',
        (earnPerMessage) => ({ earnPerMessage }),
      ),
    },
    {
      name: 'task create',
      param: 'payment_task.total_cost',
      msg: TASK_MSG.totalCostInvalid,
      bound: 'taskTotalCost',
      min: LEAST_CREDITS,
      send: call(
        () => advertiser,
        'post',
        '/api/task/create',
        (total_cost) => ({ ...taskBody, payment_task: { ...(taskBody.payment_task as object), total_cost } }),
      ),
    },
    {
      name: 'task update',
      param: 'payment_task.total_cost',
      msg: TASK_MSG.totalCostInvalid,
      bound: 'taskTotalCost',
      min: LEAST_CREDITS,
      send: call(
        () => advertiser,
        'put',
        '/api/task/update/:task',
        (total_cost) => ({ ...taskBody, payment_task: { ...(taskBody.payment_task as object), total_cost } }),
      ),
    },
    {
      name: 'task price create',
      param: 'noOfCost',
      msg: CATALOGUE_MSG.costInvalid,
      bound: 'taskOptionCost',
      min: LEAST_CREDITS,
      send: call(
        () => admin,
        'post',
        '/api/admin/task-prices',
        (noOfCost) => price({ noOfCost, noOfRewards: 1 }),
      ),
    },
    {
      name: 'task price create',
      param: 'noOfRewards',
      msg: CATALOGUE_MSG.rewardInvalid,
      bound: 'taskOptionCost',
      min: LEAST_CREDITS,
      send: call(
        () => admin,
        'post',
        '/api/admin/task-prices',
        (noOfRewards) => price({ noOfCost: 2, noOfRewards }),
      ),
    },
    {
      name: 'task price update',
      param: 'noOfCost',
      msg: CATALOGUE_MSG.costInvalid,
      bound: 'taskOptionCost',
      min: LEAST_CREDITS,
      send: call(
        () => admin,
        'put',
        '/api/admin/task-prices/:pricing',
        (noOfCost) => ({ noOfCost }),
      ),
    },
    {
      name: 'task price update',
      param: 'noOfRewards',
      msg: CATALOGUE_MSG.rewardInvalid,
      bound: 'taskOptionCost',
      min: LEAST_CREDITS,
      send: call(
        () => admin,
        'put',
        '/api/admin/task-prices/:pricing',
        (noOfRewards) => ({ noOfRewards }),
      ),
    },
    {
      name: 'cost impression create',
      param: 'noOfCost',
      msg: CATALOGUE_MSG.costInvalid,
      bound: 'taskOptionCost',
      min: LEAST_CREDITS,
      send: call(
        () => admin,
        'post',
        '/api/admin/cost-impressions',
        (noOfCost) => ({ noOfCost, impressions: 100 }),
      ),
    },
    {
      name: 'cost impression update',
      param: 'noOfCost',
      msg: CATALOGUE_MSG.costInvalid,
      bound: 'taskOptionCost',
      min: LEAST_CREDITS,
      send: call(
        () => admin,
        'put',
        '/api/admin/cost-impressions/:impression',
        (noOfCost) => ({ noOfCost }),
      ),
    },
    {
      name: 'membership level',
      param: 'price',
      msg: creditsRangeMsg('The price', LEAST_CREDITS, MONEY_LIMITS.levelPrice),
      bound: 'levelPrice',
      min: LEAST_CREDITS,
      send: call(
        () => admin,
        'put',
        '/api/admin/membership-levels/silver',
        (value) => ({ price: value }),
      ),
    },
    {
      name: 'membership level',
      param: 'weeklyTokenLimit',
      msg: creditsRangeMsg('The weekly token limit', 0, MONEY_LIMITS.weeklyTokenLimit),
      bound: 'weeklyTokenLimit',
      min: 0,
      send: call(
        () => admin,
        'put',
        '/api/admin/membership-levels/silver',
        (weeklyTokenLimit) => ({ weeklyTokenLimit }),
      ),
    },
    {
      name: 'membership request',
      param: 'receipt',
      msg: MSG.membershipAmountInvalid,
      bound: 'levelPrice',
      min: 0,
      send: call(
        () => member,
        'post',
        '/api/members/subscription',
        (amount) => ({ level: 'gold', receipt: newTxid(), amount, startedAt: todayUtc() }),
      ),
    },
    {
      name: 'paid post view (query)',
      param: 'costView',
      msg: POST_MSG.costViewInvalid,
      bound: 'postCostView',
      min: 0,
      send: (costView) =>
        platform.http
          .get(`/api/user-posts/view/${ids.paidPost}`)
          .query(`confirm=true&costView=${encodeURIComponent(asQueryText(costView))}`)
          .set(bearer(member)),
    },
    {
      name: 'chat renewal',
      param: 'earnPerMessage',
      msg: CHAT_MSG.earnPerMessageInvalid,
      nullMsg: CHAT_MSG.earnPerMessageRequired,
      bound: 'earnPerMessage',
      min: 0,
      send: call(
        () => member,
        'put',
        '/api/chat/update-chat',
        (earnPerMessage) => ({ chatId: ids.chat, earnPerMessage }),
      ),
    },
  ];

  it.each(FIELDS.map((field) => [`${field.name} ${field.param}`, field] as const))(
    'refuses every amount outside the range of %s with a 400 under its param, and changes nothing',
    async (_name, field) => {
      const before = await balances();
      await fc.assert(
        fc.asyncProperty(outOfRange(field), async (value) => {
          const rows = await snapshot();
          const res = await field.send(value);
          expect({ value, status: res.status, body: res.body }).toEqual({
            value,
            status: 400,
            body: {
              success: false,
              message: expect.any(String),
              errors: [{ param: field.param, msg: value === null ? (field.nullMsg ?? field.msg) : field.msg }],
            },
          });
          expect(await snapshot()).toEqual(rows);
        }),
        { numRuns: 25 },
      );
      expect(await balances()).toEqual(before);
    },
  );

  /** What a query string carries for a JSON value: its text (objects and arrays as JSON). */
  function asQueryText(value: unknown): string {
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  }
});

/**
 * Values outside a field's range: above its bound (up to 1e308), below its minimum, negative, more
 * than 6 decimals, not whole where whole credits are asked, exponents and words as strings, and
 * values of other types. JSON has no NaN or Infinity: a client sending them sends null or text.
 */
function outOfRange({
  bound,
  min,
  whole,
  absent = [],
}: {
  bound: MoneyField;
  min: number;
  whole?: boolean;
  absent?: unknown[];
}) {
  const max = MONEY_LIMITS[bound];
  const seventhDecimal = fc
    .tuple(fc.integer({ min: 0, max: max - 1 }), fc.integer({ min: 1, max: 9 }))
    .map(([credits, digit]) => `${credits}.000000${digit}`);
  const candidates = fc.oneof(
    fc.constantFrom<unknown>(
      1e308,
      1e15,
      9e12,
      max + 1,
      -1,
      1e-7,
      '1e3',
      '1E3',
      'ten',
      'NaN',
      'Infinity',
      '-Infinity',
      '',
      ' ',
      '1,5',
      '0x10',
      '+5',
      null,
      true,
      false,
      [],
      [5],
      {},
      { amount: 5 },
    ),
    fc.double({ min: max, minExcluded: true, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: max + 1, max: Number.MAX_SAFE_INTEGER }).map((n) => (n % 2 ? n : String(n))),
    fc.double({ max: 0, maxExcluded: true, noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
    min > 0 ? fc.double({ min: 0, max: min, maxExcluded: true, noNaN: true }) : fc.constant(-LEAST_CREDITS),
    seventhDecimal.map(Number),
    seventhDecimal,
    fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 5 })).map(([m, e]) => `${m}e${e}`),
    whole ? fc.integer({ min: 1, max: max - 1 }).map((n) => n + 0.5) : fc.constant(1e-7),
  );
  return candidates.filter((value) => !absent.some((skip) => Object.is(skip, value)));
}
