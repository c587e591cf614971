import { Injectable } from '@nestjs/common';
import { prepared, type OutboxRow } from '@earnwave/db';
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

  /**
   * Takes (creating it if needed) the member's row for the week, locked: views queue up behind it.
   * One statement: the upsert locks the row it finds and answers its latest committed value.
   */
  async lockWeek(manager: EntityManager, memberId: string, week: Date): Promise<bigint> {
    const [row] = await prepared<{ used_rewards: string }[]>(
      manager,
      `INSERT INTO earning_weeks (member_id, week_start) VALUES ($1, $2)
       ON CONFLICT (member_id, week_start) DO UPDATE SET used_rewards = earning_weeks.used_rewards
       RETURNING used_rewards`,
      [memberId, week],
    );
    return BigInt(row.used_rewards);
  }

  /**
   * What decides a view, read in one statement under the week's lock (lockWeek), so that a view
   * counted by the member just before is seen: the item's hand-out to the member (undefined if
   * never), whether a view of it was counted on `day`, and this view's number in the member's
   * running count, counted now (a refused view rolls the count back with its transaction).
   */
  async viewToCount(
    manager: EntityManager,
    memberId: string,
    contentId: string,
    day: string,
  ): Promise<{ handout: Handout | undefined; countedToday: boolean; number: number }> {
    const [row] = await prepared<
      { handed_at: Date | null; enabled: boolean | null; counted_today: boolean; views: string }[]
    >(
      manager,
      `WITH counter AS (
           INSERT INTO member_view_counters (member_id, views) VALUES ($1, 1)
           ON CONFLICT (member_id) DO UPDATE SET views = member_view_counters.views + 1
           RETURNING views)
         SELECT handout.handed_at, handout.enabled, counter.views,
           EXISTS (SELECT 1 FROM content_views WHERE member_id = $1 AND content_id = $2 AND view_day = $3) AS counted_today
         FROM counter LEFT JOIN (
           SELECT h.handed_at, c.enabled FROM content_handouts h JOIN contents c ON c.id = h.content_id
           WHERE h.member_id = $1 AND h.content_id = $2) AS handout ON true`,
      [memberId, contentId, day],
    );
    return {
      handout: row.handed_at ? { handedAt: new Date(row.handed_at), enabled: !!row.enabled } : undefined,
      countedToday: row.counted_today,
      number: Number(row.views),
    };
  }

  /** Records the view, adds it and its reward to the member's week (locked by lockWeek) and appends its event, in one statement. */
  async recordView(manager: EntityManager, view: NewContentView, week: Date, event: OutboxRow): Promise<void> {
    const { id, type, queue, payload } = event.values;
    await prepared(
      manager,
      `WITH counted AS (
         INSERT INTO content_views (id, member_id, content_id, view_day, reward, created_at) VALUES ($1, $2, $3, $4, $5, $6)),
       week AS (
         UPDATE earning_weeks SET used_rewards = used_rewards + $5, views = views + 1
         WHERE member_id = $2 AND week_start = $7)
       INSERT INTO outbox (id, type, queue, payload) VALUES ($8, $9, $10, $11)`,
      [
        view.id,
        view.memberId,
        view.contentId,
        view.viewDay,
        view.reward.toString(),
        view.createdAt,
        week,
        id,
        type,
        queue,
        payload,
      ],
    );
  }
}
