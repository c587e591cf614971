/**
 * A referred member's status as their referrer sees it (spec 4): `not verified` until the e-mail
 * is verified, then the membership status. `alias` is the users table's alias in the query.
 */
export function referralStatusSql(alias: string): string {
  return `CASE WHEN ${alias}.email_verified_at IS NULL THEN 'not verified' ELSE ${alias}.status END`;
}
