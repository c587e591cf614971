import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { HandedContent } from '../commands/hand-out-contents.command';

/** A hand-out of an item to a member: when it was first handed, and whether the item is still shown. */
export interface Handout {
  handedAt: Date;
  enabled: boolean;
}

/** A counted view; the reward in micro-credits. */
export interface NewContentView {
  id: string;
  memberId: string;
  contentId: string;
  viewDay: string;
  reward: bigint;
  createdAt: Date;
}

/**
 * Content views: what is handed to a member and when, the views counted, and each member's
 * earning week (its used rewards, under whose lock views are counted one at a time).
 */
@Injectable()
export class ContentViewsRepository {
  /**
   * Enabled items the member has not counted on `day`, least recently handed first (never handed
   * before any), so that a refill brings new items before old ones.
   */
  contentsToHandOut(manager: EntityManager, memberId: string, day: string, limit: number): Promise<HandedContent[]> {
    return manager.query(
      `SELECT c.id, c.type, c.filename
       FROM contents c
       LEFT JOIN content_handouts h ON h.content_id = c.id AND h.member_id = $1
       WHERE c.enabled
         AND NOT EXISTS (SELECT 1 FROM content_views v WHERE v.member_id = $1 AND v.content_id = c.id AND v.view_day = $2)
       ORDER BY h.handed_at NULLS FIRST, c.created_at, c.id
       LIMIT $3`,
      [memberId, day, limit],
    );
  }

  /** Records the hand-outs at `handedAt`; an item handed before keeps its first time. */
  async recordHandouts(manager: EntityManager, memberId: string, contentIds: string[], handedAt: Date): Promise<void> {
    await manager.query(
      `INSERT INTO content_handouts (member_id, content_id, handed_at)
       SELECT $1, unnest($2::uuid[]), $3 ON CONFLICT DO NOTHING`,
      [memberId, contentIds, handedAt],
    );
  }

  /** When the item was handed to the member, and whether it is still shown; undefined if never. */
  async handoutOf(manager: EntityManager, memberId: string, contentId: string): Promise<Handout | undefined> {
    const [handout]: { handed_at: Date; enabled: boolean }[] = await manager.query(
      `SELECT h.handed_at, c.enabled FROM content_handouts h JOIN contents c ON c.id = h.content_id
       WHERE h.member_id = $1 AND h.content_id = $2`,
      [memberId, contentId],
    );
    return handout && { handedAt: new Date(handout.handed_at), enabled: handout.enabled };
  }

  /** Takes (creating it if needed) the member's row for the week, FOR UPDATE: views queue up behind it. */
  async lockWeek(manager: EntityManager, memberId: string, week: Date): Promise<bigint> {
    await manager.query(`INSERT INTO earning_weeks (member_id, week_start) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      memberId,
      week,
    ]);
    const [row]: { used_rewards: string }[] = await manager.query(
      `SELECT used_rewards FROM earning_weeks WHERE member_id = $1 AND week_start = $2 FOR UPDATE`,
      [memberId, week],
    );
    return BigInt(row.used_rewards);
  }

  /** Whether a view of the item was counted for the member on `day`. */
  async countedOn(manager: EntityManager, memberId: string, contentId: string, day: string): Promise<boolean> {
    const [counted]: unknown[] = await manager.query(
      `SELECT 1 FROM content_views WHERE member_id = $1 AND content_id = $2 AND view_day = $3`,
      [memberId, contentId, day],
    );
    return !!counted;
  }

  /** Counts one more view in the member's running count and answers it (this view's number). */
  async nextViewNumber(manager: EntityManager, memberId: string): Promise<number> {
    const [{ views }]: { views: string }[] = await manager.query(
      `INSERT INTO member_view_counters (member_id, views) VALUES ($1, 1)
       ON CONFLICT (member_id) DO UPDATE SET views = member_view_counters.views + 1
       RETURNING views`,
      [memberId],
    );
    return Number(views);
  }

  async insertView(manager: EntityManager, view: NewContentView): Promise<void> {
    await manager.query(
      `INSERT INTO content_views (id, member_id, content_id, view_day, reward, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [view.id, view.memberId, view.contentId, view.viewDay, view.reward.toString(), view.createdAt],
    );
  }

  /** Adds a counted view and its reward to the member's week (locked by lockWeek). */
  async addToWeek(manager: EntityManager, memberId: string, week: Date, reward: bigint): Promise<void> {
    await manager.query(
      `UPDATE earning_weeks SET used_rewards = used_rewards + $3, views = views + 1
       WHERE member_id = $1 AND week_start = $2`,
      [memberId, week, reward.toString()],
    );
  }
}
