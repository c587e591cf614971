import { Injectable } from '@nestjs/common';
import { ModuleUploadAccessRule } from '../../common/storage/upload-access-rule';
import { PublicUploadPolicy } from '../../common/storage/uploads.route';
import { SeminarsRepository } from './infra/seminars.repository';

/**
 * Seminar media are opened by membership level, so an uploaded medium is never served at its
 * public `/uploads/...` path: readers at the required level get signed links of the media route.
 */
@Injectable()
export class SeminarMediaPolicy extends ModuleUploadAccessRule {
  constructor(
    policy: PublicUploadPolicy,
    private readonly seminars: SeminarsRepository,
  ) {
    super(policy);
  }

  accessOf(relativePath: string) {
    return this.seminars.mediaAccess(relativePath);
  }
}
