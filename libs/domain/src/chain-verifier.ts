/**
 * The payment desk's port to a blockchain: did this transaction pay this wallet this much USDT, and
 * is it confirmed? The worker checks every deposit (credit purchases, membership requests, USDT
 * task payments) and every payout through it; adapters for EVM JSON-RPC and Tron's HTTP API live in
 * the worker (`services/worker/src/chain`), chosen by `USDT_CHAIN`. Without a chain configured the
 * answer is `unavailable` and administrators decide as before.
 */
import type { ChainCheckStatus } from '@earnwave/contracts';

/**
 * A check's status (CHAIN_CHECK_STATUSES, libs/contracts).
 * `pending`: the right transfer with too few confirmations yet, or still waiting for its block.
 * `unavailable`: not checked: no chain configured (network `''`), or the configured chain could not
 * be read this time (network named, detail says why): check again later. A check never throws.
 */
export type { ChainCheckStatus };

/** What a deposit (or a payout) says happened on chain. */
export interface ChainLookup {
  txid: string;
  /** The wallet that should have received the transfer (the platform's, or a member's for a payout). */
  to: string;
  /** The amount due, in micro-USDT (6 decimals, the same integers as micro-credits). */
  amount: bigint;
  /** For a payout: the wallet it must come from (the platform's); unchecked when absent. */
  from?: string;
  /**
   * For a payout: `amount` is the least due, and more is paid (the platform paid extra, never a
   * member's loss); a deposit must pay exactly `amount`. Confirmations count the same either way.
   */
  atLeast?: boolean;
}

/** What the chain says about it, kept with the request as `review.chain`. */
export interface ChainCheck {
  status: ChainCheckStatus;
  /** The network checked, e.g. `tron`, `ethereum`, `bsc`; `''` when none is configured. */
  network: string;
  /** What the transaction moved of the token to `to`, in micro-USDT; null when nothing was found. */
  amount: bigint | null;
  from: string | null;
  to: string | null;
  confirmations: number;
  checkedAt: Date;
  /** One sentence for the administrator: why it is not `verified`, or what was found. */
  detail: string;
}

export interface ChainVerifier {
  check(lookup: ChainLookup): Promise<ChainCheck>;
}
