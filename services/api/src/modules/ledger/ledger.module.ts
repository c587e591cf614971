import { Module } from '@nestjs/common';
import { AdminLedgerController } from './http/admin-ledger.controller';
import { MemberLedgerController } from './http/member-ledger.controller';
import { LedgerRepository } from './infra/ledger.repository';
import { MemberLedgerRepository } from './infra/member-ledger.repository';
import { LedgerQueries } from './queries/ledger.queries';
import { MemberLedgerQueries } from './queries/member-ledger.queries';

/**
 * The ledger's read side: a member's own history of money, and as administrators read it
 * transactions with postings, account balances and the reconciliation checks. Postings are written through `@earnwave/db`'s ledger writer, which the API
 * and the worker share; this module only reads, and records a check when asked.
 */
@Module({
  controllers: [MemberLedgerController, AdminLedgerController],
  providers: [LedgerQueries, LedgerRepository, MemberLedgerQueries, MemberLedgerRepository],
  exports: [LedgerQueries, MemberLedgerQueries],
})
export class LedgerModule {}
