import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK } from '@earnwave/config';
import {
  MEMBER_STATUSES,
  MEMBERSHIP_LEVEL_SLUGS,
  ROLES,
  type MemberStatus,
  type MembershipLevelSlug,
  type Role,
  type SubscriptionMethod,
} from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';
import { AccountNotFound, type Clock } from '@earnwave/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { consoleResource, type RecordReader } from '../../../common/simple-rest/console-records';
import {
  columnsOf,
  newestFirstList,
  readRecords,
  type ListSpec,
  type Page,
} from '../../../common/simple-rest/list-query';
import { iso } from '../../../common/simple-rest/record-fields';

type Row = Record<string, unknown>;
const DAY_MS = 86_400_000;

/** The member's current membership (the latest ever activated), money in credits. */
export interface AdminMemberMembership {
  level: MembershipLevelSlug;
  method: SubscriptionMethod;
  receipt: string;
  amount: number;
  startedAt: string;
  endedAt: string;
  daysLeft: number;
}

/** An account as the console lists it: balances in credits, timestamps ISO 8601. */
export interface AdminMemberRecord {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: MemberStatus;
  emailVerifiedAt: string | null;
  deactivatedAt: string | null;
  createdAt: string;
  referralCode: string;
  referredById: string | null;
  level: MembershipLevelSlug | null;
  membership: AdminMemberMembership | null;
  balance: number;
  held: number;
}

/** An account as the console shows it: the listed record, its referrer and counts. */
export interface AdminMemberDetail extends AdminMemberRecord {
  referrerName: string | null;
  referrals: number;
  pendingRequests: number;
}

export const MEMBERS: ListSpec = newestFirstList(
  'members',
  'u',
  { ...columnsOf('u', 'name', 'email', 'role', 'status'), level: 'm.level', balance: 'coalesce(a.balance, 0)' },
  {
    q: { type: 'search', sql: ['u.name', 'u.email'] },
    role: { type: 'equals', sql: 'u.role', values: [...ROLES] },
    status: { type: 'equals', sql: 'u.status', values: [...MEMBER_STATUSES] },
    level: { type: 'equals', sql: 'm.level', values: [...MEMBERSHIP_LEVEL_SLUGS] },
    deactivated: { type: 'boolean', sql: '(u.deactivated_at IS NOT NULL)' },
    verified: { type: 'boolean', sql: '(u.email_verified_at IS NOT NULL)' },
  },
);

/** The console's `members` resource: the search with its filters, and the member's page. */
export const MEMBER_RECORDS = consoleResource<AdminMemberRecord, AdminMemberDetail>(MEMBERS);

/** The member's current membership (the latest ever activated) and balances, beside the account. */
const SQL = {
  select: `u.id, u.name, u.email, u.role, u.status, u.email_verified_at, u.deactivated_at, u.created_at,
    u.referral_code, u.referred_by_id, m.level, m.method, m.started_at, m.ended_at, m.amount::text AS membership_amount,
    m.receipt, coalesce(a.balance, 0)::text AS balance, coalesce(h.balance, 0)::text AS held`,
  from: `users u
    LEFT JOIN LATERAL (
      SELECT s.level, s.method, s.started_at, s.ended_at, s.amount, s.receipt FROM member_subscriptions s
      WHERE s.member_id = u.id AND s.status IN ('active', 'expired') ORDER BY s.started_at DESC LIMIT 1
    ) m ON true
    LEFT JOIN ledger_accounts a ON a.id = 'member:' || u.id || ':available'
    LEFT JOIN ledger_accounts h ON h.id = 'member:' || u.id || ':held'`,
};

/** Accounts as the console reads and changes them; a membership's days left are counted on the Clock. */
@Injectable()
export class MembersRepository implements RecordReader<AdminMemberRecord, AdminMemberDetail> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(query: Record<string, unknown>): Promise<Page<AdminMemberRecord>> {
    const now = this.clock.now();
    return readRecords(this.db.manager, MEMBERS, SQL, query, (row) => memberRecord(row, now));
  }

  /** The member with what the console's page shows beside the account: referrer and referral count. */
  async one(id: string): Promise<AdminMemberDetail> {
    const [row]: Row[] = await this.db.query(
      `SELECT ${SQL.select}, r.name AS referrer_name,
         (SELECT count(*)::int FROM users x WHERE x.referred_by_id = u.id) AS referrals,
         (SELECT count(*)::int FROM member_subscriptions p WHERE p.member_id = u.id AND p.status = 'pending') AS pending_requests
       FROM ${SQL.from} LEFT JOIN users r ON r.id = u.referred_by_id
       WHERE u.id = $1`,
      [id],
    );
    if (!row) throw new AccountNotFound();
    return {
      ...memberRecord(row, this.clock.now()),
      referrerName: (row.referrer_name as string | null) ?? null,
      referrals: row.referrals as number,
      pendingRequests: row.pending_requests as number,
    };
  }

  /** Freezes the account: its tokens die with the version bump. */
  async deactivate(manager: EntityManager, memberId: string): Promise<void> {
    await manager.query(
      `UPDATE users SET deactivated_at = now(), token_version = token_version + 1, updated_at = now() WHERE id = $1`,
      [memberId],
    );
  }

  /** Opens the account again; the version bump keeps every token from before dead. */
  async reactivate(manager: EntityManager, memberId: string): Promise<void> {
    await manager.query(
      `UPDATE users SET deactivated_at = NULL, token_version = token_version + 1, updated_at = now() WHERE id = $1`,
      [memberId],
    );
  }
}

function memberRecord(row: Row, now: Date): AdminMemberRecord {
  const endedAt = row.ended_at as Date | null;
  return {
    id: row.id as string,
    name: row.name as string,
    email: row.email as string,
    role: row.role as Role,
    status: row.status as MemberStatus,
    emailVerifiedAt: iso(row.email_verified_at),
    deactivatedAt: iso(row.deactivated_at),
    createdAt: (row.created_at as Date).toISOString(),
    referralCode: row.referral_code as string,
    referredById: (row.referred_by_id as string | null) ?? null,
    level: (row.level as MembershipLevelSlug | null) ?? null,
    membership: row.level
      ? {
          level: row.level as MembershipLevelSlug,
          method: row.method as SubscriptionMethod,
          receipt: row.receipt as string,
          amount: creditsToJson(BigInt(row.membership_amount as string)),
          startedAt: (row.started_at as Date).toISOString(),
          endedAt: endedAt!.toISOString(),
          daysLeft: Math.max(0, Math.ceil((endedAt!.getTime() - now.getTime()) / DAY_MS)),
        }
      : null,
    balance: creditsToJson(BigInt(row.balance as string)),
    held: creditsToJson(BigInt(row.held as string)),
  };
}
