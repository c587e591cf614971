import { ADDRESS_LINK_DAYS, type LinkReason } from '@earnwave/contracts';

/**
 * The accounts linked to one account, as SQL over an expression naming it (a bind parameter for one
 * account, a column for a console list's filter): rows of (member_id, reason). Administrators are
 * never linked (they sign in from the office's devices and addresses).
 *
 * - `wallet`: another account withdrew to an address this one withdrew to (case-blind: an EVM
 *   address is one account however its checksum is spelled). Deposits' sender addresses come from
 *   the chain check and join here once it records them.
 * - `device`: another account's session began on a device this one's did (`sessions.device_id`).
 * - `address`: another account signed up or in from a network address this one used, the two
 *   within ADDRESS_LINK_DAYS of each other.
 * - `referral`: one referred the other, directly or through one account in between.
 */
export function linkedAccountsSql(member: string): string {
  return `
    SELECT other.member_id, 'wallet' AS reason
      FROM withdrawal_requests mine
      JOIN withdrawal_requests other ON lower(other.wallet_address) = lower(mine.wallet_address)
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
