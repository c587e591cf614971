import { FREE_LIMIT_TYPES, PLATFORM, UNPROJECTED } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { contentViewUsageDrift, type ContentViewUsageDrift } from './content-view-usage';
import { SPEND_SETTLEMENTS, transactionsWithoutSource, type TransactionWithoutSource } from './transaction-sources';

/** At most this many rows of each finding are listed (any one makes the check fail). */
const LISTED = 1000;

export interface LedgerCheck {
  ok: boolean;
  checkedAt: string;
  accounts: number;
  /** Projected balances that differ from the sum of their postings. */
  drift: { account: string; balance: string; postings: string }[];
  /** Transactions whose postings do not sum to zero (the trigger makes this impossible). */
  unbalanced: string[];
  /** The sum of every posting, which double entry keeps at zero. */
  total: string;
  /** `platform:clearing` when it is not the sum of the spends not yet settled, or is below zero. */
  clearing: { account: string; balance: string; unsettled: string }[];
  /** Task escrows that differ from what their task's rows say is still unpaid. */
  escrows: { account: string; taskId: string; balance: string; unpaid: string }[];
  /** Members' held balances that differ from their pending withdrawals (amount + fee). */
  held: { account: string; memberId: string; balance: string; pending: string }[];
  /** Transactions that no domain row explains (see transaction-sources.ts). */
  withoutSource: TransactionWithoutSource[];
  /** Members' weekly content-view counters that differ from the credits posted for the week. */
  contentViewUsage: ContentViewUsageDrift[];
  /** Members' free-limit counters (sent out, bought) that differ from their postings. */
  freeLimitCounters: {
    account: string;
    sentOut: string;
    postedSentOut: string;
    bought: string;
    postedBought: string;
  }[];
}

/**
 * Proves the ledger: every balance recomputed from its postings, every transaction balanced, and
 * the accounts no member can see proven against the rows that explain them (clearing against the
 * unsettled spends, escrows against their tasks, held against pending withdrawals), every
 * transaction against its source row, and the weekly content-view and free-limit counters against the postings. Set-based: a few statements whatever the number of rows.
 * Run it in one snapshot (REPEATABLE READ): the rows and the postings are written together.
 */
export async function verifyLedger(manager: EntityManager): Promise<LedgerCheck> {
  const drift: LedgerCheck['drift'] = await manager.query(
    `SELECT a.id AS account, a.balance::text AS balance, coalesce(sum(p.amount), 0)::text AS postings
     FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
     WHERE NOT (a.id = ANY($1))
     GROUP BY a.id, a.balance
     HAVING a.balance <> coalesce(sum(p.amount), 0)
     LIMIT $2`,
    [[...UNPROJECTED], LISTED],
  );
  const unbalanced: { transaction_id: string }[] = await manager.query(
    `SELECT transaction_id FROM ledger_postings GROUP BY transaction_id HAVING sum(amount) <> 0 LIMIT $1`,
    [LISTED],
  );
  const [{ total, accounts }]: { total: string; accounts: string }[] = await manager.query(
    `SELECT (SELECT coalesce(sum(amount), 0)::text FROM ledger_postings) AS total,
            (SELECT count(*)::text FROM ledger_accounts) AS accounts`,
  );
  const found = {
    clearing: await clearingAgainstSpends(manager),
    escrows: await escrowsAgainstTasks(manager),
    held: await heldAgainstWithdrawals(manager),
    withoutSource: await transactionsWithoutSource(manager, LISTED),
    contentViewUsage: await contentViewUsageDrift(manager, LISTED),
    freeLimitCounters: await freeLimitCountersAgainstPostings(manager),
  };
  return {
    ok:
      drift.length === 0 &&
      unbalanced.length === 0 &&
      total === '0' &&
      Object.values(found).every((rows) => rows.length === 0),
    checkedAt: new Date().toISOString(),
    accounts: Number(accounts),
    drift,
    unbalanced: unbalanced.map((row) => row.transaction_id),
    total,
    ...found,
  };
}

/**
 * Clearing (unprojected: the sum of its postings) holds exactly what payers spent and the worker
 * has not yet settled to the receivers: the spends whose `settle:{key}` transaction is missing.
 */
function clearingAgainstSpends(manager: EntityManager): Promise<LedgerCheck['clearing']> {
  return manager.query(
    `SELECT $1::text AS account, balance::text, unsettled::text FROM (
       SELECT (SELECT coalesce(sum(amount), 0) FROM ledger_postings WHERE account_id = $1) AS balance,
              (SELECT coalesce(sum(p.amount), 0)
               FROM ledger_transactions spend
               JOIN ledger_postings p ON p.transaction_id = spend.id AND p.account_id = $1
               WHERE spend.type = ANY($2)
                 AND NOT EXISTS (SELECT 1 FROM ledger_transactions settled
                                 WHERE settled.idempotency_key = 'settle:' || spend.idempotency_key)) AS unsettled
     ) clearing
     WHERE balance <> unsettled OR balance < 0`,
    [PLATFORM.clearing, Object.keys(SPEND_SETTLEMENTS)],
  );
}

/**
 * A task's escrow from its rows alone (never from its own postings): what was paid in (a balance
 * payment, or a USDT one an administrator accepted) less the cost of its approved proofs that
 * were paid, and less what the rules gave back. A completed task gave back everything left. A
 * task closed to newcomers (deleted, or rejected by an administrator) gave back the leads nobody
 * holds (never taken, or released since: `no_of_leads - reserved_leads`) and the unpaid part of
 * each lead closed unfinished; an open task gives back nothing yet.
 */
function escrowsAgainstTasks(manager: EntityManager): Promise<LedgerCheck['escrows']> {
  return manager.query(
    `WITH approved AS (
       SELECT p.task_id, p.performance_id, p.settled_at, ap.no_of_cost AS cost
       FROM task_proofs p JOIN task_assigned_prices ap ON ap.id = p.assigned_price_id
       WHERE p.status = 'APPROVED'),
     unpaid AS (
       SELECT t.id AS task_id,
              CASE WHEN NOT (pay.method = 'balance' OR pay.status = 'approved') OR t.completed_at IS NOT NULL THEN 0
                   WHEN t.status = 'ACCEPTED' AND t.deleted_at IS NULL THEN pay.amount - coalesce(paid.cost, 0)
                   ELSE pay.amount - coalesce(paid.cost, 0) - (t.no_of_leads - t.reserved_leads) * t.cost_per_lead
                        - coalesce(closed.unpaid, 0)
              END AS amount
       FROM tasks t
       JOIN task_payments pay ON pay.task_id = t.id
       LEFT JOIN (SELECT task_id, sum(cost) AS cost FROM approved WHERE settled_at IS NOT NULL GROUP BY task_id) paid
         ON paid.task_id = t.id
       LEFT JOIN (SELECT lead.task_id, sum(task.cost_per_lead - coalesce(done.cost, 0)) AS unpaid
                  FROM task_performances lead
                  JOIN tasks task ON task.id = lead.task_id
                  LEFT JOIN (SELECT performance_id, sum(cost) AS cost FROM approved GROUP BY performance_id) done
                    ON done.performance_id = lead.id
                  WHERE lead.closed_at IS NOT NULL
                  GROUP BY lead.task_id) closed
         ON closed.task_id = t.id)
     SELECT coalesce(a.id, 'task:' || u.task_id || ':escrow') AS account,
            coalesce(u.task_id::text, split_part(a.id, ':', 2)) AS "taskId",
            coalesce(a.balance, 0)::text AS balance, coalesce(u.amount, 0)::text AS unpaid
     FROM (SELECT id, balance FROM ledger_accounts WHERE id LIKE 'task:%') a
     FULL JOIN unpaid u ON a.id = 'task:' || u.task_id || ':escrow'
     WHERE coalesce(a.balance, 0) <> coalesce(u.amount, 0)
     ORDER BY 1
     LIMIT $1`,
    [LISTED],
  );
}

/** A member's held account holds exactly the amount and fee of their withdrawals still pending. */
function heldAgainstWithdrawals(manager: EntityManager): Promise<LedgerCheck['held']> {
  return manager.query(
    `SELECT coalesce(a.id, 'member:' || w.member_id || ':held') AS account,
            coalesce(w.member_id::text, split_part(a.id, ':', 2)) AS "memberId",
            coalesce(a.balance, 0)::text AS balance, coalesce(w.pending, 0)::text AS pending
     FROM (SELECT id, balance FROM ledger_accounts WHERE id LIKE 'member:%:held') a
     FULL JOIN (SELECT member_id, sum(amount + fee) AS pending FROM withdrawal_requests
                WHERE status = 'pending' GROUP BY member_id) w
       ON a.id = 'member:' || w.member_id || ':held'
     WHERE coalesce(a.balance, 0) <> coalesce(w.pending, 0)
     ORDER BY 1
     LIMIT $1`,
    [LISTED],
  );
}

/** A member's free-limit counters (freeLimitCounts, libs/domain) against the sums of their postings. */
function freeLimitCountersAgainstPostings(manager: EntityManager): Promise<LedgerCheck['freeLimitCounters']> {
  return manager.query(
    `SELECT account, "sentOut", "postedSentOut", bought, "postedBought" FROM (
       SELECT a.id AS account, a.sent_out::text AS "sentOut", a.bought::text AS bought,
              coalesce(-sum(p.amount) FILTER (WHERE p.type = ANY($1)), 0)::text AS "postedSentOut",
              coalesce(sum(p.amount) FILTER (WHERE p.type = ANY($2)), 0)::text AS "postedBought"
       FROM ledger_accounts a
       LEFT JOIN ledger_postings p ON p.account_id = a.id AND (p.type = ANY($1) OR p.type = ANY($2))
       WHERE a.id LIKE 'member:%:available'
       GROUP BY a.id) counted
     WHERE "sentOut" <> "postedSentOut" OR bought <> "postedBought"
     ORDER BY account
     LIMIT $3`,
    [FREE_LIMIT_TYPES.sentOut, FREE_LIMIT_TYPES.bought, LISTED],
  );
}
