import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '@earnwave/config';
import { dataSourceOptions } from '@earnwave/db';
import type { Clock } from '@earnwave/domain';
import { AccessGuard } from './common/auth/access.guard';
import { AuthModule } from './common/auth/auth.module';
import { ErrorEnvelopeFilter } from './common/filters/error-envelope.filter';
import { createValidationPipe } from './common/pipes/validation';
import { RateLimitGuard } from './common/rate-limit/rate-limit.guard';
import { PersistenceModule } from './common/persistence.module';
import { RedisModule } from './common/redis.module';
import { ConfigModule } from '@earnwave/config';
import { AccountsModule } from './modules/accounts';
import { SessionsModule } from './modules/sessions';
import { TwoFactorModule } from './modules/two-factor';
import { HealthModule } from './modules/health';
import { SettingsModule } from './modules/settings';
import { LiveModule } from './modules/live';
import { NotificationsModule } from './modules/notifications';
import { MembershipsModule } from './modules/memberships';
import { ContentViewsModule } from './modules/content-views';
import { MemberStatsModule } from './modules/member-stats';
import { ReferralsModule } from './modules/referrals';
import { WalletModule } from './modules/wallet';
import { AdminModule } from './modules/admin';
import { LedgerModule } from './modules/ledger';
import { UploadsModule } from './modules/uploads';
import { TasksModule } from './modules/tasks';
import { ChatModule } from './modules/chat';
import { SeminarsModule } from './modules/seminars';
import { ProfilesModule } from './modules/profiles';
import { PostsModule } from './modules/posts';
import { IdempotencyInterceptor } from './common/idempotency/idempotency.interceptor';
import { IdempotencyRepository } from './common/idempotency/infra/idempotency.repository';

export type ModuleImport = NonNullable<DynamicModule['imports']>[number];

@Module({})
export class AppModule {
  /** `extraImports` lets a test mount probe routes beside the real ones. */
  static forRoot(config: AppConfig, extraImports: ModuleImport[] = [], clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, clock),
        TypeOrmModule.forRoot(
          dataSourceOptions(config.databaseUrl, config.databasePool.size, config.databasePool.waitMs),
        ),
        CqrsModule.forRoot(),
        PersistenceModule,
        RedisModule,
        AuthModule,
        HealthModule,
        SettingsModule,
        AccountsModule,
        SessionsModule,
        TwoFactorModule,
        LiveModule,
        NotificationsModule,
        MembershipsModule,
        ContentViewsModule,
        MemberStatsModule,
        ReferralsModule,
        WalletModule,
        AdminModule,
        LedgerModule,
        UploadsModule,
        TasksModule,
        ChatModule,
        SeminarsModule,
        ProfilesModule,
        PostsModule,
        ...extraImports,
      ],
      providers: [
        // Rate limits run first, so that refused guesses cost no database work.
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ErrorEnvelopeFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        IdempotencyRepository,
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
      ],
    };
  }
}
