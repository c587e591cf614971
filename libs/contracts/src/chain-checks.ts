/**
 * What a chain check of a deposit or a payout may answer (the worker's ChainVerifier port,
 * libs/domain/src/chain-verifier.ts, says what each means), and which of them an administrator may
 * approve past only with a recorded override: the server's decision gate and the console's Approve
 * dialog read the same list.
 */
export type ChainCheckStatus = 'verified' | 'mismatch' | 'not-found' | 'pending' | 'unavailable';
/** Every status, for the console's filters: an entry per member of ChainCheckStatus (the record makes it so). */
export const CHAIN_CHECK_STATUSES = Object.keys({
  verified: true,
  mismatch: true,
  'not-found': true,
  pending: true,
  unavailable: true,
} satisfies Record<ChainCheckStatus, true>) as readonly ChainCheckStatus[];

/**
 * The chain disagrees or has not confirmed: approving needs an override reason. With no check yet,
 * `verified` or `unavailable` (no chain configured, or it could not be read), approval needs none.
 */
export const CHAIN_STATUSES_NEEDING_OVERRIDE: readonly ChainCheckStatus[] = ['mismatch', 'not-found', 'pending'];

/** Whether approving a request whose last check says `status` needs an override reason. */
export function needsChainOverride(status: ChainCheckStatus): boolean {
  return CHAIN_STATUSES_NEEDING_OVERRIDE.includes(status);
}
