import { UNPROJECTED } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';

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
}

/** Recomputes every balance from the postings and reports any difference (there must be none). */
export async function verifyLedger(manager: EntityManager): Promise<LedgerCheck> {
  const drift: { account: string; balance: string; postings: string }[] = await manager.query(
    `SELECT a.id AS account, a.balance::text AS balance, coalesce(sum(p.amount), 0)::text AS postings
     FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
     WHERE NOT (a.id = ANY($1))
     GROUP BY a.id, a.balance
     HAVING a.balance <> coalesce(sum(p.amount), 0)`,
    [[...UNPROJECTED]],
  );
  const unbalanced: { transaction_id: string }[] = await manager.query(
    `SELECT transaction_id FROM ledger_postings GROUP BY transaction_id HAVING sum(amount) <> 0`,
  );
  const [{ total, accounts }]: { total: string; accounts: string }[] = await manager.query(
    `SELECT (SELECT coalesce(sum(amount), 0)::text FROM ledger_postings) AS total,
            (SELECT count(*)::text FROM ledger_accounts) AS accounts`,
  );
  return {
    ok: drift.length === 0 && unbalanced.length === 0 && total === '0',
    checkedAt: new Date().toISOString(),
    accounts: Number(accounts),
    drift,
    unbalanced: unbalanced.map((row) => row.transaction_id),
    total,
  };
}
