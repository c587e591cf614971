import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RequireCapability } from '../../../common/auth/access.decorators';
import { NotFound } from '../../../common/errors';
import {
  DecisionRequestsQueries,
  MEMBERSHIP_REQUESTS,
  WITHDRAWALS,
  CREDIT_PURCHASES,
  TASK_PAYMENTS,
} from '../queries/decision-requests.queries';
import { sendPage, ApiListQuery } from '../simple-rest/list-query';

const IdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/**
 * The requests administrators decide, listed and shown with their audit. The decisions themselves
 * (`POST .../{id}/approve|reject`) live beside their rules: memberships and wallet modules.
 */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin')
export class AdminRequestsController {
  constructor(private readonly requests: DecisionRequestsQueries) {}

  @Get('membership-requests')
  @ApiListQuery(MEMBERSHIP_REQUESTS)
  async membershipRequests(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const page = await this.requests.membershipRequests(query);
    return sendPage(res, 'membership-requests', page, page.rows);
  }

  @Get('membership-requests/:id')
  membershipRequest(@Param('id', IdPipe) id: string) {
    return this.requests.membershipRequestById(id);
  }

  @Get('withdrawals')
  @ApiListQuery(WITHDRAWALS)
  async withdrawals(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const page = await this.requests.withdrawals(query);
    return sendPage(res, 'withdrawals', page, page.rows);
  }

  @Get('withdrawals/:id')
  withdrawal(@Param('id', IdPipe) id: string) {
    return this.requests.withdrawalById(id);
  }

  @Get('credit-purchases')
  @ApiListQuery(CREDIT_PURCHASES)
  async creditPurchases(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const page = await this.requests.creditPurchases(query);
    return sendPage(res, 'credit-purchases', page, page.rows);
  }

  @Get('credit-purchases/:id')
  creditPurchase(@Param('id', IdPipe) id: string) {
    return this.requests.creditPurchaseById(id);
  }

  /** The accept and reject calls live with tasks (AdminTaskPaymentsController). */
  @Get('task-payments')
  @ApiListQuery(TASK_PAYMENTS)
  async taskPayments(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const page = await this.requests.taskPayments(query);
    return sendPage(res, 'task-payments', page, page.rows);
  }

  @Get('task-payments/:id')
  taskPayment(@Param('id', IdPipe) id: string) {
    return this.requests.taskPaymentById(id);
  }
}
