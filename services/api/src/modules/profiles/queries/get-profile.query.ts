import { Query } from '@nestjs/cqrs';
import type { ProfileView } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';

/** A member's profile as the caller sees it. */
export class GetProfileQuery extends Query<ProfileView> {
  constructor(
    readonly caller: UserEntity,
    readonly memberId: string,
  ) {
    super();
  }
}
