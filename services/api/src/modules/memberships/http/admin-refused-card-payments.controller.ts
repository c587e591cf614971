import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserEntity } from '@earnwave/db';
import type { FastifyReply } from 'fastify';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import { ApiListQuery, RecordIdPipe, sendPage } from '../../../common/simple-rest/list-query';
import { MarkCardPaymentRefundedCommand } from '../commands/mark-card-payment-refunded.command';
import { REFUSED_CARD_PAYMENTS } from '../infra/refused-card-payments.repository';
import { AdminMembershipsQueries } from '../queries/admin-memberships.queries';

/**
 * Paid card checkouts the platform refused, for administrators to refund in the card provider's
 * dashboard (by payment intent) and mark refunded here; answers are bare records (react-admin).
 */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin/refused-card-payments')
export class AdminRefusedCardPaymentsController {
  constructor(
    private readonly queries: AdminMembershipsQueries,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiListQuery(REFUSED_CARD_PAYMENTS)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.queries.refusedCardPayments(query);
    return sendPage(res, 'refused-card-payments', page, page.rows);
  }

  @Get(':id')
  show(@Param('id', RecordIdPipe) id: string) {
    return this.queries.refusedCardPayment(id);
  }

  @HttpCode(200)
  @Post(':id/refunded')
  refunded(@Caller() admin: UserEntity, @Param('id', RecordIdPipe) id: string) {
    return this.commands.execute(new MarkCardPaymentRefundedCommand(id, admin.id));
  }
}
