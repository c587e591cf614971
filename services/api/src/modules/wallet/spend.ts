import { lockBalanceForSpend, postSpend, type CurrentMembership, type RowToInsert } from '@earnwave/db';
import {
  InsufficientBalance,
  memberAvailable,
  PLATFORM,
  transfer,
  type Spending,
  type TransactionType,
} from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { assertWithinFreeLimit } from './free-limit';

export interface Spend {
  payerId: string;
  amount: bigint;
  type: TransactionType;
  idempotencyKey: string;
  /** The field the client shows an insufficient balance under. */
  param?: string;
  /** What is paid for, when an insufficient balance has words of its own for it (a transfer's otherwise). */
  spending?: Spending;
  metadata?: Record<string, unknown>;
  /** The payer's current membership, when the caller read it already: the free limit does not read it again. */
  membership?: CurrentMembership;
}

/**
 * Debits a member's own balance synchronously, inside the request's transaction, under a lock on
 * the payer's balance row: a balance never goes below zero, and the member learns at once. The
 * credits go to `platform:clearing` (no locked row: concurrent spends lock only their payers);
 * the worker settles clearing to the receiver. A free bronze member's spends count toward their
 * limit on what they send out (see free-limit.ts). The ledger rows, the debit and the caller's
 * `rows` (what was bought, its outbox event) go in as one statement, and the rows only with a new
 * spend. Answers false when this key was spent already.
 */
export async function spendFromBalance(
  manager: EntityManager,
  spend: Spend,
  rows: readonly RowToInsert[] = [],
): Promise<boolean> {
  const payer = memberAvailable(spend.payerId);
  const balance = await lockBalanceForSpend(manager, payer);
  if (balance < spend.amount) {
    throw new InsufficientBalance(spend.spending ?? 'transfer', spend.param);
  }
  await assertWithinFreeLimit(manager, spend.payerId, spend.amount, spend.param, spend.membership);
  const entry = transfer(spend.type, spend.idempotencyKey, payer, PLATFORM.clearing, spend.amount, {
    memberId: spend.payerId,
    metadata: spend.metadata,
  });
  return postSpend(manager, entry, rows);
}
