export { LedgerModule } from './ledger.module';
export { LedgerQueries } from './queries/ledger.queries';
export { MemberLedgerQueries } from './queries/member-ledger.queries';
