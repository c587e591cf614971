import { Injectable } from '@nestjs/common';
import { LedgerRepository, type LedgerCheckRecord } from '../infra/ledger.repository';

/** The reconciliation checks beyond the console's list and record: the last one, and one run now. */
@Injectable()
export class LedgerQueries {
  constructor(private readonly ledger: LedgerRepository) {}

  lastCheck(): Promise<LedgerCheckRecord | null> {
    return this.ledger.lastCheck();
  }

  /** Runs the reconciliation now, as the worker's hourly job does, and answers the check it kept. */
  async runCheck(): Promise<LedgerCheckRecord> {
    return this.ledger.checks.one(await this.ledger.runCheck());
  }
}
