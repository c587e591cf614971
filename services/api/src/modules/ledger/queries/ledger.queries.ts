import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { verifyLedger } from '@earnwave/db';
import { TRANSACTION_TYPES } from '@earnwave/domain';
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
import {
  ACCOUNT_BALANCE,
  ACCOUNT_SQL,
  accountRecord,
  CHECK_SQL,
  checkRecord,
  LedgerRepository,
  TRANSACTION_SQL,
  type AdminLedgerAccountRecord,
  type AdminLedgerTransactionRecord,
  type LedgerCheckRecord,
} from '../infra/ledger.repository';

type Row = Record<string, unknown>;

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

/** The ledger, read-only: transactions with their postings, account balances, reconciliation checks. */
@Injectable()
export class LedgerQueries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ledger: LedgerRepository,
  ) {}

  async transactions(query: Record<string, unknown>): Promise<Page<AdminLedgerTransactionRecord>> {
    const page = await readPage<Row>(this.db.manager, parseListQuery(query, LEDGER_TRANSACTIONS), TRANSACTION_SQL);
    return { ...page, rows: await this.ledger.withPostings(page.rows) };
  }

  async transaction(id: string): Promise<AdminLedgerTransactionRecord> {
    const transaction = await this.ledger.transaction(id);
    if (!transaction) throw new NotFound();
    return transaction;
  }

  accounts(query: Record<string, unknown>): Promise<Page<AdminLedgerAccountRecord>> {
    return readRecords(this.db.manager, LEDGER_ACCOUNTS, ACCOUNT_SQL, query, accountRecord);
  }

  account(id: string): Promise<AdminLedgerAccountRecord> {
    return readRecord(this.db.manager, LEDGER_ACCOUNTS, ACCOUNT_SQL, id, accountRecord);
  }

  checks(query: Record<string, unknown>): Promise<Page<LedgerCheckRecord>> {
    return readRecords(this.db.manager, LEDGER_CHECKS, CHECK_SQL, query, checkRecord);
  }

  check(id: string): Promise<LedgerCheckRecord> {
    return readRecord(this.db.manager, LEDGER_CHECKS, CHECK_SQL, id, checkRecord);
  }

  lastCheck(): Promise<LedgerCheckRecord | null> {
    return this.ledger.lastCheck();
  }

  /**
   * Runs the reconciliation now, as the worker's hourly job does (balances against postings, the
   * platform accounts and every transaction against their source rows) in one repeatable-read
   * snapshot, and keeps the result in `ledger_checks`.
   */
  async runCheck(): Promise<LedgerCheckRecord> {
    const id = await this.db.transaction('REPEATABLE READ', async (manager) =>
      this.ledger.keepCheck(manager, await verifyLedger(manager)),
    );
    return this.check(id);
  }
}
