import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, CLOCK, type AppConfig } from '@earnwave/config';
import { MFA_TOKEN_TTL_SECONDS, RESET_LINK_TTL_SECONDS, VERIFY_LINK_TTL_SECONDS } from '@earnwave/contracts';
import type { Clock } from '@earnwave/domain';
import { RetentionRepository } from './infra/retention.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per DELETE: small enough that a batch holds its locks for milliseconds. */
export const RETENTION_BATCH = 1000;
/** Batches per table per run: a backlog (the first run on an old database) is worked off over several hours. */
export const RETENTION_MAX_BATCHES = 50;
/**
 * A spent one-time token (a mailed link, a sign-in's second-factor step) is kept until it has
 * expired for sure: it was used before its expiry, so a day past the longest lifetime its JWT is
 * refused anyway, and the row that refused a replay is no longer needed.
 */
const USED_TOKEN_KEEP_MS =
  Math.max(VERIFY_LINK_TTL_SECONDS, RESET_LINK_TTL_SECONDS, MFA_TOKEN_TTL_SECONDS) * 1000 + DAY_MS;

export type RetentionResult = Record<'sessions' | 'outbox' | 'cardEvents' | 'usedTokens' | 'reviewRecords', number>;

/**
 * Deletes the rows that would otherwise grow for ever, each kind after its retention
 * (RETENTION_*_DAYS; the README's Retention section says what and why). What money or a replay
 * guard depends on is never touched: ledger rows, idempotency keys, the outbox events that explain
 * a settlement, every event not yet processed. Runs hourly from the maintenance queue, in batches.
 * It also erases what the payment desk links accounts by (sign-up addresses, sessions' addresses and
 * device ids) once older than REVIEW_RETENTION_DAYS: one job, one schedule for all that is kept about members.
 */
@Injectable()
export class Retention {
  private readonly logger = new Logger(Retention.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly rows: RetentionRepository,
  ) {}

  async run(): Promise<RetentionResult> {
    const now = this.clock.now().getTime();
    const { sessionsDays, outboxDays, cardEventsDays } = this.config.retention;
    const before = (ms: number) => new Date(now - ms);
    const result: RetentionResult = {
      sessions: await this.inBatches((n) => this.rows.deleteSessionsOverBefore(before(sessionsDays * DAY_MS), n)),
      outbox: await this.inBatches((n) => this.rows.deleteOutboxProcessedBefore(before(outboxDays * DAY_MS), n)),
      cardEvents: await this.inBatches((n) =>
        this.rows.deleteCardEventsReceivedBefore(before(cardEventsDays * DAY_MS), n),
      ),
      usedTokens: await this.inBatches((n) => this.rows.deleteUsedTokensBefore(before(USED_TOKEN_KEEP_MS), n)),
      reviewRecords: await this.rows.eraseReviewRecords(this.config.reviewRetentionDays, new Date(now)),
    };
    if (Object.values(result).some(Boolean)) this.logger.log(result, 'old rows deleted (retention)');
    return result;
  }

  private async inBatches(deleteBatch: (limit: number) => Promise<number>): Promise<number> {
    let total = 0;
    for (let batch = 0; batch < RETENTION_MAX_BATCHES; batch += 1) {
      const deleted = await deleteBatch(RETENTION_BATCH);
      total += deleted;
      if (deleted < RETENTION_BATCH) break;
    }
    return total;
  }
}
