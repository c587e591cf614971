import {
  EARNING_TYPES,
  NEW_ACCOUNT_DAYS,
  REVIEW_FLAG_TEXTS,
  REVIEW_FLAGS,
  type ReviewFlag,
  type ReviewFlagNote,
} from '@earnwave/contracts';
import type { EntityManager } from 'typeorm';
import { linkedMembersSql } from './linked-accounts';

const EARNINGS = `(${EARNING_TYPES.map((type) => `'${type}'`).join(', ')})`;

/**
 * Each flag as a SQL condition on an expression naming the account, so that the flags of one
 * account (accountFlags, for the console's review and the worker's auto-approval) and the console's
 * filter by flag are the same SQL. Texts: REVIEW_FLAG_TEXTS.
 */
const FLAG_CONDITIONS: Record<ReviewFlag, (member: string) => string> = {
  'new-account': (member) =>
    `EXISTS (SELECT 1 FROM users young WHERE young.id = ${member}
               AND young.created_at > now() - interval '${NEW_ACCOUNT_DAYS} days')`,
  'shared-wallet': (member) => `EXISTS (${linkedMembersSql(member, ['wallet'])})`,
  'shared-device': (member) => `EXISTS (${linkedMembersSql(member, ['device'])})`,
  // Referral rewards between accounts one person holds: the referral link and another link together.
  'referral-ring': (member) =>
    `EXISTS (SELECT 1 FROM (${linkedMembersSql(member, ['referral'])}) referral
              JOIN (${linkedMembersSql(member, ['wallet', 'device', 'address'])}) other
                ON other.member_id = referral.member_id)`,
  // Earned something, and every earning was paid by (or, for a referral reward, was for) a linked
  // account; a view or task reward names no payer, so it is never from a linked account.
  'earned-only-from-linked': (member) => `
    EXISTS (SELECT 1 FROM ledger_transactions earned WHERE earned.member_id = ${member} AND earned.type IN ${EARNINGS})
    AND NOT EXISTS (
      SELECT 1 FROM ledger_transactions earned
       WHERE earned.member_id = ${member} AND earned.type IN ${EARNINGS}
         AND NOT EXISTS (SELECT 1 FROM (${linkedMembersSql(member)}) link
                          WHERE link.member_id::text = coalesce(earned.metadata->>'payerId', earned.metadata->>'referredId')))`,
};

/** The SQL condition "the account named by `member` carries the flag bound as `flagParam`", for a console filter. */
export function hasFlagSql(member: string, flagParam: string): string {
  const cases = REVIEW_FLAGS.map((flag) => `WHEN '${flag}' THEN ${FLAG_CONDITIONS[flag](member)}`).join('\n');
  return `(CASE ${flagParam}::text ${cases} ELSE false END)`;
}

/**
 * The SQL condition "the account named by `member` carries any flag": the worker's auto-approval
 * leaves such an account's deposits out when it picks them (verifiedWaitingDeposits), so that they
 * never take the places of the deposits it may approve.
 */
export function anyFlagSql(member: string): string {
  return `(${REVIEW_FLAGS.map((flag) => FLAG_CONDITIONS[flag](member)).join('\n OR ')})`;
}

/**
 * The flags that hold a payout of this account for a person's review: the worker's auto-approval
 * skips an account that has any, and the console shows them with REVIEW_FLAG_TEXTS. Ages count
 * from the database's clock, as the rows' timestamps do.
 */
export async function accountFlags(manager: EntityManager, userId: string): Promise<ReviewFlag[]> {
  return (await accountFlagsOf(manager, [userId])).get(userId) ?? [];
}

/**
 * accountFlags of many accounts in one query (a console list's page): each account once, whatever
 * its number of records on the page; an unknown id answers no flags.
 */
export async function accountFlagsOf(
  manager: EntityManager,
  userIds: readonly string[],
): Promise<Map<string, ReviewFlag[]>> {
  const flags = new Map<string, ReviewFlag[]>();
  const accounts = [...new Set(userIds)];
  if (!accounts.length) return flags;
  // The flags' subqueries name their own tables; `flagged_account` is a name none of them uses.
  const columns = REVIEW_FLAGS.map((flag, index) => `${FLAG_CONDITIONS[flag]('flagged_account.id')} AS f${index}`);
  const rows = (await manager.query(
    `SELECT flagged_account.id::text AS id, ${columns.join(',\n')}
       FROM unnest($1::uuid[]) AS flagged_account(id)`,
    [accounts],
  )) as Record<string, unknown>[];
  for (const row of rows) {
    flags.set(
      row.id as string,
      REVIEW_FLAGS.filter((_flag, index) => row[`f${index}`] === true),
    );
  }
  return flags;
}

/** The flags as the console's review answers them: each with the sentence shown beside it. */
export function flagNotes(flags: readonly ReviewFlag[]): ReviewFlagNote[] {
  return flags.map((flag) => ({ flag, sentence: REVIEW_FLAG_TEXTS[flag] }));
}
