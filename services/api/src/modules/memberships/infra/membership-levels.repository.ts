import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MembershipLevelCard } from '@earnwave/contracts';
import { LEVEL_COLUMNS, levelFromRow } from '@earnwave/db';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';
import { MembershipLevelNotFound } from '@earnwave/domain';
import { levelCard } from '../membership-answers';
import { consoleResource, type RecordReader } from '../../../common/simple-rest/console-records';
import { readRecord, readRecords, type ListSpec, type Page } from '../../../common/simple-rest/list-query';

type Row = Record<string, unknown>;

/** A level as the console edits it: the slug is the id, money in credits. */
export interface AdminMembershipLevelRecord extends MembershipLevelCard {
  referrals: Record<string, number>;
  contentView: number;
  weeklyTokenLimit: number;
  sortOrder: number;
  activeMembers: number;
  updatedAt: string;
}

export const MEMBERSHIP_LEVELS: ListSpec = {
  resource: 'membership-levels',
  id: { sql: 'l.slug', type: 'text' },
  sort: { sortOrder: 'l.sort_order', price: 'l.price', title: 'l.title', updatedAt: 'l.updated_at' },
  defaultSort: ['sortOrder', 'ASC'],
  filters: {
    available: { type: 'boolean', sql: 'l.available' },
    isFeatured: { type: 'boolean', sql: 'l.is_featured' },
  },
};

const LEVEL_SQL = {
  select: `${LEVEL_COLUMNS}, l.updated_at,
    (SELECT count(*)::int FROM member_subscriptions s WHERE s.level = l.slug AND s.status = 'active') AS active_members`,
  from: 'membership_levels l',
};

type LevelField =
  | 'title'
  | 'subTitle'
  | 'buttonText'
  | 'price'
  | 'isFeatured'
  | 'available'
  | 'featuresTitle'
  | 'featuresList'
  | 'referrals'
  | 'contentView'
  | 'weeklyTokenLimit';

/** DTO field → column. Money arrives as micro-credits (bigint), JSON fields as JSON. */
const COLUMNS: Record<LevelField, { column: string; cast?: string; json?: boolean }> = {
  title: { column: 'title' },
  subTitle: { column: 'sub_title' },
  buttonText: { column: 'button_text' },
  price: { column: 'price', cast: 'bigint' },
  isFeatured: { column: 'is_featured' },
  available: { column: 'available' },
  featuresTitle: { column: 'features_title' },
  featuresList: { column: 'features_list', cast: 'jsonb', json: true },
  referrals: { column: 'referrals', cast: 'jsonb', json: true },
  contentView: { column: 'content_view' },
  weeklyTokenLimit: { column: 'weekly_token_limit', cast: 'bigint' },
};

/** The console's change to a level, by field (only those given change). */
export type LevelChanges = Partial<Record<LevelField, unknown>>;

/** The console's `membership-levels`: the ladder, by slug. */
export const MEMBERSHIP_LEVEL_RECORDS = consoleResource<AdminMembershipLevelRecord>(MEMBERSHIP_LEVELS);

/** The level ladder as the console edits it: the slug is the id, money in credits. */
@Injectable()
export class MembershipLevelsRepository implements RecordReader<AdminMembershipLevelRecord> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(query: Record<string, unknown>): Promise<Page<AdminMembershipLevelRecord>> {
    return readRecords(this.db.manager, MEMBERSHIP_LEVELS, LEVEL_SQL, query, levelRecord);
  }

  /** One level as the console edits it, by its slug (the level's id). */
  one(slug: string): Promise<AdminMembershipLevelRecord> {
    return readRecord(
      this.db.manager,
      MEMBERSHIP_LEVELS,
      LEVEL_SQL,
      slug,
      levelRecord,
      () => new MembershipLevelNotFound(),
    );
  }

  /**
   * Changes the fields given (money as micro-credits); answers undefined when none was given, else
   * whether a level has this slug.
   */
  async update(slug: string, changes: LevelChanges): Promise<boolean | undefined> {
    const params: unknown[] = [slug];
    const sets = Object.entries(changes)
      .filter(([field, value]) => field in COLUMNS && value !== undefined)
      .map(([field, value]) => {
        const { column, cast, json } = COLUMNS[field as LevelField];
        params.push(json ? JSON.stringify(value) : typeof value === 'bigint' ? value.toString() : value);
        return `${column} = $${params.length}${cast ? `::${cast}` : ''}`;
      });
    if (!sets.length) return undefined;
    // The pg driver answers an UPDATE as [rows, affected count].
    const [, updated]: [unknown[], number] = await this.db.query(
      `UPDATE membership_levels SET ${sets.join(', ')}, updated_at = now() WHERE slug = $1`,
      params,
    );
    return updated > 0;
  }
}

function levelRecord(row: Row): AdminMembershipLevelRecord {
  const level = levelFromRow(row);
  return {
    ...levelCard(level),
    referrals: level.referrals,
    contentView: level.contentView,
    weeklyTokenLimit: creditsToJson(level.weeklyTokenLimit),
    sortOrder: level.sortOrder,
    activeMembers: row.active_members as number,
    updatedAt: (row.updated_at as Date).toISOString(),
  };
}
