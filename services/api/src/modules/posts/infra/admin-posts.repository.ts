import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PostFileType } from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';
import { PostNotFound } from '@earnwave/domain';
import { consoleResource, type RecordReader } from '../../../common/simple-rest/console-records';
import { columnsOf, readRecord, readRecords, type ListSpec, type Page } from '../../../common/simple-rest/list-query';
import { restrictedMediaSql } from './posts.repository';
import { PostPresenter } from '../post-presenter';
import { iso } from '../../../common/simple-rest/record-fields';

type Row = Record<string, unknown>;

/** A post as administrators moderate it: money in credits, its media's link, views, likes and who hid it. */
export interface AdminPostRecord {
  id: string;
  memberId: string;
  memberName: string;
  memberEmail: string;
  title: string;
  description: string;
  postRelativePath: string;
  postFileType: PostFileType;
  mediaUrl: string;
  costView: number;
  targetView: number;
  isPrivate: boolean;
  views: number;
  paidViewsTotal: number;
  likeCount: number;
  hidden: boolean;
  hiddenAt: string | null;
  hiddenReason: string | null;
  hiddenByName: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

/** The console's `posts` resource: every post that was not deleted, hidden ones too. */
export const ADMIN_POSTS: ListSpec = {
  resource: 'posts',
  id: { sql: 'p.id', type: 'uuid' },
  sort: { ...columnsOf('p', 'createdAt', 'title', 'costView'), memberName: 'u.name', hiddenAt: 'p.hidden_at' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    memberId: { type: 'uuid', sql: 'p.member_id' },
    q: { type: 'search', sql: ['p.title', 'p.description', 'u.name'] },
    hidden: { type: 'boolean', sql: '(p.hidden_at IS NOT NULL)' },
    isPrivate: { type: 'boolean', sql: 'p.is_private' },
    paid: { type: 'boolean', sql: '(p.cost_view > 0)' },
    postFileType: { type: 'equals', sql: 'p.post_file_type', values: ['image', 'video', 'audio'] },
  },
};

const POSTS_SQL = {
  select: `p.id, p.member_id, u.name AS member_name, u.email AS member_email, p.title, p.description,
    p.post_relative_path, p.post_file_type, p.cost_view::text AS cost_view, p.target_view, p.is_private,
    p.hidden_at, p.hidden_reason, p.hidden_by, hb.name AS hidden_by_name, p.created_at, p.updated_at,
    ${restrictedMediaSql('p.post_relative_path')} AS media_restricted,
    (SELECT count(*)::int FROM post_views v WHERE v.post_id = p.id) AS views,
    (SELECT coalesce(sum(v.amount), 0)::text FROM post_views v WHERE v.post_id = p.id) AS paid_views_total,
    (SELECT count(*)::int FROM post_likes l WHERE l.post_id = p.id) AS like_count`,
  from: `user_posts p JOIN users u ON u.id = p.member_id LEFT JOIN users hb ON hb.id = p.hidden_by`,
  where: 'p.deleted_at IS NULL',
};

/** The console's `posts`: every post not deleted, hidden ones too. */
export const POST_RECORDS = consoleResource<AdminPostRecord>(ADMIN_POSTS);

/** Posts as administrators moderate them; media through a signed link whatever the post's price. */
@Injectable()
export class AdminPostsRepository implements RecordReader<AdminPostRecord> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly presenter: PostPresenter,
  ) {}

  list(query: Record<string, unknown>): Promise<Page<AdminPostRecord>> {
    return readRecords(this.db.manager, ADMIN_POSTS, POSTS_SQL, query, (row) => this.record(row));
  }

  one(id: string): Promise<AdminPostRecord> {
    return readRecord(
      this.db.manager,
      ADMIN_POSTS,
      POSTS_SQL,
      id,
      (row) => this.record(row),
      () => new PostNotFound(),
    );
  }

  private record(row: Row): AdminPostRecord {
    const relativePath = row.post_relative_path as string;
    return {
      id: row.id as string,
      memberId: row.member_id as string,
      memberName: row.member_name as string,
      memberEmail: row.member_email as string,
      title: row.title as string,
      description: row.description as string,
      postRelativePath: relativePath,
      postFileType: row.post_file_type as PostFileType,
      // Administrators see every file, through the authorised route when it is not public.
      mediaUrl: this.presenter.fileUrl({
        post_relative_path: relativePath,
        media_restricted: row.media_restricted as boolean,
      }),
      costView: creditsToJson(BigInt(row.cost_view as string)),
      targetView: row.target_view as number,
      isPrivate: row.is_private as boolean,
      views: row.views as number,
      paidViewsTotal: creditsToJson(BigInt(row.paid_views_total as string)),
      likeCount: row.like_count as number,
      hidden: row.hidden_at !== null,
      hiddenAt: iso(row.hidden_at),
      hiddenReason: (row.hidden_reason as string | null) ?? null,
      hiddenByName: (row.hidden_by_name as string | null) ?? null,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    };
  }
}
