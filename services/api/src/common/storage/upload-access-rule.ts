import { Injectable, type OnModuleInit } from '@nestjs/common';
import { UploadAccessRepository } from './upload-access.repository';
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
    private readonly uploads: UploadAccessRepository,
    private readonly policy: PublicUploadPolicy,
  ) {}

  onModuleInit(): void {
    this.policy.register((relativePath) => this.accessOf(relativePath));
  }

  accessOf(relativePath: string): Promise<UploadAccess> {
    return this.uploads.accessOf(this.sql, relativePath);
  }
}
