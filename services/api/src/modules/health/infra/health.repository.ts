import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** What the readiness check asks of PostgreSQL. */
@Injectable()
export class HealthRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Resolves when the database answers a trivial query through the pool. */
  async ping(): Promise<void> {
    await this.db.query('SELECT 1');
  }
}
