import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError, NotFound } from '../../../common/errors';
import { NOTHING_TO_CHANGE } from '../../../common/simple-rest/list-query';
import { LEVEL_MSG } from '../membership-level-messages';
import { UpdateMembershipLevelCommand } from './update-membership-level.command';

/** DTO field → column. Money arrives as micro-credits (bigint), JSON fields as JSON. */
const COLUMNS: Record<string, { column: string; cast?: string; json?: boolean }> = {
  title: { column: 'title' },
  subTitle: { column: 'sub_title' },
  buttonText: { column: 'button_text' },
  price: { column: 'price', cast: 'bigint' },
  isFeatured: { column: 'is_featured' },
  available: { column: 'available' },
  featuresTitle: { column: 'features_title' },
  featuresList: { column: 'features_list', cast: 'jsonb', json: true },
  referrals: { column: 'referrals', cast: 'jsonb', json: true },
  contentView: { column: 'content_view' },
  weeklyTokenLimit: { column: 'weekly_token_limit', cast: 'bigint' },
};

/**
 * Changes a level's price, rewards and card. Requests and views in flight keep the figures they
 * copied when they were made (ARCHITECTURE.md), so an edit never alters a settled amount.
 */
@CommandHandler(UpdateMembershipLevelCommand)
export class UpdateMembershipLevelHandler implements ICommandHandler<UpdateMembershipLevelCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ slug, changes }: UpdateMembershipLevelCommand): Promise<void> {
    const params: unknown[] = [slug];
    const sets = Object.entries(changes)
      .filter(([field, value]) => field in COLUMNS && value !== undefined)
      .map(([field, value]) => {
        const { column, cast, json } = COLUMNS[field];
        params.push(json ? JSON.stringify(value) : typeof value === 'bigint' ? value.toString() : value);
        return `${column} = $${params.length}${cast ? `::${cast}` : ''}`;
      });
    if (!sets.length) throw AppError.field(HttpStatus.BAD_REQUEST, 'general', NOTHING_TO_CHANGE);
    // The pg driver answers an UPDATE as [rows, affected count].
    const [, updated]: [unknown[], number] = await this.db.query(
      `UPDATE membership_levels SET ${sets.join(', ')}, updated_at = now() WHERE slug = $1`,
      params,
    );
    if (!updated) throw new NotFound(LEVEL_MSG.levelNotFound);
  }
}
