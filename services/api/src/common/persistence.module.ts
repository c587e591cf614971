import { Global, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { Outbox, PostgresOutbox, PostgresUnitOfWork, UnitOfWork } from '@earnwave/db';
import type { DataSource } from 'typeorm';

/**
 * The ports every module's commands write through, over PostgreSQL: the unit of work (a
 * transaction) and the outbox. Handler specs construct handlers with libs/testing's fakes instead
 * (docs/architecture.md, Ports and fakes).
 */
@Global()
@Module({
  providers: [
    { provide: UnitOfWork, useFactory: (db: DataSource) => new PostgresUnitOfWork(db), inject: [getDataSourceToken()] },
    { provide: Outbox, useClass: PostgresOutbox },
  ],
  exports: [UnitOfWork, Outbox],
})
export class PersistenceModule {}
