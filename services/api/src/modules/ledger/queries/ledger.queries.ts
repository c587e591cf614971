import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { verifyLedger, type LedgerCheck } from '@earnwave/db';
import { PLATFORM, TRANSACTION_TYPES } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../common/errors';
import {
  createdWithin,
  parseListQuery,
  readPage,
  readRecord,
  readRecords,
  type ListSpec,
  type Page,
} from '../../../common/simple-rest/list-query';

type Row = Record<string, unknown>;

/**
 * A kept ledger check as the console reads it: each list holds what it found of one kind. Checks
 * kept before a kind of finding existed have none, and the oldest lack the counts.
 */
export interface LedgerCheckRecord extends Omit<LedgerCheck, 'accounts' | 'total'> {
  id: number;
  accounts: number | null;
  total: string | null;
}
const ACCOUNT = /^[\w:-]{1,80}$/;
const money = (value: unknown) => creditsToJson(BigInt(value as string));

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

/** Clearing keeps no projected balance (ARCHITECTURE.md): its balance is the sum of its postings. */
const ACCOUNT_BALANCE = `CASE WHEN a.id = '${PLATFORM.clearing}'
  THEN (SELECT coalesce(sum(p.amount), 0) FROM ledger_postings p WHERE p.account_id = a.id) ELSE a.balance END`;

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

/** The ledger, read-only: transactions with their postings, account balances, reconciliation checks. */
@Injectable()
export class LedgerQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async transactions(query: Record<string, unknown>): Promise<Page<Row>> {
    const page = await readPage<Row>(this.db.manager, parseListQuery(query, LEDGER_TRANSACTIONS), TRANSACTION_SQL);
    return { ...page, rows: await this.withPostings(page.rows) };
  }

  async transaction(id: string): Promise<Row> {
    const rows: Row[] = await this.db.query(
      `SELECT ${TRANSACTION_SQL.select} FROM ${TRANSACTION_SQL.from} WHERE t.id = $1`,
      [id],
    );
    if (!rows.length) throw new NotFound();
    return (await this.withPostings(rows))[0];
  }

  accounts(query: Record<string, unknown>): Promise<Page<Row>> {
    return readRecords(this.db.manager, LEDGER_ACCOUNTS, ACCOUNT_SQL, query, accountRecord);
  }

  account(id: string): Promise<Row> {
    return readRecord(this.db.manager, LEDGER_ACCOUNTS, ACCOUNT_SQL, id, accountRecord);
  }

  checks(query: Record<string, unknown>): Promise<Page<LedgerCheckRecord>> {
    return readRecords(this.db.manager, LEDGER_CHECKS, CHECK_SQL, query, checkRecord);
  }

  check(id: string): Promise<LedgerCheckRecord> {
    return readRecord(this.db.manager, LEDGER_CHECKS, CHECK_SQL, id, checkRecord);
  }

  async lastCheck(): Promise<LedgerCheckRecord | null> {
    const [row]: Row[] = await this.db.query(
      `SELECT ${CHECK_SQL.select} FROM ${CHECK_SQL.from} ORDER BY k.checked_at DESC, k.id DESC LIMIT 1`,
    );
    return row ? checkRecord(row) : null;
  }

  /**
   * Runs the reconciliation now, as the worker's hourly job does (balances against postings, the
   * platform accounts and every transaction against their source rows) in one repeatable-read
   * snapshot, and keeps the result in `ledger_checks`.
   */
  async runCheck(): Promise<LedgerCheckRecord> {
    const id = await this.db.transaction('REPEATABLE READ', async (manager) => {
      const result = await verifyLedger(manager);
      const [row]: { id: string }[] = await manager.query(
        `INSERT INTO ledger_checks (ok, result, checked_at) VALUES ($1, $2, $3) RETURNING id`,
        [result.ok, JSON.stringify(result), result.checkedAt],
      );
      return row.id;
    });
    return this.check(id);
  }

  /** The postings of a page of transactions, in one query. */
  private async withPostings(rows: Row[]): Promise<Row[]> {
    const postings: Row[] = rows.length
      ? await this.db.query(
          `SELECT transaction_id, account_id, type, amount::text AS amount FROM ledger_postings
           WHERE transaction_id = ANY($1::uuid[]) ORDER BY id`,
          [rows.map((row) => row.id)],
        )
      : [];
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      idempotencyKey: row.idempotency_key,
      memberId: row.member_id ?? null,
      memberName: row.member_name ?? null,
      reversesId: row.reverses_id ?? null,
      metadata: row.metadata,
      createdAt: (row.created_at as Date).toISOString(),
      postings: postings
        .filter((posting) => posting.transaction_id === row.id)
        .map((posting) => ({ account: posting.account_id, type: posting.type, amount: money(posting.amount) })),
    }));
  }
}

function accountRecord(row: Row): Row {
  return {
    id: row.id,
    kind: (row.id as string).split(':')[0],
    memberId: row.member_id ?? null,
    memberName: row.member_name ?? null,
    memberEmail: row.member_email ?? null,
    balance: money(row.balance),
    mayGoNegative: row.may_go_negative,
  };
}

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
  };
}
