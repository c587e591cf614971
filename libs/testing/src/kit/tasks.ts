import type { TaskPricingOptionView } from '@earnwave/contracts';
import { pngPicture } from '../png';
import { signUp, type Account } from './accounts';
import { bearer, buyCredits, freeMember } from './members';
import type { PlatformClient } from './platform-client';

/** A real PNG of width x 1 pixels, its colour varied by `seed` so that two are never the same bytes. */
export function tinyPng(seed = 0, width = 1): Buffer {
  const shade = seed % 256;
  return pngPicture(width, 1, () => [shade, shade, shade]);
}

let pictures = 0;

/** Uploads a fresh PNG as `who`, the way the client does; answers the upload's data. */
export async function uploadImage(platform: PlatformClient, who: Account) {
  const res = await platform.http
    .post('/api/uploads')
    .set(bearer(who))
    .attach('file', tinyPng((pictures += 1)), 'picture.png')
    .expect(201);
  return res.body.data as { relativePath: string; path: string; fileType: string; formatType: string };
}

/** The seeded catalogue, by title fragment. */
export async function catalogue(platform: PlatformClient, who: Account) {
  const res = await platform.http.get('/api/task-prices/dropdown').set(bearer(who)).expect(200);
  const options = res.body.data as TaskPricingOptionView[];
  const find = (title: string) => {
    const option = options.find((candidate) => candidate.title.includes(title));
    if (!option) throw new Error(`no pricing option like ${title}`);
    return option;
  };
  return {
    options,
    /** screenshot, cost 2, reward 1.5 */
    follow: find('Follow'),
    /** screenshot, cost 1.5, reward 1 */
    share: find('Like and share'),
    /** url, cost 4, reward 3 */
    review: find('review'),
    /** image, not task-type, cost 5, reward 1 */
    banner: find('Banner'),
  };
}

export type Catalogue = Awaited<ReturnType<typeof catalogue>>;

/** An advertiser (task owner only) with `credits` bought and approved. */
export async function fundedAdvertiser(
  platform: PlatformClient,
  credits: number,
  role = 'advertiser',
  overrides: Record<string, unknown> = {},
) {
  const owner = await signUp(platform, { ...overrides, role });
  if (credits > 0) await buyCredits(platform, owner, credits);
  return owner;
}

export interface TaskFormOptions {
  leads?: number;
  pricings?: { taskPricingId: string; task_description?: string; relativePath?: string; impressionId?: string }[];
  totalCost?: number;
  method?: 'balance' | 'usdt';
  txid?: string;
  date?: string;
}

/** The task form as the client sends it, with the owner's own uploaded logo and background. */
export async function taskForm(
  platform: PlatformClient,
  owner: Account,
  options: TaskFormOptions & { pricings: NonNullable<TaskFormOptions['pricings']> },
) {
  const [logo, background] = [await uploadImage(platform, owner), await uploadImage(platform, owner)];
  return {
    businessName: 'Sunny Bakery',
    taskLocation: 'Lisbon, Portugal',
    noOfLeads: options.leads ?? 1,
    logoImage: logo.relativePath,
    backgroundImage: background.relativePath,
    taskPricings: options.pricings,
    payment_task: {
      total_cost: options.totalCost,
      date: options.date ?? new Date().toISOString().slice(0, 10),
      method: options.method ?? 'balance',
      ...(options.txid ? { txid: options.txid } : {}),
    },
  };
}

/** Creates (and pays for) a task; answers its id. */
export async function createTask(
  platform: PlatformClient,
  owner: Account,
  options: TaskFormOptions & { pricings: NonNullable<TaskFormOptions['pricings']>; totalCost: number },
): Promise<string> {
  const res = await platform.http
    .post('/api/task/create')
    .set(bearer(owner))
    .send(await taskForm(platform, owner, options))
    .expect(201);
  return res.body.data.id;
}

/** A member's proof of each pricing (a fresh screenshot, or a web address for url rows), answered with `expected`. */
export async function perform(
  platform: PlatformClient,
  member: Account,
  taskId: string,
  pricings: { id: string; type: string }[],
  expected = 201,
) {
  const taskPricings = [];
  for (const pricing of pricings) {
    const screenshot =
      pricing.type === 'url'
        ? 'https://reviews.example.com/sunny-bakery/1'
        : (await uploadImage(platform, member)).relativePath;
    taskPricings.push({ taskPricingId: pricing.id, screenshot });
  }
  return platform.http
    .post('/api/task/perform-task')
    .set(bearer(member))
    .send({ taskId, taskPricings })
    .expect(expected);
}

/** The ids of a task's received proofs, newest first, as the owner reads them. */
export async function receivedProofs(platform: PlatformClient, owner: Account, taskId: string) {
  const res = await platform.http.get(`/api/task/screenshots/${taskId}`).set(bearer(owner)).expect(200);
  return res.body.data.data as ReceivedProof[];
}

export interface ReceivedProof {
  id: string;
  status: string;
  taskPricingTitle: string;
  memberName: string;
  screenshot: string;
}

/** A ledger account's projected balance, in micro-credits. */
export async function accountBalance(platform: PlatformClient, account: string): Promise<bigint> {
  const [row] = await platform.db.query(`SELECT balance::text FROM ledger_accounts WHERE id = $1`, [account]);
  return BigInt(row?.balance ?? 0);
}

/** A catalogue option as a task asks for it and a member proves it (Catalogue's entries). */
type PricingOption = Pick<TaskPricingOptionView, 'id' | 'type' | 'noOfCost'>;

export interface AdvertiserTaskOptions {
  /** The catalogue options the task asks a proof of, one each. */
  pricings: PricingOption[];
  leads?: number;
  /** The total the owner confirms: the options' cost times the leads unless given. */
  totalCost?: number;
  /** The credits the owner buys first; 20 unless given. */
  credits?: number;
  /** `advertiser` unless given (a `member_advertiser` may also perform tasks). */
  role?: string;
}

/** A funded advertiser with a task of theirs paid from the balance (ACCEPTED). */
export async function advertiserWithTask(
  platform: PlatformClient,
  { pricings, leads = 1, totalCost, credits = 20, role }: AdvertiserTaskOptions,
): Promise<{ owner: Account; taskId: string }> {
  const owner = await fundedAdvertiser(platform, credits, role);
  const taskId = await createTask(platform, owner, {
    leads,
    pricings: pricings.map((option) => ({ taskPricingId: option.id })),
    totalCost: totalCost ?? pricings.reduce((sum, option) => sum + option.noOfCost, 0) * leads,
  });
  return { owner, taskId };
}

/**
 * A funded advertiser's task, performed by `member` (a fresh member on the free level unless
 * given) with a proof of each of `proves` (every pricing unless given): answers them all and the
 * proof the owner received last.
 */
export async function taskWithProof(
  platform: PlatformClient,
  options: AdvertiserTaskOptions & { member?: Account; proves?: PricingOption[] },
): Promise<{ owner: Account; taskId: string; member: Account; proof: ReceivedProof }> {
  const { owner, taskId } = await advertiserWithTask(platform, options);
  const member = options.member ?? (await freeMember(platform));
  await perform(platform, member, taskId, options.proves ?? options.pricings);
  const [proof] = await receivedProofs(platform, owner, taskId);
  return { owner, taskId, member, proof };
}
