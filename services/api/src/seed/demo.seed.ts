import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { AppConfig } from '@earnwave/config';
import { hasCapability, UPLOAD_KINDS, type MembershipLevelSlug } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { CREDIT_PURCHASE_FEE, EmailTaken, taskCost } from '@earnwave/domain';
import { parseCredits } from '@earnwave/money';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DataSource } from 'typeorm';
import { TokenService } from '../common/auth/token.service';
import { ASSETS_DIR } from '../common/paths';
import { FileStorage } from '../common/storage/file-storage';
import { sniffMediaType } from '../common/storage/media-type';
import { RegisterMemberCommand, VerifyEmailCommand } from '../modules/accounts';
import { ApproveMembershipRequestCommand, RequestSubscriptionCommand } from '../modules/memberships';
import { CreatePostCommand } from '../modules/posts';
import { UpdateProfileCommand } from '../modules/profiles';
import { CreateTaskCommand } from '../modules/tasks';
import { StoreUploadCommand } from '../modules/uploads';
import { DecideWalletRequestCommand, RequestCreditPurchaseCommand } from '../modules/wallet';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './demo-accounts';
import { SeedRepository } from './infra/seed.repository';

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

/** The creator's posts: a free picture and a paid video (credits per viewer). */
const CREATOR_POSTS = [
  {
    title: 'Sunrise over the bay',
    description: 'A free picture for everyone: like it if you enjoyed it.',
    asset: 'content/image-01.svg',
    costView: 0,
  },
  {
    title: 'Behind the scenes',
    description: 'A short video of how the pictures are made, for supporters.',
    asset: 'content/video-01.webm',
    costView: DEMO_SEED.paidPostCostView,
  },
];

const TASK_DESCRIPTIONS: Record<string, string> = {
  'follow-social': 'Follow @sunnybakery on Instagram and send a screenshot of the followed page.',
  'like-share-post': 'Like and share our latest post, then send a screenshot of the share.',
};

/**
 * In development only: a demo member, creator and advertiser, each made the first time their
 * e-mail is free (an existing account is never changed), so a second run adds nothing. Each is
 * made by the application's own commands, in the order a newcomer would go: signs up and follows
 * the verification link, pays a membership or buys credits with a (demo) USDT transfer that the
 * seeded administrator approves, uploads pictures, fills a profile, posts, creates a task paid from
 * the balance. So the ledger, the outbox and every rule are the real ones. Each command is its own
 * transaction: should one fail, the account stays as far as it got and a later run leaves it be
 * (delete it to have it made again). Answers one line per account.
 */
export async function seedDemoAccounts(app: INestApplicationContext, config: AppConfig): Promise<string[]> {
  if (config.nodeEnv !== 'development') return [`No demo accounts (NODE_ENV=${config.nodeEnv})`];
  const seeds = new SeedRepository(app.get<DataSource>(getDataSourceToken()));
  const admin = config.adminEmail ? await seeds.accountOf(config.adminEmail.trim().toLowerCase()) : null;
  if (!admin || !hasCapability(admin.role, 'admin')) {
    return ['No demo accounts: the administrator (ADMIN_EMAIL) who approves their payments is missing'];
  }
  const demo = new DemoAccounts(app.get(CommandBus), app.get(TokenService), app.get(FileStorage), seeds, admin);
  const lines: string[] = [];
  for (const who of ORDER) {
    const account = DEMO_ACCOUNTS[who];
    const created = !(await seeds.accountOf(account.email)) && (await demo.create(who));
    lines.push(`Demo ${who} ${account.email} / ${account.password}: ${created ? 'created' : 'already exists'}`);
  }
  return lines;
}

/** A demo USDT transfer's Txid: the same for the same account and purpose, on every database. */
const demoTxid = (who: DemoAccountKey, what: string) =>
  createHash('sha256').update(`earnwave demo ${who} ${what}`).digest('hex');

/** Today, as the payment forms send a day. */
const today = () => new Date().toISOString().slice(0, 10);

/** What each demo account does once it has signed up. */
class DemoAccounts {
  constructor(
    private readonly bus: CommandBus,
    private readonly tokens: TokenService,
    private readonly storage: FileStorage,
    private readonly seeds: SeedRepository,
    /** The seeded administrator, who approves the demo payments as the console would. */
    private readonly admin: UserEntity,
  ) {}

  /** Answers false when a concurrent seed signed the account up first. */
  async create(who: DemoAccountKey): Promise<boolean> {
    const account = await this.signUp(who);
    if (!account) return false;
    if (who === 'member') await this.seedMember(account);
    if (who === 'creator') await this.seedCreator(account);
    if (who === 'advertiser') await this.seedAdvertiser(account);
    return true;
  }

  /**
   * Signs up with the fixed password and follows the verification link the sign-up mails (the
   * mail itself leaves through the outbox, to the development inbox). A member's status becomes
   * active with their membership; the advertiser holds none, as after sign-up.
   */
  private async signUp(who: DemoAccountKey): Promise<UserEntity | undefined> {
    const { name, email, password, role } = DEMO_ACCOUNTS[who];
    const account = await this.bus
      .execute(new RegisterMemberCommand(name, email, password, role))
      .catch((error: unknown) => {
        if (error instanceof EmailTaken) return undefined;
        throw error;
      });
    if (!account) return undefined;
    await this.seeds.giveReferralCode(account.id, REFERRAL_CODES[who]);
    const link = this.tokens.verify(this.tokens.signLink('verify', account), 'verify')!;
    await this.bus.execute(new VerifyEmailCommand(link, account.email));
    return account;
  }

  /** A silver member with credits to spend on posts, chat and gifts. */
  private async seedMember(member: UserEntity): Promise<void> {
    await this.buyMembership(member, 'member', DEMO_SEED.level);
    await this.buyCredits(member, 'member', DEMO_SEED.memberCredits);
  }

  /** A silver member with a creator's profile, a price per chat message and a free and a paid post. */
  private async seedCreator(creator: UserEntity): Promise<void> {
    await this.buyMembership(creator, 'creator', DEMO_SEED.level);
    const image = await this.upload(creator, 'content/image-03.svg');
    const backgroundImage = await this.upload(creator, 'banner/banner-1.svg');
    await this.bus.execute(
      new UpdateProfileCommand(creator, {
        category: 'creator',
        bio: 'Photographer of city lights and quiet mornings. Demo account.',
        intros: 'Hi, I am the demo creator: open my paid post or write to me.',
        description: 'I post a free picture now and then, and the behind-the-scenes videos for my supporters.',
        image,
        backgroundImage,
        receiveMessage: true,
        earnPerMessage: parseCredits(DEMO_SEED.earnPerMessage),
      }),
    );
    for (const post of CREATOR_POSTS) {
      const postRelativePath = await this.upload(creator, post.asset);
      await this.bus.execute(
        new CreatePostCommand(creator, {
          title: post.title,
          description: post.description,
          postRelativePath,
          costView: parseCredits(post.costView),
        }),
      );
    }
  }

  /** An advertiser with credits and one task paid from that balance, ACCEPTED and open to members. */
  private async seedAdvertiser(advertiser: UserEntity): Promise<void> {
    await this.buyCredits(advertiser, 'advertiser', DEMO_SEED.advertiserCredits);
    await this.createPaidTask(advertiser);
  }

  /** A paid membership: a USDT transfer proof of the level's price, approved by the administrator. */
  private async buyMembership(member: UserEntity, who: DemoAccountKey, slug: MembershipLevelSlug): Promise<void> {
    const price = await this.seeds.levelPrice(slug);
    if (price === undefined) throw new Error(`the demo ${who} needs the level ${slug}: seed the levels first`);
    const { subscription } = await this.bus.execute(
      new RequestSubscriptionCommand(member, slug, demoTxid(who, 'membership'), price, today()),
    );
    await this.bus.execute(new ApproveMembershipRequestCommand(subscription.id, this.admin.id));
  }

  /** Credits bought the way a member buys them: a credit purchase with its Txid, approved. */
  private async buyCredits(member: UserEntity, who: DemoAccountKey, credits: number): Promise<void> {
    const amount = parseCredits(credits);
    const { id } = await this.bus.execute(
      new RequestCreditPurchaseCommand(
        member.id,
        amount,
        today(),
        amount + CREDIT_PURCHASE_FEE,
        demoTxid(who, 'credits'),
      ),
    );
    await this.bus.execute(new DecideWalletRequestCommand('credit-purchases', id, this.admin.id, 'approve'));
  }

  /**
   * Uploads a file the API ships (services/api/assets) as the account: its type read from its
   * bytes, written to the file storage and kept by the upload command. Answers its relative path.
   */
  private async upload(owner: UserEntity, asset: string): Promise<string> {
    const bytes = await readFile(join(ASSETS_DIR, asset));
    const media = sniffMediaType(bytes, UPLOAD_KINDS);
    if (!media) throw new Error(`assets/${asset} is not a picture, video or audio file the uploads accept`);
    const incoming = await this.storage.incoming();
    await pipeline(Readable.from([bytes]), incoming.stream).catch(async (error: unknown) => {
      await incoming.discard();
      throw error;
    });
    const stored = await this.bus.execute(
      new StoreUploadCommand(owner, { incoming, media, size: bytes.length, originalname: basename(asset) }),
    );
    return stored.relativePath;
  }

  /**
   * The task the create call makes when paid from the balance, with the seeded options (or the
   * first enabled task-type ones if an administrator disabled those) and the total the form shows:
   * a task-type row costs its option's cost per lead.
   */
  private async createPaidTask(owner: UserEntity): Promise<void> {
    const options = await this.seeds.demoTaskOptions(DEMO_SEED.taskPricings);
    if (options.length === 0) throw new Error('the demo task needs an enabled task-type pricing option');
    const cost = taskCost(
      options.map((option) => option.noOfCost),
      DEMO_SEED.taskLeads,
    );
    const logoImage = await this.upload(owner, 'landing/earn.svg');
    const backgroundImage = await this.upload(owner, 'content/image-08.svg');
    await this.bus.execute(
      new CreateTaskCommand(owner, {
        businessName: 'Sunny Bakery',
        taskLocation: 'Lisbon, Portugal',
        noOfLeads: DEMO_SEED.taskLeads,
        logoImage,
        backgroundImage,
        taskPricings: options.map((option) => ({
          taskPricingId: option.id,
          task_description: (option.seedKey && TASK_DESCRIPTIONS[option.seedKey]) || undefined,
        })),
        payment_task: { method: 'balance', total_cost: cost.total },
      }),
    );
  }
}
