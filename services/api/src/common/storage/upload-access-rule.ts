import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PublicUploadPolicy, type UploadAccess } from './uploads.route';

/**
 * A module's rule for the stored files its records name, registered with the PublicUploadPolicy
 * when the module starts. The module gives only its SQL: one row whose `access` ('public',
 * 'attached' or 'restricted') is the answer for the file whose relative path is `$1`.
 */
@Injectable()
export abstract class SqlUploadAccessRule implements OnModuleInit {
  protected abstract readonly sql: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly policy: PublicUploadPolicy,
  ) {}

  onModuleInit(): void {
    this.policy.register((relativePath) => this.accessOf(relativePath));
  }

  async accessOf(relativePath: string): Promise<UploadAccess> {
    const [row]: { access: UploadAccess }[] = await this.db.query(this.sql, [relativePath]);
    return row.access;
  }
}
