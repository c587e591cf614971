import type { Provider } from '@nestjs/common';
import { APP_CONFIG, CLOCK, type AppConfig } from '@earnwave/config';
import { CHAIN_CHECK_TEXT } from '@earnwave/contracts';
import { systemClock, type ChainCheck, type ChainVerifier, type Clock } from '@earnwave/domain';
import { EvmChainVerifier } from './evm-chain-verifier';
import { TronChainVerifier } from './tron-chain-verifier';

/** The worker's ChainVerifier (`@earnwave/domain`), as chosen by the USDT_* variables. */
export const CHAIN_VERIFIER = Symbol('CHAIN_VERIFIER');

/** Without USDT_CHAIN nothing is checked on chain: administrators decide as before. */
export class UnconfiguredChainVerifier implements ChainVerifier {
  constructor(private readonly clock: Clock) {}

  check(): Promise<ChainCheck> {
    return Promise.resolve({
      status: 'unavailable',
      network: '',
      amount: null,
      from: null,
      to: null,
      confirmations: 0,
      checkedAt: this.clock.now(),
      detail: CHAIN_CHECK_TEXT.notConfigured,
    });
  }
}

export function chainVerifierFromConfig(config: AppConfig, clock: Clock = systemClock): ChainVerifier {
  const chain = config.chain;
  if (!chain) return new UnconfiguredChainVerifier(clock);
  return chain.kind === 'evm' ? new EvmChainVerifier(chain, clock) : new TronChainVerifier(chain, clock);
}

export const chainVerifierProvider: Provider = {
  provide: CHAIN_VERIFIER,
  useFactory: (config: AppConfig, clock: Clock) => chainVerifierFromConfig(config, clock),
  inject: [APP_CONFIG, CLOCK],
};
