import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK } from '@earnwave/config';
import { CHAIN_CHECK_TEXT } from '@earnwave/contracts';
import {
  activateSubscription,
  approveCreditPurchase,
  chainLookup,
  decideTaskPayment,
  depositAutoApprovalOn,
  dueChainChecks,
  lockPendingMembershipRequest,
  platformWallet,
  saveChainCheck,
  txidClaimedElsewhere,
  verifiedWaitingDeposits,
  type DueChainCheck,
  type PostedEntry,
  type VerifiedDeposit,
} from '@earnwave/db';
import {
  AlreadyDecided,
  MembershipWouldShorten,
  TaskPaymentCancelled,
  type ChainCheck,
  type ChainVerifier,
  type Clock,
} from '@earnwave/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { CHAIN_VERIFIER, UnconfiguredChainVerifier } from '../chain/chain-verifier.factory';
import { LiveUpdatesService } from '../live/live-updates.service';

/** A run checks at most this many requests (dueChainChecks' order); the next run (a minute later) goes on. */
const PER_RUN = 200;

/**
 * The payment desk's chain checks (README, "The payment desk"). Every minute the worker checks
 * each pending deposit with a Txid (credit purchases, USDT membership requests, USDT task
 * payments) and each approved withdrawal's payout, and keeps the result with the request
 * (`chain_checks`), until the check is `verified` or `mismatch` or the request is 24 hours old
 * (by the Clock); the last result stays then.
 *
 * A Txid claimed by another request is a `mismatch` whatever the chain says: one transfer pays
 * one request. A payout is `verified` when it paid the member at least the net amount due (the
 * lookup's `atLeast`), with the same confirmations as a deposit.
 *
 * With the auto-approval setting on, each run then approves the verified deposits (USDT membership
 * requests, credit purchases, USDT task payments) that verifiedWaitingDeposits picks: sent from a
 * wallet the account paid from in a deposit approved before, by an account without a flag. Each goes
 * through the administrators' own decision path in libs/db, audited as decided by the chain check.
 */
@Injectable()
export class ChainChecksService {
  private readonly logger = new Logger(ChainChecksService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CHAIN_VERIFIER) private readonly verifier: ChainVerifier,
    private readonly live: LiveUpdatesService,
  ) {}

  /**
   * Checks the requests that are due, then auto-approves; answers how many of each. Without a chain
   * configured there is nothing to learn, so nothing is checked nor approved.
   */
  async run(): Promise<{
    checked: number;
    results: Partial<Record<ChainCheck['status'], number>>;
    autoApproved: number;
  }> {
    if (this.verifier instanceof UnconfiguredChainVerifier) return { checked: 0, results: {}, autoApproved: 0 };
    const { checked, results } = await this.checkDue();
    return { checked, results, autoApproved: await this.autoApprove() };
  }

  /**
   * Checks the due requests, never-checked ones first. Once the chain answers `unavailable` for its
   * network (a node down, a rate limit), the rest wait for the next run rather than each asking it again.
   */
  private async checkDue(): Promise<{ checked: number; results: Partial<Record<ChainCheck['status'], number>> }> {
    const results: Partial<Record<ChainCheck['status'], number>> = {};
    const due = await dueChainChecks(this.db.manager, this.clock.now(), PER_RUN);
    if (due.length === 0) return { checked: 0, results };
    const wallet = await platformWallet(this.db.manager);
    let checked = 0;
    for (const request of due) {
      checked += 1;
      const check = await this.check(request, wallet).catch((error: unknown) => {
        // One request's failure (a network error the adapter did not answer) never stops the others.
        this.logger.warn({ err: error, resource: request.resource, id: request.id }, 'chain check failed');
        return undefined;
      });
      if (!check) continue;
      await saveChainCheck(this.db.manager, request.resource, request.id, check);
      results[check.status] = (results[check.status] ?? 0) + 1;
      if (check.status === 'unavailable' && check.network !== '') break;
    }
    return { checked, results };
  }

  /**
   * Approves verified deposits when the setting is on, each in its own transaction through the
   * administrators' own path (libs/db): lockPendingMembershipRequest and activateSubscription,
   * approveCreditPurchase, decideTaskPayment. The row lock and the one-decision audit row make a
   * deposit approved once however many workers run; one an administrator or another worker decided
   * first (AlreadyDecided), or a task payment its owner cancelled, is skipped. A flagged account's
   * deposit, and the first deposit from a sender, wait for a person (verifiedWaitingDeposits leaves
   * them out). A credited balance is pushed live after the commit.
   */
  private async autoApprove(): Promise<number> {
    if (!(await depositAutoApprovalOn(this.db.manager))) return 0;
    let approved = 0;
    for (const deposit of await verifiedWaitingDeposits(this.db.manager, PER_RUN)) {
      const posted = await this.db
        .transaction(async (manager) => {
          try {
            return await this.approve(manager, deposit);
          } catch (error) {
            // Decided first elsewhere: this transaction wrote nothing (the audit row is its first write).
            if (error instanceof AlreadyDecided || error instanceof TaskPaymentCancelled) return undefined;
            throw error;
          }
        })
        .catch((error: unknown) => {
          // A membership request whose member bought a level at or above it by card meanwhile: the
          // approval rolled back (audit row included) and waits for an administrator to reject it.
          if (error instanceof MembershipWouldShorten) return undefined;
          throw error;
        });
      if (!posted) continue;
      approved += 1;
      await this.live.afterCommit(posted, []);
    }
    if (approved) this.logger.log({ approved }, 'verified deposits approved by the chain check');
    return approved;
  }

  /** One deposit approved as the chain check (no administrator); answers the ledger entries posted. */
  private async approve(manager: EntityManager, { resource, id }: VerifiedDeposit): Promise<PostedEntry[]> {
    if (resource === 'credit-purchases') return approveCreditPurchase(manager, { requestId: id, adminId: null });
    if (resource === 'task-payments') {
      await decideTaskPayment(manager, { paymentId: id, adminId: null, decision: 'approve' });
      return [];
    }
    const { request } = await lockPendingMembershipRequest(manager, {
      requestId: id,
      adminId: null,
      decision: 'approve',
    });
    await activateSubscription(manager, request, this.clock.now());
    return [];
  }

  private async check(request: DueChainCheck, wallet: string | undefined): Promise<ChainCheck> {
    const checkedAt = this.clock.now();
    if (await txidClaimedElsewhere(this.db.manager, request.txid, request.id)) {
      return refusal(checkedAt, CHAIN_CHECK_TEXT.txidClaimed);
    }
    if (!wallet) return refusal(checkedAt, CHAIN_CHECK_TEXT.walletUnset, 'unavailable');
    return { ...(await this.verifier.check(chainLookup(request, wallet))), checkedAt };
  }
}

function refusal(checkedAt: Date, detail: string, status: 'mismatch' | 'unavailable' = 'mismatch'): ChainCheck {
  return { status, network: '', amount: null, from: null, to: null, confirmations: 0, checkedAt, detail };
}
