import { DataSource } from 'typeorm';
import { OptionEntity } from './entities/option.entity';
import { OutboxEventEntity } from './entities/outbox-event.entity';
import { UsedTokenEntity } from './entities/used-token.entity';
import { UserEntity } from './entities/user.entity';
import { SessionEntity } from './entities/session.entity';
import { NotificationEntity } from './entities/notification.entity';
import { Accounts1763870000000 } from './migrations/1763870000000-accounts';
import { Ledger1763870100000 } from './migrations/1763870100000-ledger';
import { Payments1763870200000 } from './migrations/1763870200000-payments';
import { Memberships1763870300000 } from './migrations/1763870300000-memberships';
import { ContentViews1763870500000 } from './migrations/1763870500000-content-views';
import { Wallet1763870600000 } from './migrations/1763870600000-wallet';
import { ReferralRewards1763870700000 } from './migrations/1763870700000-referral-rewards';
import { Notifications1763870400000 } from './migrations/1763870400000-notifications';
import { Tasks1763870900000 } from './migrations/1763870900000-tasks';
import { Profiles1763871000000 } from './migrations/1763871000000-profiles';
import { Posts1763871200000 } from './migrations/1763871200000-posts';
import { Seminars1763871300000 } from './migrations/1763871300000-seminars';
import { Chat1763871400000 } from './migrations/1763871400000-chat';
import { OutboxProcessed1763871500000 } from './migrations/1763871500000-outbox-processed';
import { TaskLeadEndings1763871600000 } from './migrations/1763871600000-task-lead-endings';
import { TxidClaims1763871700000 } from './migrations/1763871700000-txid-claims';
import { Sessions1763871800000 } from './migrations/1763871800000-sessions';
import { TwoFactor1763871860000 } from './migrations/1763871860000-two-factor';
import { PrivatePostMedia1763871930000 } from './migrations/1763871930000-private-post-media';
import { SessionChanges1763872000000 } from './migrations/1763872000000-session-changes';
import { RewardsUnprojected1763872100000 } from './migrations/1763872100000-rewards-unprojected';
import { SessionDevices1763872200000 } from './migrations/1763872200000-session-devices';
import { CardPaymentReversals1763873000000 } from './migrations/1763873000000-card-payment-reversals';
import { WithdrawalCancel1763873100000 } from './migrations/1763873100000-withdrawal-cancel';
import { Retention1763873300000 } from './migrations/1763873300000-retention';
import { PaymentNetworks1763873400000 } from './migrations/1763873400000-payment-networks';
import { PaymentReview1763873410000 } from './migrations/1763873410000-payment-review';
import { ChainChecks1763873500000 } from './migrations/1763873500000-chain-checks';
import { CardReversalsAhead1763873600010 } from './migrations/1763873600010-card-reversals-ahead';
import { QuietSessionTouches1763873650000 } from './migrations/1763873650000-quiet-session-touches';
import { ContentViewWeekUsage1763873700000 } from './migrations/1763873700000-content-view-week-usage';
import { FreeLimitCounters1763873800000 } from './migrations/1763873800000-free-limit-counters';

export const ENTITIES = [
  UserEntity,
  UsedTokenEntity,
  OptionEntity,
  OutboxEventEntity,
  NotificationEntity,
  SessionEntity,
];
export const MIGRATIONS = [
  Accounts1763870000000,
  Ledger1763870100000,
  Payments1763870200000,
  Memberships1763870300000,
  ContentViews1763870500000,
  Wallet1763870600000,
  ReferralRewards1763870700000,
  Notifications1763870400000,
  Tasks1763870900000,
  Profiles1763871000000,
  Posts1763871200000,
  Seminars1763871300000,
  Chat1763871400000,
  OutboxProcessed1763871500000,
  TaskLeadEndings1763871600000,
  TxidClaims1763871700000,
  Sessions1763871800000,
  TwoFactor1763871860000,
  PrivatePostMedia1763871930000,
  SessionChanges1763872000000,
  RewardsUnprojected1763872100000,
  SessionDevices1763872200000,
  CardPaymentReversals1763873000000,
  WithdrawalCancel1763873100000,
  Retention1763873300000,
  PaymentNetworks1763873400000,
  PaymentReview1763873410000,
  ChainChecks1763873500000,
  CardReversalsAhead1763873600010,
  QuietSessionTouches1763873650000,
  ContentViewWeekUsage1763873700000,
  FreeLimitCounters1763873800000,
  // New migrations go at the end of this list, in timestamp order.
];

/**
 * A query that finds every pooled connection taken waits this long for one, then fails (503 at the
 * API) rather than for ever: pg's default is to wait without end, which turned any starvation into
 * requests that never answered.
 */
export const POOL_WAIT_MS_DEFAULT = 10_000;

/** pg-pool's words when a query got no connection within the wait: none came free, or a new one did not connect. */
const NO_CONNECTION_IN_TIME = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

/** Whether a query failed because its pool gave it no connection within POOL_WAIT_MS (the API answers 503). */
export function isPoolWaitExceeded(error: unknown): boolean {
  return error instanceof Error && NO_CONNECTION_IN_TIME.has(error.message);
}

/** The one way to build a connection: schema changes come from migrations only, never synchronize. */
export function dataSourceOptions(url: string, poolSize = 10, poolWaitMs = POOL_WAIT_MS_DEFAULT) {
  return {
    type: 'postgres' as const,
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    extra: {
      max: poolSize,
      connectionTimeoutMillis: poolWaitMs,
      // For the named statements of prepared() only (PostgreSQL plans an unnamed one afresh each
      // time whatever this says): see there.
      options: '-c plan_cache_mode=force_generic_plan',
    },
  };
}

export function createDataSource(url: string, poolSize?: number, poolWaitMs?: number): DataSource {
  return new DataSource(dataSourceOptions(url, poolSize, poolWaitMs));
}
