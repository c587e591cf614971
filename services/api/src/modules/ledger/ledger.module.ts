import { Module } from '@nestjs/common';
import {
  AdminLedgerAccountsController,
  AdminLedgerChecksController,
  AdminLedgerTransactionsController,
} from './http/admin-ledger.controller';
import { provideReader } from '../../common/simple-rest/console-records';
import { MemberLedgerController } from './http/member-ledger.controller';
import {
  LEDGER_ACCOUNT_RECORDS,
  LEDGER_CHECK_RECORDS,
  LEDGER_TRANSACTION_RECORDS,
  LedgerRepository,
} from './infra/ledger.repository';
import { MemberLedgerRepository } from './infra/member-ledger.repository';
import { LedgerQueries } from './queries/ledger.queries';
import { MemberLedgerQueries } from './queries/member-ledger.queries';

/**
 * The ledger's read side: a member's own history of money, and as administrators read it
 * transactions with postings, account balances and the reconciliation checks. Postings are written through `@earnwave/db`'s ledger writer, which the API
 * and the worker share; this module only reads, and records a check when asked.
 */
@Module({
  controllers: [
    MemberLedgerController,
    AdminLedgerTransactionsController,
    AdminLedgerAccountsController,
    AdminLedgerChecksController,
  ],
  providers: [
    LedgerQueries,
    LedgerRepository,
    MemberLedgerQueries,
    MemberLedgerRepository,
    provideReader(LEDGER_TRANSACTION_RECORDS, LedgerRepository, (ledger) => ledger.transactions),
    provideReader(LEDGER_ACCOUNT_RECORDS, LedgerRepository, (ledger) => ledger.accounts),
    provideReader(LEDGER_CHECK_RECORDS, LedgerRepository, (ledger) => ledger.checks),
  ],
  exports: [LedgerQueries, MemberLedgerQueries],
})
export class LedgerModule {}
