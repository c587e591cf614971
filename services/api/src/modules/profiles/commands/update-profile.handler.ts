import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { hasCapability } from '@earnwave/contracts';
import { AdminHoldsNoProfile, ProfileImageNotUploaded } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { UnitOfWork } from '@earnwave/db';
import { UploadsService } from '../../uploads';
import type { UpdateProfileDto } from '../http/dto/update-profile.dto';
import { ProfilesRepository, type ProfileChanges } from '../infra/profiles.repository';
import { UpdateProfileCommand } from './update-profile.command';

/** Profile fields stored as they come (after the DTO's checks); null, like absent, changes nothing. */
const STORED_AS_SENT = [
  'category',
  'bio',
  'receiveMessage',
  'earnPerMessage',
  'intros',
  'description',
  'links',
  'channels',
  'instagram',
  'youtube',
  'snapchat',
  'facebook',
] as const satisfies readonly (keyof UpdateProfileDto & keyof ProfileChanges)[];

/**
 * A member changes their own profile, in one transaction. Images must be image files the member
 * uploaded (never someone else's, never a path that was not uploaded); the name lives on the account.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly profiles: ProfilesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadsService,
  ) {}

  async execute({ caller, form }: UpdateProfileCommand): Promise<void> {
    if (!hasCapability(caller.role, 'walletHolder')) throw new AdminHoldsNoProfile();
    await this.unitOfWork.run(async (manager) => {
      await this.profiles.ensureProfile(manager, caller.id);
      const changes: ProfileChanges = {};
      for (const field of STORED_AS_SENT) {
        const value = form[field];
        if (value !== undefined && value !== null) Object.assign(changes, { [field]: value });
      }
      if (form.image !== undefined) changes.image = await this.ownImage(manager, caller.id, 'image', form.image);
      if (form.backgroundImage !== undefined) {
        changes.backgroundImage = await this.ownImage(manager, caller.id, 'backgroundImage', form.backgroundImage);
      }
      await this.profiles.update(manager, caller.id, changes);
      if (form.name !== undefined && form.name !== null) await this.profiles.rename(manager, caller.id, form.name);
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
    if (!upload) throw new ProfileImageNotUploaded(param);
    return upload.relativePath;
  }
}
