import type { OnModuleInit } from '@nestjs/common';
import type { PublicUploadPolicy, UploadAccess } from './uploads.route';

/**
 * A module's rule for the stored files its records name, registered with the PublicUploadPolicy
 * when the module starts. The module answers `accessOf` (from its repository): 'public',
 * 'attached' or 'restricted' for the file at that relative path.
 */
export abstract class ModuleUploadAccessRule implements OnModuleInit {
  constructor(private readonly policy: PublicUploadPolicy) {}

  onModuleInit(): void {
    this.policy.register((relativePath) => this.accessOf(relativePath));
  }

  abstract accessOf(relativePath: string): Promise<UploadAccess>;
}
