import type { Hex } from 'viem';
import { tronAddressFromHex, tronAddressToHex, type Clock } from '@earnwave/domain';
import {
  ChainReadError,
  TransferVerifier,
  transfersOf,
  type ChainSettings,
  type TransactionReading,
} from './transfer-check';

export interface TronChainSettings extends ChainSettings {
  /** A TronGrid-compatible HTTP API, e.g. https://api.trongrid.io or a node's own :8090. */
  rpcUrl: string;
  /** TronGrid's key, sent as TRON-PRO-API-KEY. */
  rpcApiKey?: string;
  /** The USDT contract, base58 `T...`. */
  tokenAddress: string;
  timeoutMs?: number;
}

/** The parts of `POST /wallet/gettransactioninfobyid` read here (`{}` when the chain has no such transaction in a block). */
interface TronTransactionInfo {
  id?: string;
  blockNumber?: number;
  /** `FAILED` on a failed transaction; absent otherwise. */
  result?: string;
  /** `result` is SUCCESS, REVERT, OUT_OF_ENERGY...; absent for a plain TRX transfer. */
  receipt?: { result?: string };
  /** Event logs: `address` the emitting contract as 20 bytes of hex, `topics` and `data` hex, all without 0x. */
  log?: { address?: string; topics?: string[]; data?: string }[];
}

/**
 * USDT (TRC-20) on Tron, through the node's HTTP API with plain fetch: the transaction's info (block,
 * receipt, event logs) and the head block. TRC-20 events are ERC-20's, so viem decodes them; only
 * the addresses differ (base58 `T...` for people, 20 bytes in the logs).
 */
export class TronChainVerifier extends TransferVerifier {
  private readonly token: string;
  private readonly baseUrl: string;

  constructor(
    private readonly tron: TronChainSettings,
    clock: Clock,
  ) {
    super(tron, clock);
    const token = tronAddressToHex(tron.tokenAddress);
    if (!token) throw new Error('USDT_TOKEN_ADDRESS is not a Tron address');
    this.token = `0x${token.slice(2)}`;
    this.baseUrl = tron.rpcUrl.replace(/\/+$/, '');
  }

  protected txidOf(txid: string): string | undefined {
    return /^(0x)?[0-9a-fA-F]{64}$/.test(txid) ? txid.replace(/^0x/, '').toLowerCase() : undefined;
  }

  protected addressOf(address: string): string | undefined {
    const hex = tronAddressToHex(address) ?? (/^41[0-9a-fA-F]{40}$/.test(address) ? address : undefined);
    return hex && `0x${hex.slice(2).toLowerCase()}`;
  }

  protected display(address: string): string {
    return tronAddressFromHex(address);
  }

  protected async readDecimals(): Promise<number> {
    const answer = await this.post<{ result?: { result?: boolean }; constant_result?: string[] }>(
      '/wallet/triggerconstantcontract',
      {
        owner_address: this.tron.tokenAddress,
        contract_address: this.tron.tokenAddress,
        function_selector: 'decimals()',
        parameter: '',
        visible: true,
      },
    );
    const word = answer.constant_result?.[0];
    if (answer.result?.result !== true || !word || !/^[0-9a-fA-F]{1,64}$/.test(word)) {
      throw new ChainReadError("the token's decimals() could not be read");
    }
    return Number.parseInt(word, 16);
  }

  protected async read(txid: string): Promise<TransactionReading> {
    const info = await this.post<TronTransactionInfo>('/wallet/gettransactioninfobyid', { value: txid });
    if (!info.id) return { state: 'unknown' };
    const now = await this.post<{ block_header?: { raw_data?: { number?: number } } }>('/wallet/getnowblock', {});
    const head = now.block_header?.raw_data?.number;
    if (!Number.isSafeInteger(info.blockNumber) || !Number.isSafeInteger(head)) {
      throw new ChainReadError('the node gave an answer that could not be read');
    }
    const confirmations = Math.max(0, head! - info.blockNumber! + 1);
    const outcome = info.receipt?.result;
    if (info.result === 'FAILED' || (outcome !== undefined && outcome !== 'SUCCESS')) {
      return { state: 'failed', reason: outcome ?? 'FAILED', confirmations };
    }

    const logs = (info.log ?? [])
      .filter((log) => /^(41)?[0-9a-fA-F]{40}$/.test(log.address ?? ''))
      .map((log) => ({
        address: `0x${log.address!.slice(-40).toLowerCase()}`,
        topics: (log.topics ?? []).map((topic): Hex => `0x${topic}`),
        data: `0x${log.data ?? ''}` as Hex,
      }));
    return { state: 'mined', ...transfersOf(logs, this.token, (address) => this.display(address)), confirmations };
  }

  private async post<T>(path: string, body: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.tron.rpcApiKey ? { 'TRON-PRO-API-KEY': this.tron.rpcApiKey } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.tron.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ChainReadError(
        error instanceof Error && error.name === 'TimeoutError'
          ? 'the node did not answer in time'
          : 'the node could not be reached',
      );
    }
    if (!response.ok) throw new ChainReadError(`the node answered HTTP ${response.status}`);
    const answer: unknown = await response.json().catch(() => undefined);
    if (typeof answer !== 'object' || answer === null || 'Error' in answer) {
      throw new ChainReadError('the node gave an answer that could not be read');
    }
    return answer as T;
  }
}
