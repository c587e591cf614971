import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';

/** The caller adds a member to their favourites (true) or removes them (false). */
export class SetFavouriteCommand extends Command<void> {
  constructor(
    readonly caller: UserEntity,
    readonly memberId: string,
    readonly isFavourite: boolean,
  ) {
    super();
  }
}
