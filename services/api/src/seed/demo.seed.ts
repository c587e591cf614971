import type { AppConfig } from '@earnwave/config';
import { CREDIT_PURCHASE_FEE_CREDITS, UPLOAD_KINDS, type MembershipLevelSlug } from '@earnwave/contracts';
import { activateSubscription, claimTxid, findLevel, lockedBalance, lockSubscription, postEntries } from '@earnwave/db';
import { assignedPrice, creditPurchaseEntry, memberAvailable, taskCost, taskEscrow, transfer } from '@earnwave/domain';
import { parseCredits } from '@earnwave/money';
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { PasswordHasher } from '../common/auth/password-hasher';
import { ASSETS_DIR } from '../common/paths';
import type { FileStorage } from '../common/storage/file-storage';
import { sniffMediaType } from '../common/storage/media-type';
import { ensureProfile } from '../modules/profiles';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './demo-accounts';

/** What the demo accounts start with (credits, whole). */
export const DEMO_SEED = {
  memberCredits: 50,
  advertiserCredits: 100,
  level: 'silver' as MembershipLevelSlug,
  /** The creator's price per chat message and the paid post's price per viewer. */
  earnPerMessage: 1,
  paidPostCostView: 2,
  /** The advertiser's task: its leads and the catalogue options it buys (by seed key). */
  taskLeads: 10,
  taskPricings: ['follow-social', 'like-share-post'],
} as const;

const ORDER: DemoAccountKey[] = ['member', 'creator', 'advertiser'];

/** Deterministic referral codes, so a newcomer can try an invitation with a code they can guess. */
const REFERRAL_CODES: Record<DemoAccountKey, string> = {
  member: 'DEMOMEMBER',
  creator: 'DEMOCREATOR',
  advertiser: 'DEMOADVERTISER',
};

const TASK_DESCRIPTIONS: Record<string, string> = {
  'follow-social': 'Follow @sunnybakery on Instagram and send a screenshot of the followed page.',
  'like-share-post': 'Like and share our latest post, then send a screenshot of the share.',
};

interface DemoContext {
  manager: EntityManager;
  storage: FileStorage;
  memberId: string;
  who: DemoAccountKey;
}

/**
 * In development only: a demo member, creator and advertiser, each made in one transaction the
 * first time their e-mail is free (an existing account is never changed), so a second run adds
 * nothing. Money goes through the ledger from the rows that explain it (an approved credit
 * purchase, the membership, the task's payment), memberships through `activateSubscription`, and
 * the creator's and advertiser's pictures are stored through the file storage and recorded as
 * their uploads, like the upload call does. Answers one line per account.
 */
export async function seedDemoAccounts(db: DataSource, config: AppConfig, storage: FileStorage): Promise<string[]> {
  if (config.nodeEnv !== 'development') return [`No demo accounts (NODE_ENV=${config.nodeEnv})`];
  const hasher = new PasswordHasher();
  const lines: string[] = [];
  for (const who of ORDER) {
    const account = DEMO_ACCOUNTS[who];
    const [taken]: unknown[] = await db.query(`SELECT 1 FROM users WHERE email = $1`, [account.email]);
    let created = false;
    if (!taken) {
      const passwordHash = await hasher.hash(account.password);
      created = await db.transaction(async (manager) => {
        const memberId = await insertAccount(manager, who, passwordHash);
        if (!memberId) return false; // a concurrent seed made it first
        await SEEDERS[who]({ manager, storage, memberId, who });
        return true;
      });
    }
    lines.push(`Demo ${who} ${account.email} / ${account.password}: ${created ? 'created' : 'already exists'}`);
  }
  return lines;
}

const SEEDERS: Record<DemoAccountKey, (context: DemoContext) => Promise<void>> = {
  /** A silver member with credits to spend on posts, chat and gifts. */
  async member(context) {
    await activatePaidMembership(context, DEMO_SEED.level);
    await grantCredits(context, DEMO_SEED.memberCredits);
  },

  /** A silver member with a creator's profile, a price per chat message and a free and a paid post. */
  async creator(context) {
    const { manager, memberId } = context;
    await activatePaidMembership(context, DEMO_SEED.level);
    const image = await storeAsset(context, 'content/image-03.svg');
    const background = await storeAsset(context, 'banner/banner-1.svg');
    await ensureProfile(manager, memberId);
    await manager.query(
      `UPDATE member_profiles SET category = 'creator', bio = $2, intros = $3, description = $4, image = $5,
         background_image = $6, receive_message = true, earn_per_message = $7, updated_at = now()
       WHERE member_id = $1`,
      [
        memberId,
        'Photographer of city lights and quiet mornings. Demo account.',
        'Hi, I am the demo creator: open my paid post or write to me.',
        'I post a free picture now and then, and the behind-the-scenes videos for my supporters.',
        image.relativePath,
        background.relativePath,
        parseCredits(DEMO_SEED.earnPerMessage).toString(),
      ],
    );
    const free = await storeAsset(context, 'content/image-01.svg');
    const paid = await storeAsset(context, 'content/video-01.webm');
    await insertPost(manager, memberId, {
      title: 'Sunrise over the bay',
      description: 'A free picture for everyone: like it if you enjoyed it.',
      file: free,
      costView: 0,
    });
    await insertPost(manager, memberId, {
      title: 'Behind the scenes',
      description: 'A short video of how the pictures are made, for supporters.',
      file: paid,
      costView: DEMO_SEED.paidPostCostView,
    });
  },

  /** An advertiser with credits and one task paid from that balance, ACCEPTED and open to members. */
  async advertiser(context) {
    await grantCredits(context, DEMO_SEED.advertiserCredits);
    await createPaidTask(context);
  },
};

async function insertAccount(manager: EntityManager, who: DemoAccountKey, passwordHash: string) {
  const account = DEMO_ACCOUNTS[who];
  // A member's status becomes active with their membership; the advertiser holds none, as after sign-up.
  const rows: { id: string }[] = await manager.query(
    `INSERT INTO users (id, name, email, password_hash, role, status, email_verified_at, token_version, referral_code)
     VALUES ($1, $2, $3, $4, $5, 'inactive', now(), 0, $6)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [randomUUID(), account.name, account.email, passwordHash, account.role, REFERRAL_CODES[who]],
  );
  return rows[0]?.id;
}

/**
 * Credits bought the way a member buys them: a credit purchase with its (demo) Txid claimed,
 * approved, and posted like an administrator's approval posts it (the amount to the member, the
 * usual fee to the platform), so the ledger check finds the row that explains the credits.
 */
async function grantCredits({ manager, memberId, who }: DemoContext, credits: number): Promise<void> {
  const id = randomUUID();
  const amount = parseCredits(credits);
  const fee = parseCredits(CREDIT_PURCHASE_FEE_CREDITS);
  const txid = createHash('sha256').update(`earnwave demo ${who} credits`).digest('hex');
  await claimTxid(manager, txid, 'credit_purchase', id);
  await manager.query(
    `INSERT INTO credit_purchases (id, member_id, amount, fee, purchase_date, txid, status, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'approved', now())`,
    [id, memberId, amount.toString(), fee.toString(), new Date().toISOString().slice(0, 10), txid],
  );
  await postEntries(manager, [creditPurchaseEntry({ requestId: id, memberId, amount, fee, txid })]);
}

/**
 * A paid membership the way an approved USDT proof makes one: a pending request with its (demo)
 * Txid claimed, locked and activated by `activateSubscription` (12 months, status active, the price
 * posted deposits → revenue).
 */
async function activatePaidMembership({ manager, memberId, who }: DemoContext, slug: MembershipLevelSlug) {
  const level = await findLevel(manager, slug);
  if (!level) throw new Error(`the demo ${who} needs the membership level ${slug}: seed the levels first`);
  const id = randomUUID();
  const txid = createHash('sha256').update(`earnwave demo ${who} membership`).digest('hex');
  await claimTxid(manager, txid, 'membership', id);
  await manager.query(
    `INSERT INTO member_subscriptions (id, member_id, level, method, receipt, amount, transfer_date)
     VALUES ($1, $2, $3, 'usdt', $4, $5, $6)`,
    [id, memberId, level.slug, txid, level.price.toString(), new Date().toISOString().slice(0, 10)],
  );
  const pending = await lockSubscription(manager, id);
  await activateSubscription(manager, pending!);
}

interface StoredAsset {
  relativePath: string;
  fileType: string;
}

/**
 * Copies a file the API ships (services/api/assets) into the file storage as an upload of the
 * demo account, checked by its bytes and recorded like the upload call records one.
 */
async function storeAsset({ manager, storage, memberId }: DemoContext, asset: string): Promise<StoredAsset> {
  const bytes = await readFile(join(ASSETS_DIR, asset));
  const media = sniffMediaType(bytes, UPLOAD_KINDS);
  if (!media) throw new Error(`assets/${asset} is not a picture, video or audio file the uploads accept`);
  const relativePath = await storage.save(bytes, media.extension);
  await manager.query(
    `INSERT INTO uploads (relative_path, owner_id, file_type, format_type, size) VALUES ($1, $2, $3, $4, $5)`,
    [relativePath, memberId, media.kind, media.extension, bytes.length],
  );
  return { relativePath, fileType: media.kind };
}

async function insertPost(
  manager: EntityManager,
  memberId: string,
  post: { title: string; description: string; file: StoredAsset; costView: number },
): Promise<void> {
  await manager.query(
    `INSERT INTO user_posts (id, member_id, title, description, post_relative_path, post_file_type, cost_view)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      randomUUID(),
      memberId,
      post.title,
      post.description,
      post.file.relativePath,
      post.file.fileType,
      parseCredits(post.costView).toString(),
    ],
  );
}

/**
 * The task the create call makes when paid from the balance: its rows copied from the catalogue
 * (the seeded options, or the first enabled task-type ones if an administrator disabled those),
 * the cost recomputed, the payment approved and the total moved into the task's escrow under the
 * owner's balance lock (`task_payment:{taskId}`, the create call's key).
 */
async function createPaidTask(context: DemoContext): Promise<void> {
  const { manager, memberId } = context;
  const options: Record<string, string | boolean | null>[] = await manager.query(
    `SELECT id, seed_key, title, type, is_task_type, no_of_cost::text AS no_of_cost,
            no_of_rewards::text AS no_of_rewards
     FROM task_pricing_options WHERE enabled AND is_task_type
     ORDER BY coalesce(seed_key = ANY($1), false) DESC, sort_order, title
     LIMIT $2`,
    [DEMO_SEED.taskPricings, DEMO_SEED.taskPricings.length],
  );
  if (options.length === 0) throw new Error('the demo task needs an enabled task-type pricing option');
  const rows = options.map((option) => ({
    option,
    ...assignedPrice({
      noOfCost: BigInt(option.no_of_cost as string),
      noOfRewards: BigInt(option.no_of_rewards as string),
      isTaskType: true,
    }),
  }));
  const cost = taskCost(
    rows.map((row) => row.noOfCost),
    DEMO_SEED.taskLeads,
  );
  const payer = memberAvailable(memberId);
  if ((await lockedBalance(manager, payer)) < cost.total) {
    throw new Error('the demo advertiser cannot pay for the demo task: raise advertiserCredits');
  }
  const logo = await storeAsset(context, 'landing/earn.svg');
  const background = await storeAsset(context, 'content/image-08.svg');
  const taskId = randomUUID();
  await manager.query(
    `INSERT INTO tasks (id, owner_id, business_name, task_location, no_of_leads, cost_per_lead, total_cost,
       logo_image, background_image, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'ACCEPTED')`,
    [
      taskId,
      memberId,
      'Sunny Bakery',
      'Lisbon, Portugal',
      DEMO_SEED.taskLeads,
      cost.perLead.toString(),
      cost.total.toString(),
      logo.relativePath,
      background.relativePath,
    ],
  );
  await manager.query(
    `INSERT INTO task_assigned_prices (id, task_id, task_pricing_id, title, type, is_task_type, no_of_cost,
       no_of_rewards, task_description, sort_order)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::varchar[], $5::varchar[], $6::boolean[],
       $7::bigint[], $8::bigint[], $9::text[], $10::int[])`,
    [
      rows.map(() => randomUUID()),
      rows.map(() => taskId),
      rows.map((row) => row.option.id),
      rows.map((row) => row.option.title),
      rows.map((row) => row.option.type),
      rows.map(() => true),
      rows.map((row) => row.noOfCost.toString()),
      rows.map((row) => row.noOfRewards.toString()),
      rows.map((row) => TASK_DESCRIPTIONS[row.option.seed_key as string] ?? null),
      rows.map((_, index) => index),
    ],
  );
  await manager.query(
    `INSERT INTO task_payments (id, task_id, member_id, method, amount, payment_date, status, decided_at)
     VALUES ($1, $2, $3, 'balance', $4, $5, 'approved', now())`,
    [randomUUID(), taskId, memberId, cost.total.toString(), new Date().toISOString().slice(0, 10)],
  );
  await postEntries(manager, [
    transfer('task_payment', `task_payment:${taskId}`, payer, taskEscrow(taskId), cost.total, {
      memberId,
      metadata: { taskId, method: 'balance' },
    }),
  ]);
}
