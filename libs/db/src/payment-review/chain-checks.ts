import { OPTION_KEYS, type MembershipCommon } from '@earnwave/contracts';
import type { ChainCheck, ChainCheckStatus, ChainLookup } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import type { DecisionResource } from '../payments/admin-decisions';
import { claimedForms } from '../payments/txids';
import { knownSenderSql } from './deposit-senders';
import { anyFlagSql } from './flags';

/** The requests the payment desk checks on chain: the three deposits and the withdrawals' payouts. */
export type ChainCheckResource = DecisionResource;
export type DepositResource = Exclude<ChainCheckResource, 'withdrawals'>;

/** A check is final at these: the worker stops checking and the result stays as it is. */
export const FINAL_CHAIN_STATUSES: readonly ChainCheckStatus[] = ['verified', 'mismatch'];
/** A deposit (or a payout) is checked again until it is final or this old. */
export const CHAIN_CHECK_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A request the worker has to check: what to ask the chain, and whose it is. */
export interface DueChainCheck {
  resource: ChainCheckResource;
  id: string;
  memberId: string;
  txid: string;
  /** Micro-USDT: what a deposit must pay, or the net amount a payout owes the member. */
  amount: bigint;
  /** The member's address, for a payout; deposits go to the platform's wallet. */
  memberWallet: string | null;
}

const FINAL = FINAL_CHAIN_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * Pending deposits with a Txid, and approved withdrawals with a payout Txid, that have no final
 * check yet and are younger than CHAIN_CHECK_WINDOW_MS at `now` (a payout counts from its
 * approval): those never checked first, then the longest unchecked, oldest first within each. Checked
 * again each run; after the window the last result stays.
 */
export async function dueChainChecks(manager: EntityManager, now: Date, limit: number): Promise<DueChainCheck[]> {
  const since = new Date(now.getTime() - CHAIN_CHECK_WINDOW_MS);
  const rows: Record<string, unknown>[] = await manager.query(
    `SELECT q.* FROM (
       SELECT 'credit-purchases' AS resource, c.id, c.member_id, c.txid, (c.amount + c.fee)::text AS amount,
              NULL AS member_wallet, c.created_at AS since
       FROM credit_purchases c WHERE c.status = 'pending' AND c.txid IS NOT NULL
       UNION ALL
       SELECT 'membership-requests', s.id, s.member_id, s.receipt, s.amount::text, NULL, s.created_at
       FROM member_subscriptions s WHERE s.status = 'pending' AND s.method = 'usdt'
       UNION ALL
       SELECT 'task-payments', p.id, p.member_id, p.txid, p.amount::text, NULL, p.created_at
       FROM task_payments p WHERE p.status = 'pending' AND p.method = 'usdt'
       UNION ALL
       SELECT 'withdrawals', w.id, w.member_id, w.payout_txid, w.amount::text, w.wallet_address, w.decided_at
       FROM withdrawal_requests w WHERE w.status = 'approved' AND w.payout_txid IS NOT NULL
     ) q
     LEFT JOIN chain_checks cc ON cc.resource = q.resource AND cc.record_id = q.id
     WHERE q.since >= $1 AND (cc.status IS NULL OR cc.status NOT IN (${FINAL}))
     ORDER BY cc.checked_at NULLS FIRST, q.since, q.id
     LIMIT $2`,
    [since, limit],
  );
  return rows.map((row) => ({
    resource: row.resource as ChainCheckResource,
    id: row.id as string,
    memberId: row.member_id as string,
    txid: row.txid as string,
    amount: BigInt(row.amount as string),
    memberWallet: (row.member_wallet as string | null) ?? null,
  }));
}

/** The platform's receiving wallet, as administrators set it in the USDT settings; undefined when unset. */
export async function platformWallet(manager: EntityManager): Promise<string | undefined> {
  const [row]: { option_value: string }[] = await manager.query(
    `SELECT option_value FROM options WHERE option_key = $1`,
    [OPTION_KEYS.membershipCommon],
  );
  if (!row) return undefined;
  try {
    const wallet = (JSON.parse(row.option_value) as Partial<MembershipCommon>).wallet?.trim();
    return wallet || undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a check looks up for a request: deposits pay the platform exactly; payouts go from it to the
 * member, at least the net amount due.
 */
export function chainLookup(due: DueChainCheck, wallet: string): ChainLookup {
  if (due.resource === 'withdrawals') {
    return { txid: due.txid, to: due.memberWallet!, amount: due.amount, from: wallet, atLeast: true };
  }
  return { txid: due.txid, to: wallet, amount: due.amount };
}

/**
 * Whether this Txid was claimed (used_txids) for another request than this one: a transfer pays
 * for one request only, so a second request naming it is a mismatch whatever the chain says.
 * Every form a claim of it may be stored under is looked up (claimedForms).
 */
export async function txidClaimedElsewhere(manager: EntityManager, txid: string, recordId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM used_txids WHERE txid = ANY($1::text[]) AND reference_id <> $2 LIMIT 1`,
    [claimedForms(txid), recordId],
  );
  return rows.length > 0;
}

/** Keeps a request's latest check, replacing the one before. */
export async function saveChainCheck(
  manager: EntityManager,
  resource: ChainCheckResource,
  recordId: string,
  check: ChainCheck,
): Promise<void> {
  await manager.query(
    `INSERT INTO chain_checks
       (resource, record_id, status, network, amount, from_address, to_address, confirmations, detail, checked_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (resource, record_id) DO UPDATE SET status = EXCLUDED.status, network = EXCLUDED.network,
       amount = EXCLUDED.amount, from_address = EXCLUDED.from_address, to_address = EXCLUDED.to_address,
       confirmations = EXCLUDED.confirmations, detail = EXCLUDED.detail, checked_at = EXCLUDED.checked_at`,
    [
      resource,
      recordId,
      check.status,
      check.network,
      check.amount?.toString() ?? null,
      check.from,
      check.to,
      check.confirmations,
      check.detail,
      check.checkedAt,
    ],
  );
}

/** A request's latest check, or undefined when none was made yet. */
export async function findChainCheck(
  manager: EntityManager,
  resource: ChainCheckResource,
  recordId: string,
): Promise<ChainCheck | undefined> {
  const [row]: Record<string, unknown>[] = await manager.query(
    `SELECT ${CHAIN_CHECK_COLUMNS} FROM chain_checks cc WHERE cc.resource = $1 AND cc.record_id = $2`,
    [resource, recordId],
  );
  return row && chainCheckOf(row);
}

/** The columns of a joined `chain_checks cc` (see chainCheckJoin), read back by chainCheckOf. */
export const CHAIN_CHECK_COLUMNS = `cc.status AS chain_status, cc.network AS chain_network,
  cc.amount::text AS chain_amount, cc.from_address AS chain_from, cc.to_address AS chain_to,
  cc.confirmations AS chain_confirmations, cc.detail AS chain_detail, cc.checked_at AS chain_checked_at`;

/** Joins a request's latest check as `cc`, for the console's records. */
export function chainCheckJoin(resource: ChainCheckResource, recordIdSql: string): string {
  return `LEFT JOIN chain_checks cc ON cc.resource = '${resource}' AND cc.record_id = ${recordIdSql}`;
}

/** The check in a row read with CHAIN_CHECK_COLUMNS; undefined when the request has none. */
export function chainCheckOf(row: Record<string, unknown>): ChainCheck | undefined {
  if (!row.chain_status) return undefined;
  return {
    status: row.chain_status as ChainCheckStatus,
    network: row.chain_network as string,
    amount: row.chain_amount == null ? null : BigInt(row.chain_amount as string),
    from: (row.chain_from as string | null) ?? null,
    to: (row.chain_to as string | null) ?? null,
    confirmations: Number(row.chain_confirmations),
    checkedAt: row.chain_checked_at as Date,
    detail: row.chain_detail as string,
  };
}

/** Whether administrators let the worker approve verified deposits (the payment desk's setting, off by default). */
export async function depositAutoApprovalOn(manager: EntityManager): Promise<boolean> {
  const [row]: { option_value: string }[] = await manager.query(
    `SELECT option_value FROM options WHERE option_key = $1`,
    [OPTION_KEYS.depositAutoApproval],
  );
  return row?.option_value === 'true';
}

/** A pending deposit whose chain check is verified: what the worker's auto-approval takes up. */
export interface VerifiedDeposit {
  resource: DepositResource;
  id: string;
  /** Whose deposit it is (a task payment's: the task's owner), whose flags hold it for a person. */
  memberId: string;
}

/**
 * Pending deposits (USDT membership requests, credit purchases, USDT task payments) whose chain
 * check is verified, oldest first: what the worker's auto-approval takes up. Only those sent from a
 * wallet the account paid from in a deposit approved before (knownSenderSql: a stranger's Txid is
 * verified too), and only of accounts without a flag (anyFlagSql); left out here, in the SQL, so
 * that the deposits held for a person never fill the run's `limit`.
 */
export async function verifiedWaitingDeposits(manager: EntityManager, limit: number): Promise<VerifiedDeposit[]> {
  const rows: { resource: DepositResource; id: string; member_id: string }[] = await manager.query(
    `SELECT q.resource, q.id, q.member_id FROM (
       SELECT 'membership-requests' AS resource, s.id, s.member_id, s.created_at
       FROM member_subscriptions s WHERE s.status = 'pending' AND s.method = 'usdt'
       UNION ALL
       SELECT 'credit-purchases', c.id, c.member_id, c.created_at
       FROM credit_purchases c WHERE c.status = 'pending'
       UNION ALL
       SELECT 'task-payments', p.id, p.member_id, p.created_at
       FROM task_payments p WHERE p.status = 'pending' AND p.method = 'usdt'
     ) q
     JOIN chain_checks cc ON cc.resource = q.resource AND cc.record_id = q.id AND cc.status = 'verified'
     WHERE ${knownSenderSql('cc', 'q.member_id')} AND NOT ${anyFlagSql('q.member_id')}
     ORDER BY q.created_at, q.id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ resource: row.resource, id: row.id, memberId: row.member_id }));
}
