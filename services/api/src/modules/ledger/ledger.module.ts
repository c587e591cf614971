import { Module } from '@nestjs/common';
import { AdminLedgerController } from './http/admin-ledger.controller';
import { LedgerRepository } from './infra/ledger.repository';
import { LedgerQueries } from './queries/ledger.queries';

/**
 * The ledger as administrators read it: transactions with postings, account balances and the
 * reconciliation checks. Postings are written through `@earnwave/db`'s ledger writer, which the API
 * and the worker share; this module only reads, and records a check when asked.
 */
@Module({
  controllers: [AdminLedgerController],
  providers: [LedgerQueries, LedgerRepository],
  exports: [LedgerQueries],
})
export class LedgerModule {}
