import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, CLOCK, type AppConfig } from '@earnwave/config';
import { expireEndedMemberships, verifyLedger, type LedgerCheck } from '@earnwave/db';
import type { Clock } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { LiveUpdatesService } from '../../live/live-updates.service';
import { IdleLeads } from './idle-leads';
import { MaintenanceRepository } from './infra/maintenance.repository';
import { autoApproveOverdueProofs } from './task-proof-auto-approval';

/**
 * Periodic work the job schedulers start: membership expiry, ledger reconciliation, task proof
 * auto-approval and the ending of task leads left idle. The time rules read the clock (CLOCK), so
 * that a test moves it on instead of back-dating rows.
 */
@Injectable()
export class MaintenanceService {
  private readonly logger = new Logger(MaintenanceService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly live: LiveUpdatesService,
    private readonly maintenance: MaintenanceRepository,
    private readonly idleLeads: IdleLeads,
  ) {}

  /** Approves task proofs nobody decided within TASK_PROOF_AUTO_APPROVE_HOURS; answers how many. */
  async autoApproveTaskProofs(): Promise<number> {
    const approved = await autoApproveOverdueProofs(this.db, this.config.taskProofAutoApproveHours, this.clock.now());
    if (approved) this.logger.log({ approved }, 'task proofs approved automatically');
    return approved;
  }

  /**
   * Ends the task leads nobody worked on within TASK_PROOF_AUTO_APPROVE_HOURS (see idle-leads.ts),
   * then tells the members, and the owners whose balance rose, live; answers how many ended.
   */
  async endIdleTaskLeads(): Promise<{ released: number; closed: number }> {
    const { released, closed, posted, notifications } = await this.idleLeads.end(
      this.config.taskProofAutoApproveHours,
      this.clock.now(),
    );
    await this.live.afterCommit(posted, notifications);
    if (released || closed) this.logger.log({ released, closed }, 'idle task leads ended');
    return { released, closed };
  }

  /** Ends memberships whose term is over; answers how many. */
  async expireMemberships(): Promise<number> {
    const now = this.clock.now();
    const ended = await this.db.transaction((manager) => expireEndedMemberships(manager, now));
    if (ended) this.logger.log({ ended }, 'memberships expired');
    return ended;
  }

  /**
   * Proves the ledger (balances against postings; clearing, escrows and held balances against the
   * rows that explain them; every transaction against its source) and keeps the whole result in
   * `ledger_checks`, so a finding is visible in the database as well as in the log. Read in a
   * repeatable-read snapshot: rows and postings are written together, and a snapshot never sees one
   * without the other.
   */
  async reconcileLedger(): Promise<LedgerCheck> {
    const check = await this.db.transaction('REPEATABLE READ', async (manager) => {
      const result = await verifyLedger(manager);
      await this.maintenance.recordLedgerCheck(manager, result);
      return result;
    });
    if (!check.ok) {
      const { ok: _ok, checkedAt: _at, accounts: _accounts, ...findings } = check;
      this.logger.error(findings, 'ledger check failed: see ledger_checks');
    }
    return check;
  }
}
