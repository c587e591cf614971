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
  accountChanges,
  assertBalanced,
  assertWithinFreeSendLimit,
  InsufficientBalance,
  mayGoNegative,
  memberAvailable,
  memberDebt,
  memberOfAccount,
  PLATFORM,
  transfer,
  type LedgerEntry,
  type AccountChange,
  type TransactionType,
} from '@earnwave/domain';
import type { InMemoryOutbox } from './in-memory-outbox';
import { onRollback } from './in-memory-unit-of-work';

/**
 * The ledger in memory (the port's real adapter is the wallet's PostgresLedgerWriter; both pass
 * `ledger-writer.contract.ts`). It keeps the real ledger's rules: entries balance, an idempotency
 * key posts once, no balance but the platform's sources and members' debts goes below zero (a spend
 * is refused with InsufficientBalance first, and the check is made where nothing can run between
 * it and the debit, as the row lock makes it), a free member's spends stay within their send
 * limit (counted as the real counters count; withdrawals, which the real limit reads from their
 * requests, are no ledger's to know and count nothing here), and a credit to a member who owes
 * pays their debt first. A spend's rows are kept by table (`rows('gifts')`), its outbox rows
 * handed to the outbox.
 */
export class InMemoryLedger extends LedgerWriter {
  /** Each account's row: its balance and, on a member's available account, the free limit's counters. */
  private readonly accounts = new Map<string, AccountChange>();
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
    return this.row(account).balance;
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
    const changes = [...accountChanges([entry])];
    const below = changes.find(
      ([account, change]) => this.balance(account) + change.balance < 0n && !mayGoNegative(account),
    );
    // PostgreSQL's check constraint on ledger_accounts refuses the statement the same way.
    if (below) throw new Error(`ledger_accounts balance check: ${below[0]} would go below zero`);
    const move = (sign: bigint) => {
      for (const [account, change] of changes) {
        const row = this.row(account);
        this.accounts.set(account, {
          balance: row.balance + sign * change.balance,
          sentOut: row.sentOut + sign * change.sentOut,
          bought: row.bought + sign * change.bought,
        });
      }
    };
    move(1n);
    const done = { ...entry, transactionId: randomUUID() };
    this.posted.push(done);
    if (tx) {
      onRollback(tx, () => {
        move(-1n);
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

  /** The free limit's figures (WalletRepository.sentAndBought): the counters on the member's available account. */
  private sentAndBought(memberId: string): { sent: bigint; bought: bigint } {
    const { sentOut, bought } = this.row(memberAvailable(memberId));
    return { sent: sentOut, bought };
  }

  private row(account: string): AccountChange {
    return this.accounts.get(account) ?? { balance: 0n, sentOut: 0n, bought: 0n };
  }
}
