import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';
import { LEVEL_MSG } from '../membership-level-messages';
import { readRecord, readRecords, type ListSpec, type Page } from '../../../common/simple-rest/list-query';

type Row = Record<string, unknown>;

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

export const LEVEL_SQL = {
  select: `l.slug, l.title, l.sub_title, l.button_text, l.price::text AS price, l.is_featured, l.available,
    l.features_title, l.features_list, l.referrals, l.content_view, l.weekly_token_limit::text AS weekly_token_limit,
    l.sort_order, l.updated_at,
    (SELECT count(*)::int FROM member_subscriptions s WHERE s.level = l.slug AND s.status = 'active') AS active_members`,
  from: 'membership_levels l',
};

/** The level ladder as the console edits it: the slug is the id, money in credits. */
@Injectable()
export class MembershipLevelsQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(query: Record<string, unknown>): Promise<Page<Row>> {
    return readRecords(this.db.manager, MEMBERSHIP_LEVELS, LEVEL_SQL, query, levelRecord);
  }

  bySlug(slug: string): Promise<Row> {
    return readRecord(this.db.manager, MEMBERSHIP_LEVELS, LEVEL_SQL, slug, levelRecord, LEVEL_MSG.levelNotFound);
  }
}

function levelRecord(row: Row): Row {
  return {
    id: row.slug,
    slug: row.slug,
    title: row.title,
    subTitle: row.sub_title,
    buttonText: row.button_text,
    price: creditsToJson(BigInt(row.price as string)),
    isFeatured: row.is_featured,
    available: row.available,
    featuresTitle: row.features_title,
    featuresList: row.features_list,
    referrals: row.referrals,
    contentView: row.content_view,
    weeklyTokenLimit: creditsToJson(BigInt(row.weekly_token_limit as string)),
    sortOrder: row.sort_order,
    activeMembers: row.active_members,
    updatedAt: (row.updated_at as Date).toISOString(),
  };
}
