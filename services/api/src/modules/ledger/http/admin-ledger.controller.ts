import { Injectable, Post, type PipeTransform } from '@nestjs/common';
import { NotFound } from '../../../common/errors';
import { ConsoleRecords } from '../../../common/simple-rest/console-records';
import { RecordIdPipe } from '../../../common/simple-rest/list-query';
import { LEDGER_ACCOUNT_RECORDS, LEDGER_CHECK_RECORDS, LEDGER_TRANSACTION_RECORDS } from '../infra/ledger.repository';
import { LedgerQueries } from '../queries/ledger.queries';

/** Check ids are bigserial: a number past a safe integer names no check (and PostgreSQL's bigint refuses it). */
const CheckIdPipe: PipeTransform<string, string> = {
  transform: (id) => {
    if (!/^[1-9]\d{0,14}$/.test(id)) throw new NotFound();
    return id;
  },
};

/** The ledger's transactions with their postings, read-only. */
export class AdminLedgerTransactionsController extends ConsoleRecords(LEDGER_TRANSACTION_RECORDS, RecordIdPipe) {}

/** The ledger's account balances, read-only; an account's id is its name (`member:{id}:available`). */
export class AdminLedgerAccountsController extends ConsoleRecords(LEDGER_ACCOUNT_RECORDS) {}

/** The reconciliation checks kept, and one run now. */
@Injectable()
export class AdminLedgerChecksController extends ConsoleRecords(LEDGER_CHECK_RECORDS, CheckIdPipe) {
  constructor(private readonly ledger: LedgerQueries) {
    super();
  }

  /** Runs the reconciliation now, keeps its result and answers it. */
  @Post()
  runCheck() {
    return this.ledger.runCheck();
  }
}
