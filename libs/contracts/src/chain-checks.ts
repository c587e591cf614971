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

/**
 * What a chain check says it found, in its `detail` (the payment desk shows it, and a rejection of
 * a mismatch without a reason gives it to the member). The worker's verifiers write it.
 */
export const CHAIN_CHECK_TEXT = {
  notConfigured: 'No chain configured (USDT_CHAIN): the transfer was not checked',
  walletUnset: "The platform's wallet is not set in the USDT settings.",
  txidClaimed: 'This Txid was already claimed by another request.',
  notATxid: (txid: string, network: string) => `${txid} is not a transaction id on ${network}`,
  notAnAddress: (wallet: string, network: string) => `The wallet ${wallet} is not an address on ${network}`,
  payerNotAnAddress: (wallet: string, network: string) => `The paying wallet ${wallet} is not an address on ${network}`,
  unreadable: (network: string, reason: string) =>
    `${network} could not be read (${reason}); the check will be tried again`,
  unexpectedError: 'an unexpected error',
  noTransaction: (txid: string, network: string) => `No transaction ${txid} on ${network}`,
  unmined: 'The transaction is waiting to be included in a block',
  failed: (reason: string) => `The transaction failed on chain (${reason}): nothing was paid`,
  otherToken: (contracts: readonly string[]) =>
    `No USDT moved: the transfer is of another token, the contract ${contracts.join(', ')}`,
  noUsdt: 'No USDT transfer in this transaction',
  wrongReceiver: (receiver: string, wallet: string) => `The USDT went to ${receiver}, not to ${wallet}`,
  wrongSender: (sender: string, payer: string) => `Sent from ${sender}, not from ${payer}`,
  usdt: (amount: string) => `${amount} USDT`,
  atLeast: (amount: string) => `at least ${amount}`,
  underpaid: (paid: string, due: string) => `Paid ${paid}, ${due} due`,
  confirming: (paid: string, confirmations: number, needed: number) =>
    `Paid ${paid}; ${confirmations} of ${needed} confirmations so far`,
  verified: (paid: string, confirmations: number) => `Paid ${paid}, ${confirmations} confirmations`,
} as const;
