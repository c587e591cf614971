import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';
import type { UpdateProfileDto } from '../http/dto/update-profile.dto';

/** The caller changes their own profile: any subset of its fields. */
export class UpdateProfileCommand extends Command<void> {
  constructor(
    readonly caller: UserEntity,
    readonly form: UpdateProfileDto,
  ) {
    super();
  }
}
