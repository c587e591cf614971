import { HttpStatus } from '@nestjs/common';
import type { AppConfig } from '@earnwave/config';
import { hasCapability, UPLOAD_MSG } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';

/** Who uploads: the signed-in account's id and role. */
export type Uploader = Pick<UserEntity, 'id' | 'role'>;

/**
 * The bytes the uploader may still upload today (UTC days): UPLOAD_DAILY_QUOTA_MB less the size of
 * their uploads recorded since midnight UTC. Administrators have no quota (Infinity).
 */
export async function uploadAllowance(manager: EntityManager, uploader: Uploader, config: AppConfig): Promise<number> {
  if (hasCapability(uploader.role, 'admin')) return Infinity;
  const [{ used }]: { used: string }[] = await manager.query(
    `SELECT coalesce(sum(size), 0)::text AS used FROM uploads
     WHERE owner_id = $1 AND created_at >= date_trunc('day', now(), 'UTC')`,
    [uploader.id],
  );
  return config.uploadDailyQuotaMb * 1024 * 1024 - Number(used);
}

/** The refusal of an upload beyond the day's quota: 429, until midnight UTC. */
export function dailyQuotaReached(config: AppConfig): AppError {
  return AppError.field(HttpStatus.TOO_MANY_REQUESTS, 'file', UPLOAD_MSG.dailyQuota(config.uploadDailyQuotaMb));
}
