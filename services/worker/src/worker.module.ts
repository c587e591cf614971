import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { bullMqOptions, ConfigModule, type AppConfig } from '@earnwave/config';
import { QUEUES } from '@earnwave/contracts';
import { dataSourceOptions } from '@earnwave/db';
import { OutboxRelayService } from './outbox/outbox-relay.service';
import { OutboxRedeliveryService } from './outbox/outbox-redelivery.service';
import { MailProcessor } from './processors/mail/mail.processor';
import { SettlementProcessor } from './processors/settlement/settlement.processor';
import { SettlementService } from './processors/settlement/settlement.service';
import { LiveUpdatesService } from './live/live-updates.service';
import { MembershipsProcessor } from './processors/memberships/memberships.processor';
import { FreeActivationService } from './processors/memberships/free-activation.service';
import { MaintenanceProcessor } from './processors/maintenance/maintenance.processor';
import { MaintenanceService } from './processors/maintenance/maintenance.service';
import { MailTransport } from './processors/mail/mail-transport';
import { DEFAULT_JOB_OPTIONS } from './queues';
import { assertOneProcessorPerQueue } from './processor-check';

/** One processor per queue; the boot check below refuses a queue with none or two. */
export const PROCESSORS: Type[] = [MailProcessor, SettlementProcessor, MembershipsProcessor, MaintenanceProcessor];

/** Boots only what the processors need: no HTTP, no controllers. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    assertOneProcessorPerQueue(PROCESSORS, Object.values(QUEUES));
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl, 5)),
        BullModule.forRoot({
          ...bullMqOptions(config),
          defaultJobOptions: DEFAULT_JOB_OPTIONS,
        }),
        BullModule.registerQueue(...Object.values(QUEUES).map((name) => ({ name }))),
      ],
      providers: [
        OutboxRelayService,
        OutboxRedeliveryService,
        MailTransport,
        SettlementService,
        LiveUpdatesService,
        FreeActivationService,
        MaintenanceService,
        ...PROCESSORS,
      ],
    };
  }
}
