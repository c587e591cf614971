import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tronAddressFromHex, tronAddressToHex, type ChainVerifier } from '@earnwave/domain';
import { TronChainVerifier } from '../../../services/worker/src/chain/tron-chain-verifier';

/**
 * The Tron adapter against a local HTTP server that answers as a Tron full node's HTTP API
 * (TronGrid's `/wallet/*`) does: Tron has no local node a test could start, so the shapes below are
 * those its documentation gives: `gettransactioninfobyid` answers `{}` for an unknown transaction,
 * else `blockNumber`, `receipt.result` and `log` entries (`address` 20 bytes of hex, `topics` and
 * `data` hex, none with 0x); `getnowblock` answers `block_header.raw_data.number`;
 * `triggerconstantcontract` answers `constant_result` and `result.result`.
 */
const C = 1_000_000n;
const MIN_CONFIRMATIONS = 20;
const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const API_KEY = 'tron-pro-api-key-under-test';
const clock = { now: () => new Date('2026-11-28T12:00:00Z') };

/** A fresh Tron account: base58, as people type it. */
const account = () => tronAddressFromHex(`41${randomBytes(20).toString('hex')}`);
const bare = (address: string) => tronAddressToHex(address)!.slice(2);
const word = (hex: string) => hex.padStart(64, '0');

interface TronLog {
  address: string;
  topics: string[];
  data: string;
}
const transferLog = (token: string, from: string, to: string, value: bigint): TronLog => ({
  address: bare(token),
  topics: [TRANSFER_TOPIC, word(bare(from)), word(bare(to))],
  data: word(value.toString(16)),
});

/** The chain as the fake node knows it. */
const chain = {
  head: 1_000,
  decimals: 6,
  transactions: new Map<string, object>(),
  failWith: 0, // an HTTP status every answer gets, when set
  requests: [] as { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }[],
};

/** A transaction in block `block` (the head by default); answers its Txid. */
function mined(logs: TronLog[], extra: { block?: number; receipt?: string; result?: string } = {}): string {
  const txid = randomBytes(32).toString('hex');
  chain.transactions.set(txid, {
    id: txid,
    fee: 13_844_850,
    blockNumber: extra.block ?? chain.head,
    blockTimeStamp: 1_764_331_200_000,
    contractResult: [''],
    contract_address: bare(USDT),
    receipt: { energy_usage_total: 64_285, net_usage: 345, result: extra.receipt ?? 'SUCCESS' },
    log: logs,
    ...(extra.result ? { result: extra.result } : {}),
  });
  return txid;
}

/** The transfer buried deep enough to count. */
function deep(): { block: number } {
  return { block: chain.head - MIN_CONFIRMATIONS };
}

let node: Server;
let baseUrl: string;
let verifier: ChainVerifier;

beforeAll(async () => {
  node = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const body = text ? JSON.parse(text) : {};
      const path = request.url ?? '';
      chain.requests.push({ path, headers: request.headers, body });
      response.setHeader('content-type', 'application/json');
      if (chain.failWith) {
        response.statusCode = chain.failWith;
        return response.end('{"Error":"unavailable"}');
      }
      if (path === '/wallet/gettransactioninfobyid') {
        return response.end(JSON.stringify(chain.transactions.get(body.value) ?? {}));
      }
      if (path === '/wallet/getnowblock') {
        return response.end(
          JSON.stringify({
            blockID: word(chain.head.toString(16)),
            block_header: { raw_data: { number: chain.head } },
          }),
        );
      }
      if (path === '/wallet/triggerconstantcontract' && body.function_selector === 'decimals()') {
        return response.end(
          JSON.stringify({
            result: { result: true },
            energy_used: 283,
            constant_result: [word(chain.decimals.toString(16))],
          }),
        );
      }
      response.statusCode = 404;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}/`;
  verifier = new TronChainVerifier(
    { network: 'tron', rpcUrl: baseUrl, rpcApiKey: API_KEY, tokenAddress: USDT, minConfirmations: MIN_CONFIRMATIONS },
    clock,
  );
});

afterAll(async () => {
  await new Promise((resolve) => node?.close(resolve));
});

beforeEach(() => {
  chain.failWith = 0;
  chain.requests = [];
});

describe('TronChainVerifier against a node answering as Tron does', () => {
  const platform = account();
  const member = account();
  const payer = account();

  it('verifies an exact, confirmed USDT payment, addresses answered in base58', async () => {
    const txid = mined([transferLog(USDT, payer, platform, 10n * C)], deep());
    expect(await verifier.check({ txid, to: platform, amount: 10n * C })).toEqual({
      status: 'verified',
      network: 'tron',
      amount: 10n * C,
      from: payer,
      to: platform,
      confirmations: MIN_CONFIRMATIONS + 1,
      checkedAt: clock.now(),
      detail: `Paid 10 USDT, ${MIN_CONFIRMATIONS + 1} confirmations`,
    });
  });

  it('sends the API key as TRON-PRO-API-KEY and reads decimals() from the token once', async () => {
    const fresh = new TronChainVerifier(
      { network: 'tron', rpcUrl: baseUrl, rpcApiKey: API_KEY, tokenAddress: USDT, minConfirmations: MIN_CONFIRMATIONS },
      clock,
    );
    const txid = mined([transferLog(USDT, payer, platform, C)], deep());
    await fresh.check({ txid, to: platform, amount: C });
    await fresh.check({ txid, to: platform, amount: C });
    expect(chain.requests.every((request) => request.headers['tron-pro-api-key'] === API_KEY)).toBe(true);
    const decimalsReads = chain.requests.filter((request) => request.path === '/wallet/triggerconstantcontract');
    expect(decimalsReads).toHaveLength(1);
    expect(decimalsReads[0].body).toMatchObject({ contract_address: USDT, function_selector: 'decimals()' });
  });

  it('answers pending while the block has too few confirmations, then verified', async () => {
    const txid = mined([transferLog(USDT, payer, platform, 25n * C)]);
    const lookup = { txid, to: platform, amount: 25n * C };
    expect(await verifier.check(lookup)).toMatchObject({
      status: 'pending',
      amount: 25n * C,
      confirmations: 1,
      detail: `Paid 25 USDT; 1 of ${MIN_CONFIRMATIONS} confirmations so far`,
    });
    chain.head += MIN_CONFIRMATIONS - 1;
    expect(await verifier.check(lookup)).toMatchObject({ status: 'verified', confirmations: MIN_CONFIRMATIONS });
  });

  it.each([
    ['a short', 9_500_000n, 'Paid 9.5 USDT, 10 USDT due'],
    ['an over', 10_000_001n, 'Paid 10.000001 USDT, 10 USDT due'],
  ])('refuses %s payment, saying what was paid and what is due', async (_, paid, detail) => {
    const txid = mined([transferLog(USDT, payer, platform, paid)], deep());
    expect(await verifier.check({ txid, to: platform, amount: 10n * C })).toMatchObject({
      status: 'mismatch',
      amount: paid,
      detail,
    });
  });

  it('refuses a payment to another wallet, naming where it went', async () => {
    const elsewhere = account();
    const txid = mined([transferLog(USDT, payer, elsewhere, 10n * C)], deep());
    expect(await verifier.check({ txid, to: platform, amount: 10n * C })).toMatchObject({
      status: 'mismatch',
      to: elsewhere,
      detail: `The USDT went to ${elsewhere}, not to ${platform}`,
    });
  });

  it('refuses a look-alike TRC-20 of the right amount, naming its contract', async () => {
    const fake = account();
    const txid = mined([transferLog(fake, payer, platform, 10n * C)], deep());
    expect(await verifier.check({ txid, to: platform, amount: 10n * C })).toMatchObject({
      status: 'mismatch',
      amount: null,
      detail: `No USDT moved: the transfer is of another token, the contract ${fake}`,
    });
  });

  it('answers not-found for an unknown Txid (the node answers {}) and for what cannot be a Txid', async () => {
    const unknown = 'ab'.repeat(32);
    expect(await verifier.check({ txid: unknown, to: platform, amount: C })).toMatchObject({
      status: 'not-found',
      detail: `No transaction ${unknown} on tron`,
    });
    expect(await verifier.check({ txid: 'not-a-txid', to: platform, amount: C })).toMatchObject({
      status: 'not-found',
      detail: 'not-a-txid is not a transaction id on tron',
    });
    const pasted = `${'x'.repeat(77)}${'y'.repeat(500)}`; // whatever a member pasted: quoted, never in full
    expect((await verifier.check({ txid: pasted, to: platform, amount: C })).detail).toBe(
      `${'x'.repeat(77)}... is not a transaction id on tron`,
    );
  });

  it('takes a Txid written with 0x', async () => {
    const txid = mined([transferLog(USDT, payer, platform, 3n * C)], deep());
    expect(await verifier.check({ txid: `0x${txid.toUpperCase()}`, to: platform, amount: 3n * C })).toMatchObject({
      status: 'verified',
    });
  });

  it.each(['REVERT', 'OUT_OF_ENERGY'])(
    'refuses a transaction whose receipt says %s, even with the right Transfer in its logs',
    async (outcome) => {
      const txid = mined([transferLog(USDT, payer, platform, 10n * C)], {
        ...deep(),
        receipt: outcome,
        result: 'FAILED',
      });
      expect(await verifier.check({ txid, to: platform, amount: 10n * C })).toMatchObject({
        status: 'mismatch',
        amount: null,
        detail: `The transaction failed on chain (${outcome}): nothing was paid`,
      });
    },
  );

  it('refuses a plain TRX transfer: no USDT moved', async () => {
    const txid = randomBytes(32).toString('hex');
    chain.transactions.set(txid, { id: txid, blockNumber: chain.head - 30, receipt: { net_usage: 268 } });
    expect(await verifier.check({ txid, to: platform, amount: C })).toMatchObject({
      status: 'mismatch',
      detail: 'No USDT transfer in this transaction',
    });
  });

  it("checks a payout's sender: from the platform's wallet it is verified, from anyone else a mismatch", async () => {
    const txid = mined([transferLog(USDT, platform, member, 30n * C)], deep());
    expect(await verifier.check({ txid, to: member, amount: 30n * C, from: platform })).toMatchObject({
      status: 'verified',
      from: platform,
      to: member,
    });
    expect(await verifier.check({ txid, to: member, amount: 30n * C, from: payer })).toMatchObject({
      status: 'mismatch',
      from: platform,
      detail: `Sent from ${platform}, not from ${payer}`,
    });
  });

  it('takes a payout paying at least what is due, with the same confirmations as a deposit', async () => {
    const payout = { to: member, amount: 30n * C, from: platform, atLeast: true };
    const over = mined([transferLog(USDT, platform, member, 31n * C)]);
    expect(await verifier.check({ ...payout, txid: over })).toMatchObject({
      status: 'pending',
      amount: 31n * C,
      confirmations: 1,
      detail: `Paid 31 USDT; 1 of ${MIN_CONFIRMATIONS} confirmations so far`,
    });
    const short = mined([transferLog(USDT, platform, member, 29n * C)], deep());
    expect(await verifier.check({ ...payout, txid: short })).toMatchObject({
      status: 'mismatch',
      amount: 29n * C,
      detail: 'Paid 29 USDT, at least 30 USDT due',
    });
    chain.head += MIN_CONFIRMATIONS - 1;
    expect(await verifier.check({ ...payout, txid: over })).toMatchObject({
      status: 'verified',
      detail: `Paid 31 USDT, ${MIN_CONFIRMATIONS} confirmations`,
    });
    // The same transfer as a deposit's exact amount is a mismatch.
    expect(await verifier.check({ txid: over, to: member, amount: 30n * C })).toMatchObject({ status: 'mismatch' });
  });

  it('refuses a wallet that is not a Tron address (a typo breaks the checksum)', async () => {
    const txid = mined([transferLog(USDT, payer, platform, C)], deep());
    const typo = `${platform.slice(0, -1)}${platform.endsWith('a') ? 'b' : 'a'}`;
    expect(await verifier.check({ txid, to: typo, amount: C })).toMatchObject({
      status: 'mismatch',
      detail: `The wallet ${typo} is not an address on tron`,
    });
  });

  it('answers unavailable when the node fails or cannot be reached, without the API key in the detail', async () => {
    const txid = mined([transferLog(USDT, payer, platform, C)], deep());
    chain.failWith = 503;
    const failed = await verifier.check({ txid, to: platform, amount: C });
    expect(failed).toMatchObject({
      status: 'unavailable',
      network: 'tron',
      detail: 'tron could not be read (the node answered HTTP 503); the check will be tried again',
    });
    const unreachable = new TronChainVerifier(
      { network: 'tron', rpcUrl: 'http://127.0.0.1:9', rpcApiKey: API_KEY, tokenAddress: USDT, minConfirmations: 20 },
      clock,
    );
    const down = await unreachable.check({ txid, to: platform, amount: C });
    expect(down).toMatchObject({ status: 'unavailable', amount: null });
    expect(`${failed.detail} ${down.detail}`).not.toContain(API_KEY);
  });
});
