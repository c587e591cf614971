import { findLevel, UserEntity } from '@earnwave/db';
import type { DataSource, EntityManager } from 'typeorm';

/** A membership level as the seed inserts it: money in micro-credits (text), lists as JSON text. */
export interface LevelRow {
  slug: string;
  title: string;
  subTitle: string;
  buttonText: string;
  price: string;
  isFeatured: boolean;
  featuresTitle: string;
  featuresList: string;
  referrals: string;
  contentView: number;
  weeklyTokenLimit: string;
  sortOrder: number;
}

export interface ContentRow {
  id: string;
  type: string;
  filename: string;
  title: string;
}

export interface SeminarRow {
  id: string;
  key: string;
  title: string;
  titleBlock: string;
  descriptionBlock: string;
  sortOrder: number;
}

export interface SeminarSectionRow {
  id: string;
  seminarKey: string;
  key: string;
  title: string;
  description: string;
  bannerImage: string;
  sortOrder: number;
}

export interface SeminarMediumRow {
  id: string;
  sectionKey: string;
  key: string;
  title: string;
  mime: string;
  path: string;
  requiredLevel: string;
  sortOrder: number;
}

/** A task catalogue option: money in micro-credits (text). */
export interface PricingOptionRow {
  id: string;
  key: string;
  title: string;
  type: string;
  isTaskType: boolean;
  cost: string;
  reward: string;
  sortOrder: number;
}

export interface ImpressionOptionRow {
  id: string;
  key: string;
  cost: string;
  impressions: number;
}

/** An enabled task-type option the demo task may buy; its cost per lead in micro-credits. */
export interface DemoTaskOption {
  id: string;
  seedKey: string | null;
  noOfCost: bigint;
}

/**
 * The seed's own SQL: the reference data no command creates (levels, viewing content, seminars,
 * the task catalogues), each row added once by its natural or seed key so that an administrator's
 * later edits are never overwritten, and the few reads and touches the demo accounts need beside
 * the commands that make them. Every insert answers how many rows it added.
 */
export class SeedRepository {
  constructor(private readonly db: DataSource) {}

  async insertMissingLevels(manager: EntityManager, levels: LevelRow[]): Promise<number> {
    let created = 0;
    for (const level of levels) {
      const rows: unknown[] = await manager.query(
        `INSERT INTO membership_levels (slug, title, sub_title, button_text, price, is_featured, available,
           features_title, features_list, referrals, content_view, weekly_token_limit, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (slug) DO NOTHING RETURNING slug`,
        [
          level.slug,
          level.title,
          level.subTitle,
          level.buttonText,
          level.price,
          level.isFeatured,
          level.featuresTitle,
          level.featuresList,
          level.referrals,
          level.contentView,
          level.weeklyTokenLimit,
          level.sortOrder,
        ],
      );
      created += rows.length;
    }
    return created;
  }

  async insertMissingContent(manager: EntityManager, rows: ContentRow[]): Promise<number> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO contents (id, type, filename, title)
       SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[])
       ON CONFLICT (filename) DO NOTHING RETURNING id`,
      [rows.map((r) => r.id), rows.map((r) => r.type), rows.map((r) => r.filename), rows.map((r) => r.title)],
    );
    return inserted.length;
  }

  async insertMissingSeminar(manager: EntityManager, seminar: SeminarRow): Promise<number> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO seminars (id, seed_key, title, title_block, description_block, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (seed_key) DO NOTHING RETURNING id`,
      [seminar.id, seminar.key, seminar.title, seminar.titleBlock, seminar.descriptionBlock, seminar.sortOrder],
    );
    return inserted.length;
  }

  /** Under the seminar of `seminarKey`, as it stands now (an administrator may have edited it). */
  async insertMissingSeminarSection(manager: EntityManager, section: SeminarSectionRow): Promise<void> {
    await manager.query(
      `INSERT INTO seminar_sections (id, seminar_id, seed_key, title, description, banner_image, sort_order)
       SELECT $1, s.id, $3, $4, $5, $6, $7 FROM seminars s WHERE s.seed_key = $2
       ON CONFLICT (seed_key) DO NOTHING`,
      [
        section.id,
        section.seminarKey,
        section.key,
        section.title,
        section.description,
        section.bannerImage,
        section.sortOrder,
      ],
    );
  }

  async insertMissingSeminarMedium(manager: EntityManager, medium: SeminarMediumRow): Promise<void> {
    await manager.query(
      `INSERT INTO seminar_media (id, section_id, seed_key, title, mime, path, required_level, sort_order)
       SELECT $1, x.id, $3, $4, $5, $6, $7, $8 FROM seminar_sections x WHERE x.seed_key = $2
       ON CONFLICT (seed_key) DO NOTHING`,
      [
        medium.id,
        medium.sectionKey,
        medium.key,
        medium.title,
        medium.mime,
        medium.path,
        medium.requiredLevel,
        medium.sortOrder,
      ],
    );
  }

  async insertMissingPricingOptions(manager: EntityManager, options: PricingOptionRow[]): Promise<number> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO task_pricing_options (id, seed_key, title, type, is_task_type, no_of_cost, no_of_rewards, sort_order)
       SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[], $5::boolean[], $6::bigint[],
         $7::bigint[], $8::int[])
       ON CONFLICT (seed_key) DO NOTHING RETURNING id`,
      [
        options.map((option) => option.id),
        options.map((option) => option.key),
        options.map((option) => option.title),
        options.map((option) => option.type),
        options.map((option) => option.isTaskType),
        options.map((option) => option.cost),
        options.map((option) => option.reward),
        options.map((option) => option.sortOrder),
      ],
    );
    return inserted.length;
  }

  async insertMissingImpressionOptions(manager: EntityManager, options: ImpressionOptionRow[]): Promise<number> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO impression_cost_options (id, seed_key, no_of_cost, impressions)
       SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::bigint[], $4::int[])
       ON CONFLICT (seed_key) DO NOTHING RETURNING id`,
      [
        options.map((option) => option.id),
        options.map((option) => option.key),
        options.map((option) => option.cost),
        options.map((option) => option.impressions),
      ],
    );
    return inserted.length;
  }

  /** The account that holds the address, whatever its role or state. */
  accountOf(email: string): Promise<UserEntity | null> {
    return this.db.getRepository(UserEntity).findOneBy({ email });
  }

  /** A code of the seed's choosing in place of the random one sign-up gave: no command sets one. */
  async giveReferralCode(memberId: string, referralCode: string): Promise<void> {
    await this.db.getRepository(UserEntity).update(memberId, { referralCode });
  }

  /** The level's price in micro-credits, or undefined when there is no such level. */
  async levelPrice(slug: string): Promise<bigint | undefined> {
    return (await findLevel(this.db.manager, slug))?.price;
  }

  /**
   * The enabled task-type options the demo task buys: the seeded ones of `seedKeys`, or the first
   * enabled task-type ones in catalogue order if an administrator disabled those.
   */
  async demoTaskOptions(seedKeys: readonly string[]): Promise<DemoTaskOption[]> {
    const rows: { id: string; seed_key: string | null; no_of_cost: string }[] = await this.db.query(
      `SELECT id, seed_key, no_of_cost::text AS no_of_cost
       FROM task_pricing_options WHERE enabled AND is_task_type
       ORDER BY coalesce(seed_key = ANY($1), false) DESC, sort_order, title
       LIMIT $2`,
      [seedKeys, seedKeys.length],
    );
    return rows.map((row) => ({ id: row.id, seedKey: row.seed_key, noOfCost: BigInt(row.no_of_cost) }));
  }
}
