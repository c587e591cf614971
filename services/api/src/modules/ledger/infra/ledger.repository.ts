import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { verifyLedger, type LedgerCheck } from '@earnwave/db';
import { TRANSACTION_TYPES, UNPROJECTED, type TransactionType } from '@earnwave/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { createdWithin, parseListQuery, readPage, type ListSpec } from '../../../common/simple-rest/list-query';
import { NotFound } from '../../../common/errors';
import { consoleResource, sqlRecords, type RecordReader } from '../../../common/simple-rest/console-records';
import { money } from '../../../common/simple-rest/record-fields';

type Row = Record<string, unknown>;

/** One leg of a transaction: the account it moves and the amount in credits (negative leaves the account). */
export interface AdminLedgerPosting {
  account: string;
  type: TransactionType;
  amount: number;
}

/** A ledger transaction as the console reads it, with its postings. */
export interface AdminLedgerTransactionRecord {
  id: string;
  type: TransactionType;
  idempotencyKey: string;
  memberId: string | null;
  memberName: string | null;
  reversesId: string | null;
  metadata: Record<string, unknown>;
  createdAt: string;
  postings: AdminLedgerPosting[];
}

/** A ledger account as the console reads it: `kind` is the name's first part (platform, member, task). */
export interface AdminLedgerAccountRecord {
  id: string;
  kind: string;
  memberId: string | null;
  memberName: string | null;
  memberEmail: string | null;
  balance: number;
  mayGoNegative: boolean;
}

/**
 * A kept ledger check as the console reads it: each list holds what it found of one kind. Checks
 * kept before a kind of finding existed have none, and the oldest lack the counts.
 */
export interface LedgerCheckRecord extends Omit<LedgerCheck, 'accounts' | 'total'> {
  id: number;
  accounts: number | null;
  total: string | null;
}

/** Clearing and rewards keep no projected balance (UNPROJECTED): their balance is the sum of their postings. */
const ACCOUNT_BALANCE = `CASE WHEN a.id IN (${[...UNPROJECTED].map((id) => `'${id}'`).join(', ')})
  THEN (SELECT coalesce(sum(p.amount), 0) FROM ledger_postings p WHERE p.account_id = a.id) ELSE a.balance END`;

const TRANSACTION_SQL = {
  select:
    't.id, t.type, t.idempotency_key, t.member_id, t.reverses_id, t.metadata, t.created_at, u.name AS member_name',
  from: 'ledger_transactions t LEFT JOIN users u ON u.id = t.member_id',
};
const ACCOUNT_SQL = {
  select: `a.id, a.member_id, (${ACCOUNT_BALANCE})::text AS balance, a.may_go_negative, u.name AS member_name,
    u.email AS member_email`,
  from: 'ledger_accounts a LEFT JOIN users u ON u.id = a.member_id',
};
const CHECK_SQL = { select: 'k.id, k.ok, k.result, k.checked_at', from: 'ledger_checks k' };

const ACCOUNT = /^[\w:-]{1,80}$/;

export const LEDGER_TRANSACTIONS: ListSpec = {
  resource: 'ledger-transactions',
  id: { sql: 't.id', type: 'uuid' },
  sort: { createdAt: 't.created_at', type: 't.type' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    memberId: { type: 'uuid', sql: 't.member_id' },
    type: { type: 'equals', sql: 't.type', values: TRANSACTION_TYPES },
    account: {
      type: 'where',
      pattern: ACCOUNT,
      what: 'an account name',
      sql: (account) =>
        `EXISTS (SELECT 1 FROM ledger_postings p WHERE p.transaction_id = t.id AND p.account_id = ${account})`,
    },
    ...createdWithin('t.created_at'),
  },
};

export const LEDGER_ACCOUNTS: ListSpec = {
  resource: 'ledger-accounts',
  id: { sql: 'a.id', type: 'text' },
  sort: { balance: ACCOUNT_BALANCE, memberName: 'u.name' },
  defaultSort: ['id', 'ASC'],
  filters: {
    memberId: { type: 'uuid', sql: 'a.member_id' },
    kind: { type: 'equals', sql: `split_part(a.id, ':', 1)`, values: ['platform', 'member', 'task'] },
    q: { type: 'search', sql: ['a.id', 'u.name', 'u.email'] },
  },
};

export const LEDGER_CHECKS: ListSpec = {
  resource: 'ledger-checks',
  id: { sql: 'k.id', type: 'integer' },
  sort: { checkedAt: 'k.checked_at', ok: 'k.ok' },
  defaultSort: ['checkedAt', 'DESC'],
  filters: { ok: { type: 'boolean', sql: 'k.ok' } },
};

export const LEDGER_TRANSACTION_RECORDS = consoleResource<AdminLedgerTransactionRecord>(LEDGER_TRANSACTIONS);
export const LEDGER_ACCOUNT_RECORDS = consoleResource<AdminLedgerAccountRecord>(LEDGER_ACCOUNTS);
export const LEDGER_CHECK_RECORDS = consoleResource<LedgerCheckRecord>(LEDGER_CHECKS);

/** The ledger's read side (the writer is libs/db's, shared with the worker), and the checks it keeps. */
@Injectable()
export class LedgerRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The console's `ledger-transactions`: each with its postings. */
  readonly transactions: RecordReader<AdminLedgerTransactionRecord> = {
    list: async (query) => {
      const page = await readPage<Row>(this.db.manager, parseListQuery(query, LEDGER_TRANSACTIONS), TRANSACTION_SQL);
      return { ...page, rows: await this.withPostings(page.rows) };
    },
    one: async (id) => {
      const rows: Row[] = await this.db.query(
        `SELECT ${TRANSACTION_SQL.select} FROM ${TRANSACTION_SQL.from} WHERE t.id = $1`,
        [id],
      );
      if (!rows.length) throw new NotFound();
      return (await this.withPostings(rows))[0];
    },
  };

  /** The console's `ledger-accounts`: balances, with the member an account is theirs. */
  readonly accounts = sqlRecords(this.db.manager, LEDGER_ACCOUNTS, ACCOUNT_SQL, accountRecord);

  /** The console's `ledger-checks`: the reconciliations kept. */
  readonly checks = sqlRecords(this.db.manager, LEDGER_CHECKS, CHECK_SQL, checkRecord);

  /**
   * Runs the reconciliation (balances against postings, the platform accounts and every
   * transaction against their source rows) in one repeatable-read snapshot, and keeps the result
   * in `ledger_checks`; the kept check's id.
   */
  runCheck(): Promise<string> {
    return this.db.transaction('REPEATABLE READ', async (manager) =>
      this.keepCheck(manager, await verifyLedger(manager)),
    );
  }

  /** Transactions (rows of TRANSACTION_SQL) as the console reads them, with their postings read in one query. */
  private async withPostings(rows: Row[]): Promise<AdminLedgerTransactionRecord[]> {
    const postings: Row[] = rows.length
      ? await this.db.query(
          `SELECT transaction_id, account_id, type, amount::text AS amount FROM ledger_postings
           WHERE transaction_id = ANY($1::uuid[]) ORDER BY id`,
          [rows.map((row) => row.id)],
        )
      : [];
    return rows.map((row) => ({
      id: row.id as string,
      type: row.type as TransactionType,
      idempotencyKey: row.idempotency_key as string,
      memberId: (row.member_id as string | null) ?? null,
      memberName: (row.member_name as string | null) ?? null,
      reversesId: (row.reverses_id as string | null) ?? null,
      metadata: row.metadata as Record<string, unknown>,
      createdAt: (row.created_at as Date).toISOString(),
      postings: postings
        .filter((posting) => posting.transaction_id === row.id)
        .map((posting) => ({
          account: posting.account_id as string,
          type: posting.type as TransactionType,
          amount: money(posting.amount),
        })),
    }));
  }

  async lastCheck(): Promise<LedgerCheckRecord | null> {
    const [row]: Row[] = await this.db.query(
      `SELECT ${CHECK_SQL.select} FROM ${CHECK_SQL.from} ORDER BY k.checked_at DESC, k.id DESC LIMIT 1`,
    );
    return row ? checkRecord(row) : null;
  }

  /** Keeps a check's result; answers its id. */
  async keepCheck(manager: EntityManager, result: LedgerCheck): Promise<string> {
    const [row]: { id: string }[] = await manager.query(
      `INSERT INTO ledger_checks (ok, result, checked_at) VALUES ($1, $2, $3) RETURNING id`,
      [result.ok, JSON.stringify(result), result.checkedAt],
    );
    return row.id;
  }
}

/** A row of ACCOUNT_SQL as the console reads it. */
function accountRecord(row: Row): AdminLedgerAccountRecord {
  return {
    id: row.id as string,
    kind: (row.id as string).split(':')[0],
    memberId: (row.member_id as string | null) ?? null,
    memberName: (row.member_name as string | null) ?? null,
    memberEmail: (row.member_email as string | null) ?? null,
    balance: money(row.balance),
    mayGoNegative: row.may_go_negative as boolean,
  };
}

/** A row of CHECK_SQL as the console reads it. */
function checkRecord(row: Row): LedgerCheckRecord {
  const result = row.result as Partial<LedgerCheck>;
  return {
    id: Number(row.id),
    ok: row.ok as boolean,
    checkedAt: (row.checked_at as Date).toISOString(),
    accounts: result.accounts ?? null,
    drift: result.drift ?? [],
    unbalanced: result.unbalanced ?? [],
    total: result.total ?? null,
    // Checks kept before these findings existed have none.
    clearing: result.clearing ?? [],
    escrows: result.escrows ?? [],
    held: result.held ?? [],
    withoutSource: result.withoutSource ?? [],
    contentViewUsage: result.contentViewUsage ?? [],
    freeLimitCounters: result.freeLimitCounters ?? [],
  };
}
