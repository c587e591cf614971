import { Injectable } from '@nestjs/common';
import { NotFound } from '../../../common/errors';
import type { Page } from '../../../common/simple-rest/list-query';
import {
  LedgerRepository,
  type AdminLedgerAccountRecord,
  type AdminLedgerTransactionRecord,
  type LedgerCheckRecord,
} from '../infra/ledger.repository';

/** The ledger, read-only: transactions with their postings, account balances, reconciliation checks. */
@Injectable()
export class LedgerQueries {
  constructor(private readonly ledger: LedgerRepository) {}

  async transactions(query: Record<string, unknown>): Promise<Page<AdminLedgerTransactionRecord>> {
    const page = await this.ledger.transactionsPage(query);
    return { ...page, rows: await this.ledger.withPostings(page.rows) };
  }

  async transaction(id: string): Promise<AdminLedgerTransactionRecord> {
    const transaction = await this.ledger.transaction(id);
    if (!transaction) throw new NotFound();
    return transaction;
  }

  accounts(query: Record<string, unknown>): Promise<Page<AdminLedgerAccountRecord>> {
    return this.ledger.accounts(query);
  }

  account(id: string): Promise<AdminLedgerAccountRecord> {
    return this.ledger.account(id);
  }

  checks(query: Record<string, unknown>): Promise<Page<LedgerCheckRecord>> {
    return this.ledger.checks(query);
  }

  check(id: string): Promise<LedgerCheckRecord> {
    return this.ledger.check(id);
  }

  lastCheck(): Promise<LedgerCheckRecord | null> {
    return this.ledger.lastCheck();
  }

  /** Runs the reconciliation now, as the worker's hourly job does, and answers the check it kept. */
  async runCheck(): Promise<LedgerCheckRecord> {
    return this.check(await this.ledger.runCheck());
  }
}
