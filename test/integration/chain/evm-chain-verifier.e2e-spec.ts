import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  createWalletClient,
  custom,
  getAddress,
  type Abi,
  type Address,
  type EIP1193Provider,
  type Hash,
  type Hex,
} from 'viem';
import type { ChainLookup, ChainVerifier } from '@earnwave/domain';
import { EvmChainVerifier } from '../../../services/worker/src/chain/evm-chain-verifier';

/**
 * The EVM adapter against a real chain: hardhat's in-process network (EDR), reached over HTTP as a
 * production node would be, with ERC-20 tokens compiled here by solc and deployed by the test.
 * Nothing leaves the machine.
 */
const C = 1_000_000n; // one USDT in micro-USDT (and in the 6-decimal token's units)
const E18 = 10n ** 18n; // one USDT in BSC's 18-decimal token
const MIN_CONFIRMATIONS = 12;
const clock = { now: () => new Date('2026-11-28T12:00:00Z') };

type HardhatProvider = EIP1193Provider & {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
};

let provider: HardhatProvider;
let rpcServer: Server;
let rpcUrl: string;
let accounts: Address[];
let usdt: Address;
let lookalike: Address;
let bscUsdt: Address;
let abi: Abi;
let wallet: ReturnType<typeof createWalletClient>;
let verifier: ChainVerifier;

/** TestToken.sol compiled offline (the solc package is the compiler itself, as WebAssembly). */
function compileToken(): { abi: Abi; bytecode: Hex } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const solc = require('solc') as { compile(input: string): string };
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'TestToken.sol': { content: readFileSync(join(__dirname, 'TestToken.sol'), 'utf8') } },
        settings: { outputSelection: { '*': { TestToken: ['abi', 'evm.bytecode.object'] } } },
      }),
    ),
  );
  const errors = (output.errors ?? []).filter((error: { severity: string }) => error.severity === 'error');
  if (errors.length) throw new Error(JSON.stringify(errors));
  const contract = output.contracts['TestToken.sol'].TestToken;
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}

async function mine(blocks: number): Promise<void> {
  await provider.request({ method: 'hardhat_mine', params: [`0x${blocks.toString(16)}`] });
}

async function deploy(bytecode: Hex, decimals: number, supply: bigint): Promise<Address> {
  const hash = await wallet.deployContract({
    abi,
    bytecode,
    args: [decimals, supply],
    account: accounts[0],
    chain: null,
  });
  const receipt = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
    contractAddress: Address;
  };
  return getAddress(receipt.contractAddress);
}

/** `payer` sends `value` token units to `to`; answers the Txid. `gas` skips estimation, so a transfer that reverts is still mined. */
async function pay(token: Address, to: Address, value: bigint, payer = accounts[0], gas?: bigint): Promise<Hash> {
  return wallet.writeContract({
    address: token,
    abi,
    functionName: 'transfer',
    args: [to, value],
    account: payer,
    chain: null,
    gas,
  });
}

beforeAll(async () => {
  // Hardhat finds its configuration here rather than by searching upwards from the working directory.
  process.env.HARDHAT_CONFIG = join(__dirname, 'hardhat.config.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  provider = (require('hardhat') as { network: { provider: HardhatProvider } }).network.provider;
  // The adapter speaks JSON-RPC over HTTP, as to any node: this is that node.
  rpcServer = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', async () => {
      const { id, method, params } = JSON.parse(body);
      let answer: object;
      try {
        answer = { jsonrpc: '2.0', id, result: await provider.request({ method, params }) };
      } catch (error) {
        answer = { jsonrpc: '2.0', id, error: { code: -32000, message: (error as Error).message } };
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => rpcServer.listen(0, '127.0.0.1', resolve));
  rpcUrl = `http://127.0.0.1:${(rpcServer.address() as AddressInfo).port}`;

  accounts = ((await provider.request({ method: 'eth_accounts' })) as Address[]).map((a) => getAddress(a));
  wallet = createWalletClient({ transport: custom(provider) });
  const token = compileToken();
  abi = token.abi;
  usdt = await deploy(token.bytecode, 6, 1_000_000n * C);
  lookalike = await deploy(token.bytecode, 6, 1_000_000n * C);
  bscUsdt = await deploy(token.bytecode, 18, 1_000_000n * E18);
  verifier = new EvmChainVerifier(
    { network: 'ethereum', rpcUrl, tokenAddress: usdt, minConfirmations: MIN_CONFIRMATIONS },
    clock,
  );
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => rpcServer?.close(resolve));
});

describe('EvmChainVerifier against a local chain', () => {
  const platform = () => accounts[1];
  const member = () => accounts[2];
  const stranger = () => accounts[3];

  /** Buries the last transaction deep enough to count. */
  const confirm = () => mine(MIN_CONFIRMATIONS);

  it('verifies an exact, confirmed payment to the platform wallet', async () => {
    const txid = await pay(usdt, platform(), 10n * C);
    await confirm();
    const check = await verifier.check({ txid, to: platform().toLowerCase(), amount: 10n * C });
    expect(check).toEqual({
      status: 'verified',
      network: 'ethereum',
      amount: 10n * C,
      from: accounts[0],
      to: platform(),
      confirmations: MIN_CONFIRMATIONS + 1,
      checkedAt: clock.now(),
      detail: `Paid 10 USDT, ${MIN_CONFIRMATIONS + 1} confirmations`,
    });
  });

  it('answers pending while the transfer has too few confirmations, and verified once it has enough', async () => {
    const txid = await pay(usdt, platform(), 25n * C);
    const lookup = { txid, to: platform(), amount: 25n * C };
    const early = await verifier.check(lookup);
    expect(early).toMatchObject({ status: 'pending', amount: 25n * C, confirmations: 1 });
    expect(early.detail).toBe(`Paid 25 USDT; 1 of ${MIN_CONFIRMATIONS} confirmations so far`);

    await mine(MIN_CONFIRMATIONS - 2);
    expect(await verifier.check(lookup)).toMatchObject({ status: 'pending', confirmations: MIN_CONFIRMATIONS - 1 });
    await mine(1);
    expect(await verifier.check(lookup)).toMatchObject({ status: 'verified', confirmations: MIN_CONFIRMATIONS });
  });

  it('answers pending for a transaction still waiting for its block', async () => {
    await provider.request({ method: 'evm_setAutomine', params: [false] });
    try {
      const txid = await pay(usdt, platform(), 5n * C);
      expect(await verifier.check({ txid, to: platform(), amount: 5n * C })).toMatchObject({
        status: 'pending',
        amount: null,
        detail: 'The transaction is waiting to be included in a block',
      });
    } finally {
      await provider.request({ method: 'evm_setAutomine', params: [true] });
      await mine(1);
    }
  });

  it.each([
    ['a short', 9_500_000n, 'Paid 9.5 USDT, 10 USDT due'],
    ['an over', 10_000_001n, 'Paid 10.000001 USDT, 10 USDT due'],
  ])('refuses %s payment, saying what was paid and what is due', async (_, paid, detail) => {
    const txid = await pay(usdt, platform(), paid);
    await confirm();
    expect(await verifier.check({ txid, to: platform(), amount: 10n * C })).toMatchObject({
      status: 'mismatch',
      amount: paid,
      to: platform(),
      detail,
    });
  });

  it('adds up the transfers of one transaction to the wallet', async () => {
    const txid = await wallet.writeContract({
      address: usdt,
      abi,
      functionName: 'transferTwice',
      args: [platform(), 4n * C, 6n * C],
      account: accounts[0],
      chain: null,
    });
    await confirm();
    expect(await verifier.check({ txid, to: platform(), amount: 10n * C })).toMatchObject({
      status: 'verified',
      amount: 10n * C,
    });
  });

  it('refuses a payment to another wallet, naming where it went', async () => {
    const txid = await pay(usdt, stranger(), 10n * C);
    await confirm();
    expect(await verifier.check({ txid, to: platform(), amount: 10n * C })).toMatchObject({
      status: 'mismatch',
      to: stranger(),
      detail: `The USDT went to ${stranger()}, not to ${platform()}`,
    });
  });

  it('refuses a look-alike token of the right amount, naming its contract', async () => {
    const txid = await pay(lookalike, platform(), 10n * C);
    await confirm();
    expect(await verifier.check({ txid, to: platform(), amount: 10n * C })).toMatchObject({
      status: 'mismatch',
      amount: null,
      detail: `No USDT moved: the transfer is of another token, the contract ${lookalike}`,
    });
  });

  it('answers not-found for an unknown Txid, and for one that cannot be a Txid without asking the node', async () => {
    const unknown = `0x${'ab'.repeat(32)}`;
    expect(await verifier.check({ txid: unknown, to: platform(), amount: C })).toMatchObject({
      status: 'not-found',
      network: 'ethereum',
      amount: null,
      detail: `No transaction ${unknown} on ethereum`,
    });
    expect(await verifier.check({ txid: 'TX-123', to: platform(), amount: C })).toMatchObject({
      status: 'not-found',
      detail: 'TX-123 is not a transaction id on ethereum',
    });
  });

  it('refuses a reverted transaction, even one that named the right wallet and amount', async () => {
    const poor = accounts[5]; // holds no USDT: the transfer reverts
    const txid = await pay(usdt, platform(), 10n * C, poor, 100_000n);
    await confirm();
    expect(await verifier.check({ txid, to: platform(), amount: 10n * C })).toMatchObject({
      status: 'mismatch',
      amount: null,
      detail: 'The transaction failed on chain (reverted): nothing was paid',
    });
  });

  it("checks a payout's sender: from the platform's wallet it is verified, from anyone else a mismatch", async () => {
    await pay(usdt, platform(), 100n * C);
    const txid = await pay(usdt, member(), 30n * C, platform());
    await confirm();
    const payout: ChainLookup = { txid, to: member(), amount: 30n * C, from: platform() };
    expect(await verifier.check(payout)).toMatchObject({ status: 'verified', from: platform(), to: member() });
    expect(await verifier.check({ ...payout, from: stranger().toLowerCase() })).toMatchObject({
      status: 'mismatch',
      amount: 30n * C,
      from: platform(),
      detail: `Sent from ${platform()}, not from ${stranger()}`,
    });
  });

  it('refuses a wallet that is no address of this chain', async () => {
    const txid = await pay(usdt, platform(), C);
    expect(await verifier.check({ txid, to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: C })).toMatchObject({
      status: 'mismatch',
      detail: 'The wallet TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t is not an address on ethereum',
    });
  });

  describe("BSC's 18-decimal USDT", () => {
    let bsc: ChainVerifier;
    beforeAll(() => {
      bsc = new EvmChainVerifier(
        { network: 'bsc', rpcUrl, tokenAddress: bscUsdt, minConfirmations: MIN_CONFIRMATIONS },
        clock,
      );
    });

    it('converts exactly to micro-USDT: 10 USDT in 18 decimals is verified as 10,000,000', async () => {
      const txid = await pay(bscUsdt, platform(), 10n * E18);
      await confirm();
      expect(await bsc.check({ txid, to: platform(), amount: 10n * C })).toMatchObject({
        status: 'verified',
        network: 'bsc',
        amount: 10n * C,
      });
    });

    it('never rounds a remainder below a millionth up into a match', async () => {
      const short = 10n * E18 - 1n; // 9.999999999999999999: rounds to 10 USDT, but is not 10 USDT
      const txid = await pay(bscUsdt, platform(), short);
      await confirm();
      expect(await bsc.check({ txid, to: platform(), amount: 10n * C })).toMatchObject({
        status: 'mismatch',
        amount: 9_999_999n,
        detail: 'Paid 9.999999999999999999 USDT, 10 USDT due',
      });
      const over = await pay(bscUsdt, platform(), 10n * E18 + 1n);
      await confirm();
      expect(await bsc.check({ txid: over, to: platform(), amount: 10n * C })).toMatchObject({
        status: 'mismatch',
        amount: 10n * C,
        detail: 'Paid 10.000000000000000001 USDT, 10 USDT due',
      });
    });
  });

  describe('when the node cannot be read', () => {
    it('answers unavailable, never verified, and names no part of the RPC URL (it may hold a key)', async () => {
      const down = new EvmChainVerifier(
        {
          network: 'ethereum',
          rpcUrl: 'http://127.0.0.1:9/v3/SECRET-PROJECT-KEY',
          tokenAddress: usdt,
          minConfirmations: MIN_CONFIRMATIONS,
        },
        clock,
      );
      const txid = await pay(usdt, platform(), C);
      const check = await down.check({ txid, to: platform(), amount: C });
      expect(check).toMatchObject({ status: 'unavailable', network: 'ethereum', amount: null });
      expect(check.detail).toBe(
        'ethereum could not be read (the node could not be reached); the check will be tried again',
      );
      expect(check.detail).not.toContain('SECRET');
    });

    it('gives up on a node that does not answer in time', async () => {
      const silent = createServer(() => undefined); // accepts, never answers
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      try {
        const slow = new EvmChainVerifier(
          {
            network: 'polygon',
            rpcUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
            tokenAddress: usdt,
            minConfirmations: MIN_CONFIRMATIONS,
            timeoutMs: 200,
          },
          clock,
        );
        const check = await slow.check({ txid: `0x${'cd'.repeat(32)}`, to: platform(), amount: C });
        expect(check).toMatchObject({
          status: 'unavailable',
          detail: 'polygon could not be read (the node did not answer in time); the check will be tried again',
        });
      } finally {
        silent.closeAllConnections();
        await new Promise((resolve) => silent.close(resolve));
      }
    });
  });
});
