import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserEntity } from '@earnwave/db';
import { Caller } from '../../../common/auth/access.decorators';
import { ok } from '../../../common/http/envelope';
import { MarkNotificationsReadCommand } from '../commands/mark-notifications-read.command';
import { NotificationsQueries } from '../queries/notifications.queries';
import { MarkReadDto } from './dto/mark-read.dto';
import { NotificationsQuery } from './dto/notifications.query';

/** The caller's own notifications (ARCHITECTURE.md, live updates): listed and marked as read. */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly queries: NotificationsQueries,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  async list(@Caller() caller: UserEntity, @Query() query: NotificationsQuery) {
    return ok(await this.queries.page(caller.id, query.page, query.limit));
  }

  @Put('read')
  async markRead(@Caller() caller: UserEntity, @Body() body: MarkReadDto) {
    const result: { updated: number } = await this.commands.execute(
      new MarkNotificationsReadCommand(caller.id, body?.ids),
    );
    return ok(result);
  }
}
