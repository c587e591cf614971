import type { PostedEntry, Transaction, WalletDecision, WalletDecisionResource, WalletRequestRow } from '@earnwave/db';

/**
 * What an administrator's decision on a withdrawal or a credit purchase asks of the wallet's data.
 * The port of DecideWalletRequestHandler, implemented by WalletRepository over PostgreSQL (libs/db's
 * decision core, which the worker's auto-approval takes too) and by InMemoryWalletRequests
 * (`wallet-request-decisions.fake.ts`); both pass `wallet-request-decisions.contract.ts`.
 */
export abstract class WalletRequestDecisions {
  /**
   * Takes the pending request for this decision and audits it once: refused with
   * WalletRequestNotFound, OwnRequestDecision or AlreadyDecided('walletRequest').
   */
  abstract lockPending(tx: Transaction, decision: WalletDecision): Promise<WalletRequestRow>;

  /** The approval's Txid: the request's own, or the one given, claimed once (PayoutTxidRequired, TxidAlreadyUsed). */
  abstract claimApprovalTxid(
    tx: Transaction,
    decision: Pick<WalletDecision, 'resource' | 'requestId' | 'txid'>,
    request: WalletRequestRow,
  ): Promise<string>;

  /** Approves a pending credit purchase: decided, its Txid claimed, the credits posted. Answers the posted entries. */
  abstract approveCreditPurchase(
    tx: Transaction,
    decision: Omit<WalletDecision, 'resource' | 'decision' | 'reason'>,
  ): Promise<PostedEntry[]>;

  /** Gives a withdrawal's hold back to the member's balance (once per withdrawal). */
  abstract releaseWithdrawal(
    tx: Transaction,
    request: Pick<WalletRequestRow, 'id' | 'member_id' | 'amount' | 'fee'>,
    how: 'rejected' | 'cancelled',
  ): Promise<PostedEntry[]>;

  /** Whether the member owes the platform (their debt account below zero). */
  abstract owes(tx: Transaction, memberId: string): Promise<boolean>;

  /** The request as stored, for the console's record. */
  abstract request(tx: Transaction, resource: WalletDecisionResource, id: string): Promise<Record<string, unknown>>;
}
