import { DataSource } from 'typeorm';
import { OptionEntity } from './entities/option.entity';
import { OutboxEventEntity } from './entities/outbox-event.entity';
import { UsedTokenEntity } from './entities/used-token.entity';
import { UserEntity } from './entities/user.entity';
import { Accounts1763870000000 } from './migrations/1763870000000-accounts';

export const ENTITIES = [UserEntity, UsedTokenEntity, OptionEntity, OutboxEventEntity];
export const MIGRATIONS = [Accounts1763870000000];

/** The one way to build a connection: schema changes come from migrations only, never synchronize. */
export function dataSourceOptions(url: string, poolSize = 10) {
  return {
    type: 'postgres' as const,
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    extra: { max: poolSize },
  };
}

export function createDataSource(url: string, poolSize?: number): DataSource {
  return new DataSource(dataSourceOptions(url, poolSize));
}
