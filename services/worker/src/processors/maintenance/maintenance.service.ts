import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { expireEndedMemberships, verifyLedger, type LedgerCheck } from '@earnwave/db';
import { DataSource } from 'typeorm';

/** Periodic work the job schedulers start: membership expiry and ledger reconciliation. */
@Injectable()
export class MaintenanceService {
  private readonly logger = new Logger(MaintenanceService.name);

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Ends memberships whose term is over; answers how many. */
  async expireMemberships(now: Date = new Date()): Promise<number> {
    const ended = await this.db.transaction((manager) => expireEndedMemberships(manager, now));
    if (ended) this.logger.log({ ended }, 'memberships expired');
    return ended;
  }

  /**
   * Recomputes every balance from its postings and keeps the result, so drift is visible in the
   * database as well as in the log. Read in a repeatable-read snapshot: postings and balances are
   * written together, and a snapshot never sees one without the other.
   */
  async reconcileLedger(): Promise<LedgerCheck> {
    const check = await this.db.transaction('REPEATABLE READ', async (manager) => {
      const result = await verifyLedger(manager);
      await manager.query(`INSERT INTO ledger_checks (ok, result, checked_at) VALUES ($1, $2, $3)`, [
        result.ok,
        JSON.stringify(result),
        result.checkedAt,
      ]);
      return result;
    });
    if (!check.ok) {
      this.logger.error(
        { drift: check.drift, unbalanced: check.unbalanced, total: check.total },
        'ledger drift: balances differ from their postings',
      );
    }
    return check;
  }
}
