import { decodeEventLog, erc20Abi, formatUnits, type Hex } from 'viem';
import { formatCredits } from '@earnwave/money';
import { CHAIN_CHECK_TEXT } from '@earnwave/contracts';
import type { ChainCheck, ChainCheckStatus, ChainLookup, ChainVerifier, Clock } from '@earnwave/domain';

/** One ERC-20 / TRC-20 `Transfer` event, addresses in the comparable form (lowercase 0x + 20 bytes). */
export interface TokenTransfer {
  from: string;
  to: string;
  /** In the token's own units (10^decimals per USDT). */
  value: bigint;
}

/** An event log as both chains give it, the emitting contract in the comparable form. */
export interface EventLog {
  address: string;
  topics: Hex[];
  data: Hex;
}

/**
 * The `Transfer` events of a transaction: those the USDT contract (`token`, comparable form) emitted,
 * and the other contracts that emitted one. Only the emitter makes a transfer USDT: anyone can
 * deploy a contract that emits the same event with the same name and symbol.
 */
export function transfersOf(
  logs: EventLog[],
  token: string,
  display: (address: string) => string,
): { transfers: TokenTransfer[]; otherTokens: string[] } {
  const transfers: TokenTransfer[] = [];
  const otherTokens = new Set<string>();
  for (const log of logs) {
    let event;
    try {
      event = decodeEventLog({
        abi: erc20Abi,
        eventName: 'Transfer',
        data: log.data,
        topics: log.topics as [Hex, ...Hex[]],
      });
    } catch {
      continue; // another event, or an NFT's Transfer (its third topic is a token id, not a value)
    }
    if (log.address !== token) {
      otherTokens.add(display(log.address));
      continue;
    }
    const { from, to, value } = event.args;
    transfers.push({ from: from.toLowerCase(), to: to.toLowerCase(), value });
  }
  return { transfers, otherTokens: [...otherTokens] };
}

/** What an adapter read about one transaction. */
export type TransactionReading =
  | { state: 'unknown' }
  | { state: 'unmined' }
  | { state: 'failed'; reason: string; confirmations: number }
  | {
      state: 'mined';
      /** Transfer events emitted by the configured USDT contract. */
      transfers: TokenTransfer[];
      /** Other contracts that emitted Transfer events (a look-alike token), in the display form. */
      otherTokens: string[];
      confirmations: number;
    };

/** The chain could not be read (timeout, HTTP error, a malformed answer): the check is retried later. */
export class ChainReadError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ChainReadError';
  }
}

export interface ChainSettings {
  network: string;
  minConfirmations: number;
}

const MICRO_DECIMALS = 6;

/**
 * The rules both chains share: the adapters only read the chain (`read`, `decimals`) and say what
 * its txids and addresses look like; deciding what the reading means happens here once.
 *
 * A check never throws: a chain that cannot be read answers `unavailable` with the network named
 * (not configured answers it with network `''`), so that the caller keeps the request for later and
 * nothing is ever taken as paid on an error.
 */
export abstract class TransferVerifier implements ChainVerifier {
  constructor(
    protected readonly settings: ChainSettings,
    private readonly clock: Clock,
  ) {}

  /** The txid as the chain's API wants it; undefined when it cannot be one of this chain's. */
  protected abstract txidOf(txid: string): string | undefined;
  /** The comparable form (lowercase 0x + 20 bytes) of an address as people write it; undefined when it is none of this chain's. */
  protected abstract addressOf(address: string): string | undefined;
  /** How people write the comparable form `address` on this chain. */
  protected abstract display(address: string): string;
  protected abstract read(txid: string): Promise<TransactionReading>;
  /** The USDT contract's `decimals()`, read once. */
  protected abstract readDecimals(): Promise<number>;

  private decimals?: Promise<number>;

  async check(lookup: ChainLookup): Promise<ChainCheck> {
    const network = this.settings.network;
    const answer = (status: ChainCheckStatus, detail: string, found: Partial<ChainCheck> = {}): ChainCheck => ({
      status,
      network,
      amount: null,
      from: null,
      to: null,
      confirmations: 0,
      checkedAt: this.clock.now(),
      detail,
      ...found,
    });

    const txid = this.txidOf(lookup.txid.trim());
    if (!txid) return answer('not-found', CHAIN_CHECK_TEXT.notATxid(clip(lookup.txid), network));
    const to = this.addressOf(lookup.to.trim());
    if (!to) return answer('mismatch', CHAIN_CHECK_TEXT.notAnAddress(clip(lookup.to), network));
    // null too: a caller reading the payout's wallet from a nullable column means "unchecked" by it.
    const from = lookup.from == null ? undefined : this.addressOf(lookup.from.trim());
    if (lookup.from != null && !from) {
      return answer('mismatch', CHAIN_CHECK_TEXT.payerNotAnAddress(clip(lookup.from), network));
    }

    let reading: TransactionReading;
    let decimals: number;
    try {
      reading = await this.read(txid);
      decimals = reading.state === 'mined' ? await this.tokenDecimals() : MICRO_DECIMALS;
    } catch (error) {
      const reason = error instanceof ChainReadError ? error.reason : CHAIN_CHECK_TEXT.unexpectedError;
      return answer('unavailable', CHAIN_CHECK_TEXT.unreadable(network, reason));
    }

    switch (reading.state) {
      case 'unknown':
        return answer('not-found', CHAIN_CHECK_TEXT.noTransaction(lookup.txid, network));
      case 'unmined':
        return answer('pending', CHAIN_CHECK_TEXT.unmined);
      case 'failed':
        return answer('mismatch', CHAIN_CHECK_TEXT.failed(reading.reason), {
          confirmations: reading.confirmations,
        });
    }

    const { transfers, otherTokens, confirmations } = reading;
    const usdt = (value: bigint) => CHAIN_CHECK_TEXT.usdt(formatUnits(value, decimals));
    const total = (list: TokenTransfer[]) => list.reduce((sum, transfer) => sum + transfer.value, 0n);
    const found = (list: TokenTransfer[]): Partial<ChainCheck> => ({
      amount: toMicros(total(list), decimals).micros,
      from: this.display(list[0].from),
      to: this.display(list[0].to),
      confirmations,
    });

    if (!transfers.length) {
      return answer(
        'mismatch',
        otherTokens.length ? CHAIN_CHECK_TEXT.otherToken(otherTokens) : CHAIN_CHECK_TEXT.noUsdt,
        { confirmations },
      );
    }
    const toWallet = transfers.filter((transfer) => transfer.to === to);
    if (!toWallet.length) {
      const elsewhere = transfers.filter((transfer) => transfer.to === transfers[0].to);
      return answer(
        'mismatch',
        CHAIN_CHECK_TEXT.wrongReceiver(this.display(transfers[0].to), this.display(to)),
        found(elsewhere),
      );
    }
    const paid = from ? toWallet.filter((transfer) => transfer.from === from) : toWallet;
    if (!paid.length) {
      return answer(
        'mismatch',
        CHAIN_CHECK_TEXT.wrongSender(this.display(toWallet[0].from), this.display(from!)),
        found(toWallet),
      );
    }
    const raw = total(paid);
    const { micros, exact } = toMicros(raw, decimals);
    const exactDue = CHAIN_CHECK_TEXT.usdt(formatCredits(lookup.amount));
    const due = lookup.atLeast ? CHAIN_CHECK_TEXT.atLeast(exactDue) : exactDue;
    // Below a millionth over the least due still pays it: the truncated micros are what is compared.
    const enough = lookup.atLeast ? micros >= lookup.amount : exact && micros === lookup.amount;
    if (!enough) return answer('mismatch', CHAIN_CHECK_TEXT.underpaid(usdt(raw), due), found(paid));
    const paidText = lookup.atLeast ? usdt(raw) : due;
    if (confirmations < this.settings.minConfirmations) {
      return answer(
        'pending',
        CHAIN_CHECK_TEXT.confirming(paidText, confirmations, this.settings.minConfirmations),
        found(paid),
      );
    }
    return answer('verified', CHAIN_CHECK_TEXT.verified(paidText, confirmations), found(paid));
  }

  private tokenDecimals(): Promise<number> {
    this.decimals ??= this.readDecimals().then(
      (decimals) => {
        if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) {
          throw new ChainReadError(`the token's decimals() answered ${decimals}`);
        }
        return decimals;
      },
      (error: unknown) => {
        this.decimals = undefined; // read again next time rather than failing every check forever
        throw error;
      },
    );
    return this.decimals;
  }
}

/** What a member typed, quoted in a detail: short enough for one sentence. */
function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * Token units to micro-USDT, exactly: an 18-decimal token (BSC's USDT) whose amount has anything
 * below a millionth is not exact, and is never rounded up into a match.
 */
export function toMicros(value: bigint, decimals: number): { micros: bigint; exact: boolean } {
  if (decimals <= MICRO_DECIMALS) return { micros: value * 10n ** BigInt(MICRO_DECIMALS - decimals), exact: true };
  const scale = 10n ** BigInt(decimals - MICRO_DECIMALS);
  return { micros: value / scale, exact: value % scale === 0n };
}
