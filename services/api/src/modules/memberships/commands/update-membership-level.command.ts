import { Command } from '@nestjs/cqrs';
import type { UpdateMembershipLevelDto } from '../http/dto/membership-level.dto';

export class UpdateMembershipLevelCommand extends Command<void> {
  constructor(
    readonly slug: string,
    readonly changes: UpdateMembershipLevelDto,
  ) {
    super();
  }
}
