import type { LevelFeature, MembershipLevelSlug, SubscriptionMethod, SubscriptionStatus } from '@earnwave/contracts';
import type { EntityManager } from 'typeorm';
import { prepared } from '../prepared';

/** A rung of the level ladder; money in micro-credits. */
export interface MembershipLevel {
  slug: MembershipLevelSlug;
  title: string;
  subTitle: string;
  buttonText: string;
  price: bigint;
  isFeatured: boolean;
  available: boolean;
  featuresTitle: string;
  featuresList: LevelFeature[];
  referrals: Record<string, number>;
  contentView: number;
  weeklyTokenLimit: bigint;
  sortOrder: number;
}

/** A membership request and what became of it; amount in micro-credits. */
export interface MemberSubscription {
  id: string;
  memberId: string;
  level: MembershipLevelSlug;
  method: SubscriptionMethod;
  receipt: string;
  amount: bigint;
  /** The day the member says the transfer was sent (YYYY-MM-DD), USDT only. */
  transferDate: string | null;
  status: SubscriptionStatus;
  startedAt: Date | null;
  endedAt: Date | null;
  rejectionReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/** A member's current membership: the latest one ever activated, and whether its term is over. */
export interface CurrentMembership {
  level: MembershipLevel;
  subscription: MemberSubscription;
  expired: boolean;
}

/** A level's columns (`l` is the membership_levels row), as `levelFromRow` reads them. */
export const LEVEL_COLUMNS = `
  l.slug, l.title, l.sub_title, l.button_text, l.price::text AS price, l.is_featured, l.available,
  l.features_title, l.features_list, l.referrals, l.content_view, l.weekly_token_limit::text AS weekly_token_limit,
  l.sort_order`;

// transfer_date is read as text: a pg `date` would become a local-time Date and shift a day.
const SUBSCRIPTION_COLUMNS = `
  s.id, s.member_id, s.level, s.method, s.receipt, s.amount::text AS amount, s.transfer_date::text AS transfer_date,
  s.status, s.started_at, s.ended_at, s.rejection_reason, s.created_at, s.decided_at`;

type Row = Record<string, unknown>;

/** A level from a row of `LEVEL_COLUMNS`. */
export function levelFromRow(row: Row): MembershipLevel {
  return {
    slug: row.slug as MembershipLevelSlug,
    title: row.title as string,
    subTitle: row.sub_title as string,
    buttonText: row.button_text as string,
    price: BigInt(row.price as string),
    isFeatured: row.is_featured as boolean,
    available: row.available as boolean,
    featuresTitle: row.features_title as string,
    featuresList: row.features_list as LevelFeature[],
    referrals: row.referrals as Record<string, number>,
    contentView: row.content_view as number,
    weeklyTokenLimit: BigInt(row.weekly_token_limit as string),
    sortOrder: row.sort_order as number,
  };
}

function toSubscription(row: Row): MemberSubscription {
  return {
    id: row.id as string,
    memberId: row.member_id as string,
    level: row.level as MembershipLevelSlug,
    method: row.method as SubscriptionMethod,
    receipt: row.receipt as string,
    amount: BigInt(row.amount as string),
    transferDate: (row.transfer_date as string | null) ?? null,
    status: row.status as SubscriptionStatus,
    startedAt: (row.started_at as Date | null) ?? null,
    endedAt: (row.ended_at as Date | null) ?? null,
    rejectionReason: (row.rejection_reason as string | null) ?? null,
    createdAt: row.created_at as Date,
    decidedAt: (row.decided_at as Date | null) ?? null,
  };
}

export async function listLevels(manager: EntityManager): Promise<MembershipLevel[]> {
  const rows: Row[] = await manager.query(
    `SELECT ${LEVEL_COLUMNS} FROM membership_levels l ORDER BY l.sort_order, l.price`,
  );
  return rows.map(levelFromRow);
}

export async function findLevel(manager: EntityManager, slug: string): Promise<MembershipLevel | undefined> {
  const [row]: Row[] = await manager.query(`SELECT ${LEVEL_COLUMNS} FROM membership_levels l WHERE l.slug = $1`, [
    slug,
  ]);
  return row && levelFromRow(row);
}

export async function findSubscription(manager: EntityManager, id: string): Promise<MemberSubscription | undefined> {
  const [row]: Row[] = await manager.query(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM member_subscriptions s WHERE s.id = $1`,
    [id],
  );
  return row && toSubscription(row);
}

/** The member's pending request, if any (there is at most one). */
export async function findPendingSubscription(
  manager: EntityManager,
  memberId: string,
): Promise<MemberSubscription | undefined> {
  const [row]: Row[] = await manager.query(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM member_subscriptions s
     WHERE s.member_id = $1 AND s.status = 'pending' AND s.method <> 'card'`,
    [memberId],
  );
  return row && toSubscription(row);
}

/**
 * The member's current membership with its level, in one indexed query (earning calls run it on
 * every request). An upgrade marks the replaced membership expired and starts later, so the
 * latest started one is the current one. `expired` is true from the end of the term on, even
 * before the daily expiry job has marked it: the end is compared with `now`, the caller's Clock
 * (the database's time when none is given).
 */
export async function findCurrentMembership(
  manager: EntityManager,
  memberId: string,
  now?: Date,
): Promise<CurrentMembership | undefined> {
  const [row] = await prepared<Row[]>(
    manager,
    `SELECT ${SUBSCRIPTION_COLUMNS}, ${LEVEL_COLUMNS},
       (s.status = 'expired' OR s.ended_at <= coalesce($2::timestamptz, now())) AS expired
     FROM member_subscriptions s JOIN membership_levels l ON l.slug = s.level
     WHERE s.member_id = $1 AND s.status IN ('active', 'expired')
     ORDER BY s.started_at DESC
     LIMIT 1`,
    [memberId, now ?? null],
  );
  if (!row) return undefined;
  return { level: levelFromRow(row), subscription: toSubscription(row), expired: row.expired as boolean };
}

/**
 * Locks the member's row, then the subscription's, always in that order: every change to a
 * member's memberships (request, decision, card payment, free activation) takes the member's lock
 * first, so they are serialised and never deadlock. Answers the subscription as locked.
 */
export async function lockSubscription(manager: EntityManager, id: string): Promise<MemberSubscription | undefined> {
  const [owner]: { member_id: string }[] = await manager.query(
    `SELECT member_id FROM member_subscriptions WHERE id = $1`,
    [id],
  );
  if (!owner) return undefined;
  await lockMember(manager, owner.member_id);
  const [row]: Row[] = await manager.query(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM member_subscriptions s WHERE s.id = $1 FOR UPDATE`,
    [id],
  );
  return row && toSubscription(row);
}

/** Takes the member's row lock that serialises changes to their memberships. */
export async function lockMember(manager: EntityManager, memberId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [memberId]);
  return rows.length > 0;
}

/** Closes a pending request as rejected, with the reason the member is shown. */
export async function rejectSubscription(manager: EntityManager, id: string, reason: string): Promise<void> {
  await manager.query(
    `UPDATE member_subscriptions SET status = 'rejected', rejection_reason = $2, decided_at = now() WHERE id = $1`,
    [id, reason],
  );
}
