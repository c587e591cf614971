import { Body, Injectable, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ConsoleRecords } from '../../../common/simple-rest/console-records';
import { UpdateMembershipLevelCommand } from '../commands/update-membership-level.command';
import { MEMBERSHIP_LEVEL_RECORDS } from '../infra/membership-levels.repository';
import { UpdateMembershipLevelDto } from './dto/membership-level.dto';

/** The level ladder: the slug is the id; PUT takes the fields to change (money in credits). */
@Injectable()
export class AdminMembershipLevelsController extends ConsoleRecords(MEMBERSHIP_LEVEL_RECORDS) {
  constructor(private readonly commands: CommandBus) {
    super();
  }

  @Put(':id')
  async update(@Param('id') slug: string, @Body() body: UpdateMembershipLevelDto) {
    await this.commands.execute(new UpdateMembershipLevelCommand(slug, body));
    return this.records.one(slug);
  }
}
