import { Test } from '@nestjs/testing';
import { ConfigModule, parseConfig } from '@earnwave/config';
import type { ChainVerifier } from '@earnwave/domain';
import { CHAIN_VERIFIER, chainVerifierFromConfig, chainVerifierProvider } from './chain-verifier.factory';
import { EvmChainVerifier } from './evm-chain-verifier';
import { TronChainVerifier } from './tron-chain-verifier';

const clock = { now: () => new Date('2026-11-28T12:00:00Z') };

describe('chainVerifierFromConfig', () => {
  it('answers unavailable for every check without a chain, and asks nobody', async () => {
    const verifier = chainVerifierFromConfig(parseConfig({}), clock);
    expect(await verifier.check({ txid: `0x${'ab'.repeat(32)}`, to: '0x' + '1'.repeat(40), amount: 1n })).toEqual({
      status: 'unavailable',
      network: '',
      amount: null,
      from: null,
      to: null,
      confirmations: 0,
      checkedAt: clock.now(),
      detail: 'No chain configured (USDT_CHAIN): the transfer was not checked',
    });
  });

  it('picks the adapter of USDT_CHAIN', () => {
    const evm = parseConfig({
      USDT_CHAIN: 'evm',
      USDT_RPC_URL: 'http://127.0.0.1:8545',
      USDT_TOKEN_ADDRESS: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    });
    const tron = parseConfig({
      USDT_CHAIN: 'tron',
      USDT_RPC_URL: 'http://127.0.0.1:8090',
      USDT_TOKEN_ADDRESS: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
    expect(chainVerifierFromConfig(evm)).toBeInstanceOf(EvmChainVerifier);
    expect(chainVerifierFromConfig(tron)).toBeInstanceOf(TronChainVerifier);
  });

  it('is injectable as CHAIN_VERIFIER, built from APP_CONFIG and CLOCK', async () => {
    const module = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(parseConfig({}), clock)],
      providers: [chainVerifierProvider],
    }).compile();
    const verifier = module.get<ChainVerifier>(CHAIN_VERIFIER);
    expect((await verifier.check({ txid: 'x', to: 'y', amount: 1n })).checkedAt).toEqual(clock.now());
  });
});
