import { Controller, Headers, HttpCode, HttpStatus, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import { MSG } from '@earnwave/contracts';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../../common/auth/access.decorators';
import { AppError } from '../../../common/errors';
import { ok } from '../../../common/http/envelope';
import { HandleCardPaymentCommand } from '../commands/handle-card-payment.command';
import {
  CardPaymentGateway,
  CardPaymentsNotConfiguredError,
  CardSignatureInvalidError,
  type VerifiedCardEvent,
} from '../infra/card-payment-gateway';

/**
 * The card provider's webhook. It reads the raw body (kept by the JSON parser: the app's `rawBody` option in bootstrap.ts)
 * and no DTO: the signature covers the exact bytes, so nothing may reshape them first.
 */
@ApiExcludeController()
@Controller('payments/card')
export class CardPaymentsController {
  constructor(
    private readonly gateway: CardPaymentGateway,
    private readonly commands: CommandBus,
  ) {}

  @Public()
  @HttpCode(200)
  @Post('webhook')
  async webhook(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature?: string) {
    const event = this.verify(request.rawBody, signature);
    const result = await this.commands.execute(new HandleCardPaymentCommand(event));
    switch (result.outcome) {
      case 'refused':
        throw AppError.field(HttpStatus.UNPROCESSABLE_ENTITY, 'general', result.reason);
      case 'activated':
        return ok({ received: true, outcome: result.outcome }, MSG.cardEventProcessed);
      case 'reversed':
        return ok({ received: true, outcome: result.outcome }, MSG.cardPaymentReversed);
      case 'duplicate':
        return ok({ received: true, outcome: result.outcome }, MSG.cardEventDuplicate);
      case 'ignored':
        return ok({ received: true, outcome: result.outcome }, result.reason);
    }
  }

  private verify(rawBody: Buffer | undefined, signature: string | undefined): VerifiedCardEvent {
    try {
      return this.gateway.verify(rawBody, signature);
    } catch (error) {
      if (error instanceof CardPaymentsNotConfiguredError) {
        throw AppError.field(HttpStatus.SERVICE_UNAVAILABLE, 'general', MSG.cardPaymentsNotConfigured);
      }
      if (error instanceof CardSignatureInvalidError) {
        throw AppError.field(HttpStatus.BAD_REQUEST, 'general', MSG.cardSignatureInvalid);
      }
      throw error;
    }
  }
}
