import { HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { hasCapability, PROFILE_MSG } from '@earnwave/contracts';
import { AdminHoldsNoProfile } from '@earnwave/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../../common/errors';
import { UploadsService } from '../../uploads';
import type { UpdateProfileDto } from '../http/dto/update-profile.dto';
import { ensureProfile } from '../profile-rows';
import { UpdateProfileCommand } from './update-profile.command';

/** Profile fields stored as they come (after the DTO's checks), by column. */
const COLUMNS = {
  category: 'category',
  bio: 'bio',
  receiveMessage: 'receive_message',
  intros: 'intros',
  description: 'description',
  links: 'links',
  channels: 'channels',
  instagram: 'instagram',
  youtube: 'youtube',
  snapchat: 'snapchat',
  facebook: 'facebook',
} as const satisfies Partial<Record<keyof UpdateProfileDto, string>>;

/**
 * A member changes their own profile, in one transaction. Images must be image files the member
 * uploaded (never someone else's, never a path that was not uploaded); the name lives on the account.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadsService,
  ) {}

  async execute({ caller, form }: UpdateProfileCommand): Promise<void> {
    if (!hasCapability(caller.role, 'walletHolder')) throw new AdminHoldsNoProfile();
    await this.db.transaction(async (manager) => {
      await ensureProfile(manager, caller.id);
      const sets: string[] = [];
      const values: unknown[] = [caller.id];
      const set = (column: string, value: unknown) => sets.push(`${column} = $${values.push(value)}`);
      for (const [field, column] of Object.entries(COLUMNS)) {
        const value = form[field as keyof typeof COLUMNS];
        if (value !== undefined && value !== null) set(column, value);
      }
      if (form.earnPerMessage !== undefined && form.earnPerMessage !== null) {
        set('earn_per_message', form.earnPerMessage.toString());
      }
      if (form.image !== undefined) set('image', await this.ownImage(manager, caller.id, 'image', form.image));
      if (form.backgroundImage !== undefined) {
        set('background_image', await this.ownImage(manager, caller.id, 'backgroundImage', form.backgroundImage));
      }
      if (sets.length) {
        await manager.query(
          `UPDATE member_profiles SET ${sets.join(', ')}, updated_at = now() WHERE member_id = $1`,
          values,
        );
      }
      if (form.name !== undefined && form.name !== null) {
        await manager.query(`UPDATE users SET name = $2, updated_at = now() WHERE id = $1`, [caller.id, form.name]);
      }
    });
  }

  /**
   * The stored path of an image the member uploaded, or null to clear it. Clients send the
   * upload's relativePath; its absolute URL or a leading slash name the same file.
   */
  private async ownImage(manager: EntityManager, memberId: string, param: string, value: string | null) {
    if (value === null) return null;
    let path = value.trim();
    if (path.startsWith(`${this.config.webOrigin}/`)) path = path.slice(this.config.webOrigin.length + 1);
    path = path.replace(/^\/+/, '');
    const upload = await this.uploads.ownUpload(manager, memberId, path, ['image']);
    if (!upload) throw AppError.field(HttpStatus.UNPROCESSABLE_ENTITY, param, PROFILE_MSG.imageInvalid);
    return upload.relativePath;
  }
}
