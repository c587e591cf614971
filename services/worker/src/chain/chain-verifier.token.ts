import type { ChainCheck, ChainVerifier } from '@earnwave/domain';

/**
 * The worker's ChainVerifier (`@earnwave/domain`), injected by this token. The adapters (EVM,
 * Tron) provide it when `USDT_CHAIN` is set; until then, and without one, every check answers
 * `unavailable` and administrators decide as before.
 */
export const CHAIN_VERIFIER = Symbol('CHAIN_VERIFIER');

/** The verifier when no chain is configured: it never asks anything and says so. */
export class UnavailableChainVerifier implements ChainVerifier {
  check(): Promise<ChainCheck> {
    return Promise.resolve({
      status: 'unavailable',
      network: '',
      amount: null,
      from: null,
      to: null,
      confirmations: 0,
      checkedAt: new Date(),
      detail: 'No chain is configured',
    });
  }
}
