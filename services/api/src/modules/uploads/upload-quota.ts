import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, CLOCK, type AppConfig } from '@earnwave/config';
import { hasCapability, UPLOAD_MSG } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import type { Clock } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { UploadsRepository } from './infra/uploads.repository';

/** Who uploads: the signed-in account's id and role. */
export type Uploader = Pick<UserEntity, 'id' | 'role'>;

/** Each uploader's daily quota (UTC days, by the platform's clock): UPLOAD_DAILY_QUOTA_MB. */
@Injectable()
export class UploadQuota {
  constructor(
    private readonly uploads: UploadsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The bytes the uploader may still upload today: the quota less the size of their uploads
   * recorded since midnight UTC. Administrators have no quota (Infinity).
   */
  async allowance(uploader: Uploader, manager?: EntityManager): Promise<number> {
    if (hasCapability(uploader.role, 'admin')) return Infinity;
    const used = await this.uploads.bytesUploadedOn(uploader.id, this.clock.now(), manager);
    return this.config.uploadDailyQuotaMb * 1024 * 1024 - used;
  }
}

/** The refusal of an upload beyond the day's quota: 429, until midnight UTC. */
export function dailyQuotaReached(config: AppConfig): AppError {
  return AppError.field(HttpStatus.TOO_MANY_REQUESTS, 'file', UPLOAD_MSG.dailyQuota(config.uploadDailyQuotaMb));
}
