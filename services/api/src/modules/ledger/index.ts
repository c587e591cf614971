export { LedgerModule } from './ledger.module';
export { LedgerQueries } from './queries/ledger.queries';
