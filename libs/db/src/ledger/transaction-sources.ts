import { PLATFORM } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';

/** Each spend between members, and the type of the settlement (`settle:{spend key}`) that pays its receiver. */
export const SPEND_SETTLEMENTS = {
  gift_sent: 'gift_received',
  post_view_paid: 'post_view_earned',
  message_paid: 'message_earned',
} as const;

/**
 * Outbox events that stay a ledger transaction's source for good: a gift's (or paid view's, paid
 * message's) settlement is explained by its `member-transfer.spent` row below. The retention job
 * never deletes them, however old; every other processed event may go.
 */
export const OUTBOX_EVENTS_EXPLAINING_LEDGER = ['member-transfer.spent'] as const;

/** A ledger transaction that no domain row explains (or that moves more, or other accounts, than its row says). */
export interface TransactionWithoutSource {
  id: string;
  type: string;
  key: string;
}

const available = (member: string) => `'member:' || ${member} || ':available'`;
const held = (member: string) => `'member:' || ${member} || ':held'`;
const debt = (member: string) => `'member:' || ${member} || ':debt'`;
const escrow = (task: string) => `'task:' || ${task} || ':escrow'`;
const account = (name: string) => `'${name}'::text`;
/** A decimal string of the outbox payload as bigint, or NULL when it is none (a malformed row explains nothing). */
const payloadAmount = (field: string) =>
  `CASE WHEN o.payload ->> '${field}' ~ '^[0-9]{1,18}$' THEN (o.payload ->> '${field}')::bigint END`;

/**
 * Every transaction the domain rows explain, one row each: the reference it is found by (its
 * idempotency key; a gift's spend by its gift), its type, the member it concerns, the only
 * accounts it may touch, the amount it moves (the sum of its credits; `exact`, or at most that),
 * and, where a transaction splits its amount, what the member's available account receives.
 * The keys are the ones the writers derive (grep `transfer(` and `idempotencyKey`).
 */
const EXPLAINED = `
  SELECT 'content_view:' || v.id AS ref, 'content_view' AS type, v.member_id::text AS member_id,
         ARRAY[${account(PLATFORM.rewards)}, ${available('v.member_id')}] AS accounts,
         v.reward AS amount, false AS exact, NULL::bigint AS credit
  FROM content_views v
  UNION ALL
  SELECT 'referral:' || r.referred_id, 'referral', r.referrer_id::text,
         ARRAY[${account(PLATFORM.rewards)}, ${available('r.referrer_id')}], r.amount, true, NULL
  FROM referral_rewards r WHERE r.outcome = 'rewarded'
  UNION ALL
  SELECT 'task_reward:' || p.id, 'task_reward', p.member_id::text,
         ARRAY[${escrow('p.task_id')}, ${available('p.member_id')}, ${account(PLATFORM.revenue)}],
         ap.no_of_cost, true, ap.no_of_rewards
  FROM task_proofs p JOIN task_assigned_prices ap ON ap.id = p.assigned_price_id
  WHERE p.status = 'APPROVED' AND p.settled_at IS NOT NULL
  UNION ALL
  SELECT 'task_payment:' || pay.task_id, 'task_payment', pay.member_id::text,
         ARRAY[${escrow('pay.task_id')},
               CASE WHEN pay.method = 'balance' THEN ${available('pay.member_id')} ELSE ${account(PLATFORM.deposits)} END],
         pay.amount, true, NULL
  FROM task_payments pay WHERE pay.method = 'balance' OR pay.status = 'approved'
  UNION ALL
  SELECT 'task_refund:' || t.id || ':' || ended.reason, 'task_refund', t.owner_id::text,
         ARRAY[${escrow('t.id')}, ${available('t.owner_id')}], t.total_cost, false, NULL
  FROM tasks t CROSS JOIN LATERAL (VALUES ('deleted', t.deleted_at IS NOT NULL), ('rejected', t.status = 'REJECTED'),
                                          ('completed', t.completed_at IS NOT NULL)) AS ended (reason, happened)
  WHERE ended.happened
  UNION ALL
  SELECT 'task_refund:' || t.id || ':lead:' || lead.id, 'task_refund', t.owner_id::text,
         ARRAY[${escrow('t.id')}, ${available('t.owner_id')}], t.cost_per_lead - coalesce(approved.cost, 0), true, NULL
  FROM task_performances lead JOIN tasks t ON t.id = lead.task_id
  LEFT JOIN (SELECT p.performance_id, sum(ap.no_of_cost) AS cost
             FROM task_proofs p JOIN task_assigned_prices ap ON ap.id = p.assigned_price_id
             WHERE p.status = 'APPROVED' GROUP BY p.performance_id) approved ON approved.performance_id = lead.id
  WHERE (lead.released_at IS NOT NULL OR lead.closed_at IS NOT NULL) AND (t.deleted_at IS NOT NULL OR t.status = 'REJECTED')
  UNION ALL
  SELECT 'gift:' || g.id, 'gift_sent', g.sender_id::text,
         ARRAY[${available('g.sender_id')}, ${account(PLATFORM.clearing)}], g.amount, true, NULL
  FROM gifts g
  UNION ALL
  SELECT 'post_view:' || v.post_id || ':' || v.viewer_id, 'post_view_paid', v.viewer_id::text,
         ARRAY[${available('v.viewer_id')}, ${account(PLATFORM.clearing)}], v.amount, true, NULL
  FROM post_views v WHERE v.amount > 0
  UNION ALL
  SELECT r.spend_key, 'message_paid', r.payer_id::text,
         ARRAY[${available('r.payer_id')}, ${account(PLATFORM.clearing)}], r.amount, true, NULL
  FROM chat_renewals r
  UNION ALL
  SELECT 'settle:' || spend.idempotency_key, o.payload ->> 'receiverType', o.payload ->> 'receiverId',
         ARRAY[${account(PLATFORM.clearing)}, ${available(`(o.payload ->> 'receiverId')`)}, ${account(PLATFORM.fees)}],
         ${payloadAmount('amount')} + ${payloadAmount('fee')}, true, ${payloadAmount('amount')}
  FROM outbox o
  JOIN ledger_transactions spend ON spend.idempotency_key = o.payload ->> 'spendTransactionKey'
   AND spend.member_id::text = o.payload ->> 'payerId'
   AND (spend.type, o.payload ->> 'receiverType') IN (SELECT * FROM unnest($1::text[], $2::text[]))
  JOIN ledger_postings paid ON paid.transaction_id = spend.id AND paid.account_id = ${account(PLATFORM.clearing)}
   AND paid.amount = ${payloadAmount('amount')} + ${payloadAmount('fee')}
  WHERE o.type = 'member-transfer.spent' AND o.processed_at IS NOT NULL
  UNION ALL
  SELECT 'credit-purchase:' || c.id, 'credit_purchase', c.member_id::text,
         ARRAY[${account(PLATFORM.deposits)}, ${available('c.member_id')}, ${account(PLATFORM.fees)}],
         c.amount + c.fee, true, c.amount
  FROM credit_purchases c WHERE c.status = 'approved'
  UNION ALL
  SELECT step.prefix || w.id, step.type, w.member_id::text, step.accounts, step.amount, true, NULL
  FROM withdrawal_requests w CROSS JOIN LATERAL (VALUES
    ('withdrawal:', 'withdrawal', ARRAY[${available('w.member_id')}, ${held('w.member_id')}], w.amount, true),
    ('withdrawal-fee:', 'withdrawal_fee', ARRAY[${available('w.member_id')}, ${held('w.member_id')}], w.fee, true),
    ('withdrawal-payout:', 'withdrawal', ARRAY[${held('w.member_id')}, ${account(PLATFORM.payouts)}], w.amount,
     w.status = 'approved'),
    ('withdrawal-fee-charged:', 'withdrawal_fee', ARRAY[${held('w.member_id')}, ${account(PLATFORM.fees)}], w.fee,
     w.status = 'approved'),
    ('withdrawal-release:', 'withdrawal_released', ARRAY[${held('w.member_id')}, ${available('w.member_id')}],
     w.amount + w.fee, w.status IN ('rejected', 'cancelled'))) AS step (prefix, type, accounts, amount, happened)
  WHERE step.happened
  UNION ALL
  SELECT 'activation:' || s.id, 'activation', s.member_id::text,
         ARRAY[${account(PLATFORM.deposits)}, ${account(PLATFORM.revenue)}], s.amount, true, NULL
  FROM member_subscriptions s WHERE s.status IN ('active', 'expired', 'refunded') AND s.amount > 0
  UNION ALL
  SELECT 'debt-repayment:' || paid.id, 'debt_repayment', t.member_id::text,
         ARRAY[${available('t.member_id')}, ${debt('t.member_id')}], owed.amount, false, NULL
  FROM ledger_transactions t
  JOIN ledger_transactions paid ON paid.id::text = t.metadata ->> 'paidFrom' AND paid.type <> 'debt_repayment'
   AND EXISTS (SELECT 1 FROM ledger_postings credit WHERE credit.transaction_id = paid.id
               AND credit.account_id = ${available('t.member_id')} AND credit.amount > 0)
  CROSS JOIN LATERAL (SELECT -coalesce(sum(p.amount), 0) AS amount
                      FROM ledger_postings p JOIN ledger_transactions r ON r.id = p.transaction_id AND r.type = 'reversal'
                      WHERE p.account_id = ${debt('t.member_id')}) AS owed
  WHERE t.type = 'debt_repayment'`;

/**
 * The transactions without a source (at most `limit`), in one statement of hash joins: each
 * transaction is matched to the domain row that explains it (EXPLAINED), and must have that
 * row's type and member, touch only its accounts and move its amount. Two gift spends claiming
 * one gift are both listed (every other reference is an idempotency key, unique already). A
 * reversal must name the transaction it reverses and undo exactly its postings, account by
 * account. The one split allowed is a reversed referral reward's: it is taken from the
 * referrer's available balance as far as that balance went just before (the sum of its earlier
 * postings: the reversal held the account's lock, so every earlier posting has a lower id), and
 * the rest is recorded on the referrer's own debt; no other reversal touches a debt account. A
 * debt repayment moves a member's available balance to their own debt, at most what reversals
 * made them owe (the debt account's check constraint keeps it from ever holding credit), never
 * the other way, and is keyed by the transaction that credited that member's available balance
 * (`paidFrom`), once.
 */
export async function transactionsWithoutSource(
  manager: EntityManager,
  limit: number,
): Promise<TransactionWithoutSource[]> {
  return manager.query(
    `WITH explained AS (${EXPLAINED}),
     moves AS (
       SELECT transaction_id, sum(amount) FILTER (WHERE amount > 0) AS moved, array_agg(account_id::text) AS accounts,
              -- Only the explained member's available account may be among them (accounts <@).
              sum(amount) FILTER (WHERE account_id LIKE 'member:%:available') AS credit
       FROM ledger_postings GROUP BY transaction_id),
     gifts_claimed_twice AS (
       SELECT metadata ->> 'giftId' AS gift_id FROM ledger_transactions WHERE type = 'gift_sent'
       GROUP BY 1 HAVING count(*) > 1)
     SELECT id, type, key FROM (
       SELECT t.id, t.type, t.idempotency_key AS key, t.created_at
       FROM ledger_transactions t
       LEFT JOIN moves m ON m.transaction_id = t.id
       LEFT JOIN explained e
         ON e.ref = CASE WHEN t.type = 'gift_sent' THEN 'gift:' || (t.metadata ->> 'giftId') ELSE t.idempotency_key END
        AND e.type = t.type AND e.member_id = t.member_id::text AND coalesce(m.accounts, '{}') <@ e.accounts
        AND CASE WHEN e.exact THEN coalesce(m.moved, 0) = e.amount ELSE coalesce(m.moved, 0) <= e.amount END
        AND (e.credit IS NULL OR m.credit = e.credit)
        -- A repayment takes from the available balance what it gives the debt, never the other way.
        AND (e.type <> 'debt_repayment' OR m.credit = -m.moved)
       WHERE t.type <> 'reversal' AND e.ref IS NULL
       UNION
       SELECT t.id, t.type, t.idempotency_key, t.created_at
       FROM ledger_transactions t JOIN gifts_claimed_twice twice ON twice.gift_id = t.metadata ->> 'giftId'
       WHERE t.type = 'gift_sent'
       UNION ALL
       SELECT r.id, r.type, r.idempotency_key, r.created_at FROM ledger_transactions r
       LEFT JOIN ledger_transactions o ON o.id = r.reverses_id
       LEFT JOIN LATERAL (
         SELECT -sum(p.amount) FILTER (WHERE p.account_id = ${available('o.member_id::text')}) AS taken,
                -sum(p.amount) FILTER (WHERE p.account_id IN (${available('o.member_id::text')}, ${debt('o.member_id::text')}))
                  AS reversed,
                min(p.id) AS first_posting
         FROM ledger_postings p WHERE p.transaction_id = r.id AND o.type = 'referral'
       ) take_back ON true
       WHERE r.type = 'reversal' AND (o.id IS NULL
         OR EXISTS (
           SELECT 1 FROM ledger_postings p WHERE p.transaction_id IN (r.id, o.id)
           GROUP BY CASE WHEN o.type = 'referral' AND p.account_id = ${debt('o.member_id::text')}
                         THEN ${available('o.member_id::text')} ELSE p.account_id END
           HAVING sum(p.amount) <> 0)
         OR EXISTS (
           SELECT 1 FROM ledger_postings p WHERE p.transaction_id = r.id AND p.account_id LIKE 'member:%:debt'
             AND (o.type <> 'referral' OR p.account_id <> ${debt('o.member_id::text')}))
         OR (o.type = 'referral' AND coalesce(take_back.taken, 0) <> least(take_back.reversed, greatest(0, (
           SELECT coalesce(sum(p.amount), 0) FROM ledger_postings p
           WHERE p.account_id = ${available('o.member_id::text')} AND p.id < take_back.first_posting)))))
     ) unexplained
     ORDER BY created_at, id
     LIMIT $3`,
    [Object.keys(SPEND_SETTLEMENTS), Object.values(SPEND_SETTLEMENTS), limit],
  );
}
