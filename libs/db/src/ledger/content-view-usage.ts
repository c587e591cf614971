import { memberAvailable, type LedgerEntry } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';

/**
 * The week a content-view credit counts in, in SQL over its transaction's metadata weekStart (the
 * view event's, ISO, which the settlement records) and the time it is posted at: that weekStart
 * when the metadata has one in that form, else the week it is posted in (a transaction's now(),
 * its created_at), as transactions written before the counter were counted. The upkeep and
 * ledger:verify both use this one expression, and the migration's first count its fallback.
 */
const weekSql = (weekStart: string, postedAt: string) =>
  `coalesce(CASE WHEN ${weekStart} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,6})?Z$'
                 THEN (${weekStart})::timestamptz END,
            date_trunc('week', ${postedAt} AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;

/** How contentViewWeekUsage keys a member's week (weekStart as an ISO string or a time). */
export const weekUsageKey = (memberId: string, weekStart: string | Date) =>
  `${memberId}@${new Date(weekStart).toISOString()}`;

/**
 * Content-view credits already posted to each member in each week (content_view_week_usage, one
 * row per member and week), keyed `${memberId}@${weekStart ISO}`. Read under the members' account
 * locks, which every writer of content_view postings holds, so it cannot change until commit.
 */
export async function contentViewWeekUsage(
  manager: EntityManager,
  weeks: { memberId: string; weekStart: string }[],
): Promise<Map<string, bigint>> {
  if (weeks.length === 0) return new Map();
  const rows: { member_id: string; week_start: Date; used: string }[] = await manager.query(
    `SELECT u.member_id, u.week_start, u.used::text AS used
     FROM content_view_week_usage u
     JOIN unnest($1::uuid[], $2::timestamptz[]) AS pair (member_id, week_start)
       ON u.member_id = pair.member_id AND u.week_start = pair.week_start`,
    [weeks.map((week) => week.memberId), weeks.map((week) => week.weekStart)],
  );
  return new Map(rows.map((row) => [weekUsageKey(row.member_id, row.week_start), BigInt(row.used)]));
}

/**
 * Adds what these newly posted entries credit for content views to their members' weekly
 * counters, in the transaction of their postings (postEntries calls it for every entry it
 * writes), so the counter is the sum of the postings whatever wrote them.
 */
export async function countContentViewUsage(manager: EntityManager, posted: readonly LedgerEntry[]): Promise<void> {
  const rows = posted.flatMap((entry) => {
    if (entry.type !== 'content_view' || !entry.memberId) return [];
    const account = memberAvailable(entry.memberId);
    const credit = entry.postings.filter((p) => p.account === account).reduce((sum, p) => sum + p.amount, 0n);
    const weekStart = entry.metadata?.weekStart;
    return [{ memberId: entry.memberId, weekStart: typeof weekStart === 'string' ? weekStart : null, credit }];
  });
  if (rows.length === 0) return;
  // Summed per member and week first: ON CONFLICT DO UPDATE may touch each row once per statement.
  await manager.query(
    `INSERT INTO content_view_week_usage (member_id, week_start, used)
     SELECT member_id, ${weekSql('week_start', 'now()')}, sum(credit)
     FROM unnest($1::uuid[], $2::text[], $3::bigint[]) AS credited (member_id, week_start, credit)
     GROUP BY 1, 2
     ON CONFLICT (member_id, week_start) DO UPDATE SET used = content_view_week_usage.used + EXCLUDED.used`,
    [rows.map((row) => row.memberId), rows.map((row) => row.weekStart), rows.map((row) => row.credit.toString())],
  );
}

/** A member's week whose counter differs from the content-view credits posted for it. */
export interface ContentViewUsageDrift {
  memberId: string;
  weekStart: string;
  counted: string;
  credited: string;
}

/**
 * The weekly counters against the postings: per member and week (the transaction's weekStart, or
 * for transactions written before it was recorded, the week they were posted in, as the migration
 * counted them), what content_view transactions credited the member's available account.
 */
export function contentViewUsageDrift(manager: EntityManager, limit: number): Promise<ContentViewUsageDrift[]> {
  return manager.query(
    `WITH credited AS (
       SELECT t.member_id,
              ${weekSql(`t.metadata ->> 'weekStart'`, 't.created_at')} AS week_start,
              sum(p.amount) AS used
       FROM ledger_transactions t
       JOIN ledger_postings p ON p.transaction_id = t.id AND p.account_id = 'member:' || t.member_id || ':available'
       WHERE t.type = 'content_view'
       GROUP BY 1, 2)
     SELECT coalesce(u.member_id, c.member_id)::text AS "memberId",
            coalesce(u.week_start, c.week_start)::text AS "weekStart",
            coalesce(u.used, 0)::text AS counted, coalesce(c.used, 0)::text AS credited
     FROM content_view_week_usage u
     FULL JOIN credited c ON c.member_id = u.member_id AND c.week_start = u.week_start
     WHERE coalesce(u.used, 0) <> coalesce(c.used, 0)
     ORDER BY 1, 2
     LIMIT $1`,
    [limit],
  );
}
