import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ADMIN_MSG } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Caller, CallerSession, RequireCapability } from '../../../common/auth/access.decorators';
import { setCookie } from '../../../common/http/cookies';
import { DashboardQueries } from '../queries/dashboard.queries';
import {
  QUEUE_BOARD_COOKIE,
  QUEUE_BOARD_PATH,
  QUEUE_BOARD_TTL_SECONDS,
  QueueBoardTickets,
} from '../queues/queue-board';

@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin')
export class AdminDashboardController {
  constructor(
    private readonly dashboard: DashboardQueries,
    private readonly tickets: QueueBoardTickets,
  ) {}

  /** One record: pending decisions, today's money, members by status and level, queues, last ledger check. */
  @Get('dashboard')
  summary() {
    return this.dashboard.summary();
  }

  /** Opens the queue board (`/admin/queues`) to this administrator's browser for 15 minutes, while this session lasts. */
  @HttpCode(200)
  @Post('queue-board-ticket')
  ticket(
    @Caller() admin: UserEntity,
    @CallerSession() sessionId: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const ticket = this.tickets.issue(admin, sessionId);
    setCookie(res, QUEUE_BOARD_COOKIE, ticket.value, {
      secure: req.protocol === 'https',
      path: QUEUE_BOARD_PATH,
      maxAgeSeconds: QUEUE_BOARD_TTL_SECONDS,
    });
    return {
      id: 'queue-board-ticket',
      url: QUEUE_BOARD_PATH,
      expiresAt: ticket.expiresAt.toISOString(),
      message: ADMIN_MSG.ticketIssued,
    };
  }
}
