import { ADDRESS_LINK_DAYS, type LinkReason } from '@earnwave/contracts';

/** Every deposit (its resource as chain_checks and admin_decisions name it, id, whose it is), whatever its status. */
export const DEPOSITS_SQL = `
    SELECT 'credit-purchases' AS resource, id, member_id FROM credit_purchases
    UNION ALL SELECT 'membership-requests', id, member_id FROM member_subscriptions
    UNION ALL SELECT 'task-payments', id, member_id FROM task_payments`;

/** Every wallet a member used, lower-cased: the addresses they withdrew to and the senders of their deposits. */
const MEMBER_WALLETS = `
    SELECT member_id, lower(wallet_address) AS wallet FROM withdrawal_requests
    UNION ALL
    SELECT deposit.member_id, lower(cc.from_address)
      FROM chain_checks cc
      JOIN (${DEPOSITS_SQL}) deposit
        ON deposit.resource = cc.resource AND deposit.id = cc.record_id
     WHERE cc.from_address IS NOT NULL`;

/**
 * The accounts linked to one account, as SQL over an expression naming it (a bind parameter for one
 * account, a column for a console list's filter): rows of (member_id, reason). Administrators are
 * never linked (they sign in from the office's devices and addresses).
 *
 * - `wallet`: another account withdrew to, or deposited from, an address this one withdrew to or
 *   deposited from (case-blind: an EVM address is one account however its checksum is spelled). A
 *   deposit's sender is what its chain check found (`chain_checks.from_address`); a payout's check
 *   is left out, its sender being the platform.
 * - `device`: another account's session began on a device this one's did (`sessions.device_id`).
 * - `address`: another account signed up or in from a network address this one used, the two
 *   within ADDRESS_LINK_DAYS of each other.
 * - `referral`: one referred the other, directly or through one account in between.
 */
export function linkedAccountsSql(member: string): string {
  return `
    SELECT other.member_id, 'wallet' AS reason
      FROM (${MEMBER_WALLETS}) mine
      JOIN (${MEMBER_WALLETS}) other ON other.wallet = mine.wallet
     WHERE mine.member_id = ${member} AND other.member_id <> ${member}
    UNION
    SELECT other.user_id, 'device'
      FROM sessions mine
      JOIN sessions other ON other.device_id = mine.device_id
     WHERE mine.user_id = ${member} AND mine.device_id IS NOT NULL AND other.user_id <> ${member}
    UNION
    SELECT other.user_id, 'address'
      FROM (SELECT ip, created_at FROM sessions WHERE user_id = ${member} AND ip <> ''
            UNION ALL SELECT ip, created_at FROM signup_addresses WHERE user_id = ${member}) mine
      JOIN (SELECT user_id, ip, created_at FROM sessions WHERE ip <> ''
            UNION ALL SELECT user_id, ip, created_at FROM signup_addresses) other
        ON other.ip = mine.ip AND other.user_id <> ${member}
       AND other.created_at BETWEEN mine.created_at - interval '${ADDRESS_LINK_DAYS} days'
                                AND mine.created_at + interval '${ADDRESS_LINK_DAYS} days'
    UNION
    SELECT other.id, 'referral'
      FROM users me
      JOIN users other ON other.id <> me.id AND (
           other.id = me.referred_by_id
        OR other.referred_by_id = me.id
        OR other.id = (SELECT referrer.referred_by_id FROM users referrer WHERE referrer.id = me.referred_by_id)
        OR other.referred_by_id IN (SELECT referred.id FROM users referred WHERE referred.referred_by_id = me.id))
     WHERE me.id = ${member}`;
}

/** linkedAccountsSql without administrators, for the reasons given (all when none). */
export function linkedMembersSql(member: string, reasons?: readonly LinkReason[]): string {
  const only = reasons ? `AND link.reason IN (${reasons.map((reason) => `'${reason}'`).join(', ')})` : '';
  return `
    SELECT link.member_id, link.reason
      FROM (${linkedAccountsSql(member)}) link
      JOIN users linked ON linked.id = link.member_id AND linked.role <> 'admin'
     WHERE TRUE ${only}`;
}
