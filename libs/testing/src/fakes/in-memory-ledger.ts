import { randomUUID } from 'node:crypto';
import {
  LedgerWriter,
  type MembershipLookup,
  type OutboxRow,
  type PostedEntry,
  type RowToInsert,
  type Spend,
  type Transaction,
} from '@earnwave/db';
import {
  assertBalanced,
  assertWithinFreeSendLimit,
  InsufficientBalance,
  mayGoNegative,
  memberAvailable,
  memberDebt,
  memberOfAccount,
  netDeltas,
  PLATFORM,
  transfer,
  type LedgerEntry,
  type TransactionType,
} from '@earnwave/domain';
import type { InMemoryOutbox } from './in-memory-outbox';
import { onRollback } from './in-memory-unit-of-work';

/** What the free limit counts as sent out of a member's balance (WalletRepository.sentAndBought). */
const SENT_TYPES: ReadonlySet<TransactionType> = new Set([
  'gift_sent',
  'post_view_paid',
  'message_paid',
  'task_payment',
  'task_refund',
]);

/**
 * The ledger in memory (the port's real adapter is the wallet's PostgresLedgerWriter; both pass
 * `ledger-writer.contract.ts`). It keeps the real ledger's rules: entries balance, an idempotency
 * key posts once, no balance but the platform's sources and members' debts goes below zero (a spend
 * is refused with InsufficientBalance first, and the check is made where nothing can run between
 * it and the debit, as the row lock makes it), a free member's spends stay within their send
 * limit, and a credit to a member who owes pays their debt first. A spend's rows are kept by table
 * (`rows('gifts')`), its outbox rows handed to the outbox.
 */
export class InMemoryLedger extends LedgerWriter {
  private readonly balances = new Map<string, bigint>();
  private posted: PostedEntry[] = [];
  private inserted: RowToInsert[] = [];

  constructor(
    private readonly outbox: InMemoryOutbox,
    private readonly memberships: MembershipLookup,
  ) {
    super();
  }

  /** An account's balance (0 before its first posting). */
  balance(account: string): bigint {
    return this.balances.get(account) ?? 0n;
  }

  /** The entries posted, oldest first; of one type when given. */
  entries(type?: TransactionType): PostedEntry[] {
    return type ? this.posted.filter((entry) => entry.type === type) : [...this.posted];
  }

  /** The rows a spend wrote to this table. */
  rows(table: string): Record<string, unknown>[] {
    return this.inserted.filter((row) => row.table === table).map((row) => row.values);
  }

  /** Gives a member credits to spend, as a reward the platform paid them. */
  credit(memberId: string, amount: bigint): void {
    this.record(
      undefined,
      transfer('content_view', `content_view:${randomUUID()}`, PLATFORM.rewards, memberAvailable(memberId), amount, {
        memberId,
      }),
    );
  }

  async spend(tx: Transaction, spend: Spend, rows: readonly RowToInsert[] = []): Promise<boolean> {
    const payer = memberAvailable(spend.payerId);
    const refuseIfShort = () => {
      if (this.balance(payer) < spend.amount) throw new InsufficientBalance(spend.spending ?? 'transfer', spend.param);
    };
    refuseIfShort();
    const current = spend.membership ?? (await this.memberships.currentLevel(tx, spend.payerId));
    if (current?.subscription.method === 'free') {
      assertWithinFreeSendLimit({ ...this.sentAndBought(spend.payerId), amount: spend.amount }, spend.param);
    }
    // Again after the wait: another spend may have run meanwhile (the real one holds the row lock).
    refuseIfShort();
    const entry = transfer(spend.type, spend.idempotencyKey, payer, PLATFORM.clearing, spend.amount, {
      memberId: spend.payerId,
      metadata: spend.metadata,
    });
    if (!this.record(tx, entry)) return false;
    for (const row of rows) {
      if (row.table === 'outbox') {
        this.outbox.insertRow(tx, row as OutboxRow);
        continue;
      }
      this.inserted.push(row);
      onRollback(tx, () => {
        this.inserted = this.inserted.filter((kept) => kept !== row);
      });
    }
    return true;
  }

  async post(tx: Transaction, entries: LedgerEntry[]): Promise<PostedEntry[]> {
    entries.forEach(assertBalanced);
    const posted = entries.flatMap((entry) => this.record(tx, entry) ?? []);
    return [...posted, ...this.payDebts(tx, posted)];
  }

  /** Posts one entry unless its key was posted; refuses, changing nothing, a balance below zero. */
  private record(tx: Transaction | undefined, entry: LedgerEntry): PostedEntry | undefined {
    assertBalanced(entry);
    if (this.posted.some((done) => done.idempotencyKey === entry.idempotencyKey)) return undefined;
    const after = [...netDeltas([entry])].map(([account, delta]) => [account, this.balance(account) + delta] as const);
    const below = after.find(([account, balance]) => balance < 0n && !mayGoNegative(account));
    // PostgreSQL's check constraint on ledger_accounts refuses the statement the same way.
    if (below) throw new Error(`ledger_accounts balance check: ${below[0]} would hold ${below[1]}`);
    for (const [account, balance] of after) this.balances.set(account, balance);
    const done = { ...entry, transactionId: randomUUID() };
    this.posted.push(done);
    if (tx) {
      onRollback(tx, () => {
        for (const [account, delta] of netDeltas([entry])) this.balances.set(account, this.balance(account) - delta);
        this.posted = this.posted.filter((kept) => kept !== done);
      });
    }
    return done;
  }

  /** The debt rule (libs/db's payDebts): the first credit to a member who owes pays it off first. */
  private payDebts(tx: Transaction, posted: PostedEntry[]): PostedEntry[] {
    const repaid = new Set<string>();
    return posted.flatMap((entry) => {
      if (entry.type === 'debt_repayment') return [];
      return entry.postings.flatMap(({ account, amount }) => {
        const member = memberOfAccount(account);
        if (!member || amount <= 0n || account !== memberAvailable(member) || repaid.has(member)) return [];
        repaid.add(member);
        const owed = -this.balance(memberDebt(member));
        const available = this.balance(account);
        const paid = available < owed ? available : owed;
        if (paid <= 0n) return [];
        const repayment = transfer(
          'debt_repayment',
          `debt-repayment:${entry.transactionId}`,
          account,
          memberDebt(member),
          paid,
          {
            memberId: member,
            metadata: { paidFrom: entry.transactionId },
          },
        );
        return this.record(tx, repayment) ?? [];
      });
    });
  }

  /** What a member sent out of their balance and bought into it (the free limit's figures). */
  private sentAndBought(memberId: string): { sent: bigint; bought: bigint } {
    const account = memberAvailable(memberId);
    let sent = 0n;
    let bought = 0n;
    for (const entry of this.posted) {
      for (const posting of entry.postings) {
        if (posting.account !== account) continue;
        if (SENT_TYPES.has(entry.type)) sent -= posting.amount;
        if (entry.type === 'credit_purchase') bought += posting.amount;
      }
    }
    return { sent, bought };
  }
}
