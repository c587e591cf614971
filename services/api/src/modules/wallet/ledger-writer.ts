import { Injectable } from '@nestjs/common';
import {
  lockBalanceForSpend,
  LedgerWriter,
  postEntries,
  postSpend,
  type PostedEntry,
  type RowToInsert,
  type Spend,
  type Transaction,
} from '@earnwave/db';
import { InsufficientBalance, memberAvailable, PLATFORM, transfer, type LedgerEntry } from '@earnwave/domain';
import { assertWithinFreeLimit } from './free-limit';

/**
 * The ledger writer over PostgreSQL (the port is libs/db's LedgerWriter; its fake, libs/testing's
 * InMemoryLedger, passes the same contract suite).
 *
 * A spend debits a member's own balance synchronously, inside the request's transaction, under a
 * lock on the payer's balance row: a balance never goes below zero, and the member learns at once.
 * The credits go to `platform:clearing` (no locked row: concurrent spends lock only their payers);
 * the worker settles clearing to the receiver. A free bronze member's spends count toward their
 * limit on what they send out (see free-limit.ts). The ledger rows, the debit and the caller's
 * `rows` (what was bought, its outbox event) go in as one statement, and the rows only with a new
 * spend.
 */
@Injectable()
export class PostgresLedgerWriter extends LedgerWriter {
  async spend(tx: Transaction, spend: Spend, rows: readonly RowToInsert[] = []): Promise<boolean> {
    const payer = memberAvailable(spend.payerId);
    const balance = await lockBalanceForSpend(tx, payer);
    if (balance < spend.amount) {
      throw new InsufficientBalance(spend.spending ?? 'transfer', spend.param);
    }
    await assertWithinFreeLimit(tx, spend.payerId, spend.amount, spend.param, spend.membership);
    const entry = transfer(spend.type, spend.idempotencyKey, payer, PLATFORM.clearing, spend.amount, {
      memberId: spend.payerId,
      metadata: spend.metadata,
    });
    return postSpend(tx, entry, rows);
  }

  post(tx: Transaction, entries: LedgerEntry[]): Promise<PostedEntry[]> {
    return postEntries(tx, entries);
  }
}
