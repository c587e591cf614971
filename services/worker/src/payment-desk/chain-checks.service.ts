import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK } from '@earnwave/config';
import {
  chainLookup,
  dueChainChecks,
  platformWallet,
  saveChainCheck,
  txidClaimedElsewhere,
  type DueChainCheck,
} from '@earnwave/db';
import type { ChainCheck, ChainLookup, ChainVerifier, Clock } from '@earnwave/domain';
import { formatCredits } from '@earnwave/money';
import { DataSource } from 'typeorm';
import { CHAIN_VERIFIER } from '../chain/chain-verifier.token';

/** A run checks at most this many requests, oldest first; the next run (a minute later) goes on. */
const PER_RUN = 200;

/**
 * The payment desk's chain checks (README, "The payment desk"). Every minute the worker checks
 * each pending deposit with a Txid (credit purchases, USDT membership requests, USDT task
 * payments) and each approved withdrawal's payout, and keeps the result with the request
 * (`chain_checks`), until the check is `verified` or `mismatch` or the request is 24 hours old
 * (by the Clock); the last result stays then.
 *
 * A Txid claimed by another request is a `mismatch` whatever the chain says: one transfer pays
 * one request. A payout is `verified` when it paid the member at least the net amount due.
 */
@Injectable()
export class ChainChecksService {
  private readonly logger = new Logger(ChainChecksService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CHAIN_VERIFIER) private readonly verifier: ChainVerifier,
  ) {}

  /** Checks the requests that are due; answers how many were checked and their results. */
  async run(): Promise<{ checked: number; results: Partial<Record<ChainCheck['status'], number>> }> {
    const due = await dueChainChecks(this.db.manager, this.clock.now(), PER_RUN);
    const results: Partial<Record<ChainCheck['status'], number>> = {};
    if (due.length === 0) return { checked: 0, results };
    const wallet = await platformWallet(this.db.manager);
    for (const request of due) {
      const check = await this.check(request, wallet).catch((error: unknown) => {
        // One request's failure (a network error the adapter did not answer) never stops the others.
        this.logger.warn({ err: error, resource: request.resource, id: request.id }, 'chain check failed');
        return undefined;
      });
      if (!check) continue;
      await saveChainCheck(this.db.manager, request.resource, request.id, check);
      results[check.status] = (results[check.status] ?? 0) + 1;
    }
    return { checked: due.length, results };
  }

  private async check(request: DueChainCheck, wallet: string | undefined): Promise<ChainCheck> {
    const checkedAt = this.clock.now();
    if (await txidClaimedElsewhere(this.db.manager, request.txid, request.id)) {
      return refusal(checkedAt, 'This Txid was already claimed by another request.');
    }
    if (!wallet) return refusal(checkedAt, "The platform's wallet is not set in the USDT settings.", 'unavailable');
    const lookup = chainLookup(request, wallet);
    const found = await this.verifier.check(lookup);
    const judged = request.resource === 'withdrawals' ? payoutJudged(found, lookup) : found;
    return { ...judged, checkedAt };
  }
}

function refusal(checkedAt: Date, detail: string, status: 'mismatch' | 'unavailable' = 'mismatch'): ChainCheck {
  return { status, network: '', amount: null, from: null, to: null, confirmations: 0, checkedAt, detail };
}

const sameAddress = (a: string | null, b: string | undefined) =>
  a !== null && b !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * A payout owes the member the net amount at least: more is not a mismatch (the platform paid
 * extra), as long as it went from the platform's wallet to the member's address.
 */
function payoutJudged(check: ChainCheck, lookup: ChainLookup): ChainCheck {
  const overpaid =
    check.status === 'mismatch' &&
    check.amount !== null &&
    check.amount > lookup.amount &&
    sameAddress(check.to, lookup.to) &&
    sameAddress(check.from, lookup.from) &&
    check.confirmations > 0;
  if (!overpaid) return check;
  return {
    ...check,
    status: 'verified',
    detail: `Paid ${formatCredits(check.amount!)} USDT, more than the ${formatCredits(lookup.amount)} due.`,
  };
}
