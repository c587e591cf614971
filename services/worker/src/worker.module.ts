import { BullModule } from '@nestjs/bullmq';
import { Inject, Module, type DynamicModule, type OnApplicationShutdown, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  bullMqOptions,
  closeBullMqConnection,
  ConfigModule,
  type AppConfig,
  type BullMqOptions,
} from '@earnwave/config';
import { QUEUES } from '@earnwave/contracts';
import { dataSourceOptions } from '@earnwave/db';
import type { ChainVerifier, Clock } from '@earnwave/domain';
import { OutboxRelayService } from './outbox/outbox-relay.service';
import { OutboxRedeliveryService } from './outbox/outbox-redelivery.service';
import { OutboxRepository } from './outbox/infra/outbox.repository';
import { MailProcessor } from './processors/mail/mail.processor';
import { SettlementProcessor } from './processors/settlement/settlement.processor';
import { SettlementService } from './processors/settlement/settlement.service';
import { SettlementRepository } from './processors/settlement/infra/settlement.repository';
import { TaskProofSettlement } from './processors/settlement/task-proofs';
import { TaskProofsRepository } from './processors/settlement/infra/task-proofs.repository';
import { ReferralRewards } from './processors/settlement/referral-rewards';
import { LiveUpdatesService } from './live/live-updates.service';
import { MembershipsProcessor } from './processors/memberships/memberships.processor';
import { FreeActivationService } from './processors/memberships/free-activation.service';
import { MaintenanceProcessor } from './processors/maintenance/maintenance.processor';
import { MaintenanceService } from './processors/maintenance/maintenance.service';
import { MaintenanceRepository } from './processors/maintenance/infra/maintenance.repository';
import { IdleLeads } from './processors/maintenance/idle-leads';
import { Retention } from './processors/maintenance/retention';
import { RetentionRepository } from './processors/maintenance/infra/retention.repository';
import { MailTransport } from './processors/mail/mail-transport';
import { DEFAULT_JOB_OPTIONS } from './queues';
import { assertOneProcessorPerQueue } from './processor-check';
import { CHAIN_VERIFIER, chainVerifierProvider } from './chain/chain-verifier.factory';
import { ChainChecksService } from './payment-desk/chain-checks.service';

/** What a test (or the adapters' wiring) may give the worker instead of its defaults. */
export interface WorkerOptions {
  /** The payment desk's verifier (a test's fake); otherwise the one the USDT_* variables choose. */
  chainVerifier?: ChainVerifier;
}

/** One processor per queue; the boot check below refuses a queue with none or two. */
export const PROCESSORS: Type[] = [MailProcessor, SettlementProcessor, MembershipsProcessor, MaintenanceProcessor];

const BULLMQ_OPTIONS = Symbol('BULLMQ_OPTIONS');

/** Boots only what the processors need: no HTTP, no controllers. */
@Module({})
export class WorkerModule implements OnApplicationShutdown {
  constructor(@Inject(BULLMQ_OPTIONS) private readonly bullMq: BullMqOptions) {}

  static forRoot(config: AppConfig, clock?: Clock, options: WorkerOptions = {}): DynamicModule {
    assertOneProcessorPerQueue(PROCESSORS, Object.values(QUEUES));
    const bullMq = bullMqOptions(config);
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config, clock),
        TypeOrmModule.forRoot(
          dataSourceOptions(config.databaseUrl, config.databasePool.size ?? 5, config.databasePool.waitMs),
        ),
        BullModule.forRoot({
          ...bullMq,
          defaultJobOptions: DEFAULT_JOB_OPTIONS,
        }),
        BullModule.registerQueue(...Object.values(QUEUES).map((name) => ({ name }))),
      ],
      providers: [
        { provide: BULLMQ_OPTIONS, useValue: bullMq },
        OutboxRepository,
        OutboxRelayService,
        OutboxRedeliveryService,
        MailTransport,
        SettlementRepository,
        TaskProofsRepository,
        TaskProofSettlement,
        ReferralRewards,
        SettlementService,
        LiveUpdatesService,
        FreeActivationService,
        MaintenanceRepository,
        IdleLeads,
        MaintenanceService,
        options.chainVerifier ? { provide: CHAIN_VERIFIER, useValue: options.chainVerifier } : chainVerifierProvider,
        RetentionRepository,
        Retention,
        ChainChecksService,
        ...PROCESSORS,
      ],
    };
  }

  /** Runs after BullMQ has closed the queues and workers (the root module's hooks come last). */
  async onApplicationShutdown(): Promise<void> {
    await closeBullMqConnection(this.bullMq);
  }
}
