import {
  createPublicClient,
  erc20Abi,
  getAddress,
  http,
  HttpRequestError,
  RpcRequestError,
  TimeoutError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hash,
  type PublicClient,
} from 'viem';
import type { Clock } from '@earnwave/domain';
import {
  ChainReadError,
  TransferVerifier,
  transfersOf,
  type ChainSettings,
  type TransactionReading,
} from './transfer-check';

export interface EvmChainSettings extends ChainSettings {
  rpcUrl: string;
  /** The USDT contract, 0x-hex. */
  tokenAddress: string;
  timeoutMs?: number;
}

/**
 * USDT on an EVM chain (Ethereum, BSC, Polygon... any JSON-RPC endpoint), through viem: the
 * transaction's receipt, the `Transfer` events the USDT contract emitted in it, and the head block.
 */
export class EvmChainVerifier extends TransferVerifier {
  private readonly client: PublicClient;
  private readonly token: string;

  constructor(settings: EvmChainSettings, clock: Clock) {
    super(settings, clock);
    this.token = settings.tokenAddress.toLowerCase();
    this.client = createPublicClient({
      // cacheTime 0: the head block is read afresh for every check, or confirmations would lag.
      cacheTime: 0,
      transport: http(settings.rpcUrl, { timeout: settings.timeoutMs ?? 10_000, retryCount: 1 }),
    });
  }

  protected txidOf(txid: string): string | undefined {
    return /^0x[0-9a-fA-F]{64}$/.test(txid) ? txid.toLowerCase() : undefined;
  }

  protected addressOf(address: string): string | undefined {
    return /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : undefined;
  }

  protected display(address: string): string {
    return getAddress(address);
  }

  protected readDecimals(): Promise<number> {
    return rpc(() =>
      this.client.readContract({ address: getAddress(this.token), abi: erc20Abi, functionName: 'decimals' }),
    );
  }

  protected async read(txid: string): Promise<TransactionReading> {
    const hash = txid as Hash;
    const receipt = await rpc(() => this.client.getTransactionReceipt({ hash }), TransactionReceiptNotFoundError);
    if (!receipt) {
      const waiting = await rpc(() => this.client.getTransaction({ hash }), TransactionNotFoundError);
      return { state: waiting ? 'unmined' : 'unknown' };
    }
    const head = await rpc(() => this.client.getBlockNumber());
    const confirmations = Math.max(0, Number(head - receipt.blockNumber + 1n));
    if (receipt.status !== 'success') return { state: 'failed', reason: 'reverted', confirmations };

    const logs = receipt.logs.map((log) => ({
      address: log.address.toLowerCase(),
      topics: log.topics,
      data: log.data,
    }));
    return { state: 'mined', ...transfersOf(logs, this.token, (address) => this.display(address)), confirmations };
  }
}

/**
 * One JSON-RPC call; `absent` is the error viem throws for "no such thing" (answered as null).
 * Everything else becomes a ChainReadError whose reason names no URL: an RPC URL often carries the
 * provider's key, and the reason is shown to administrators.
 */
async function rpc<T>(call: () => Promise<T>): Promise<T>;
async function rpc<T>(call: () => Promise<T>, absent: new (...args: never[]) => Error): Promise<T | null>;
async function rpc<T>(call: () => Promise<T>, absent?: new (...args: never[]) => Error): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (absent && error instanceof absent) return null;
    throw new ChainReadError(readFailure(error));
  }
}

/** viem wraps the transport's error (in a contract call's error, an RPC error...): the innermost known one says what happened. */
function readFailure(error: unknown): string {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof TimeoutError) return 'the node did not answer in time';
    if (cause instanceof HttpRequestError) {
      return cause.status ? `the node answered HTTP ${cause.status}` : 'the node could not be reached';
    }
    if (cause instanceof RpcRequestError) return `the node answered error ${cause.code}`;
  }
  return 'the node gave an answer that could not be read';
}
