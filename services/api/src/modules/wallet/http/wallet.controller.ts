import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { WALLET_MSG } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { creditsToJson } from '@earnwave/money';
import { Caller, Link, LinkToken, OwnAccount, RequireCapability } from '../../../common/auth/access.decorators';
import type { LinkClaims } from '../../../common/auth/token.service';
import { ok } from '../../../common/http/envelope';
import { CallTransaction } from '../../../common/idempotency/call-transaction';
import { Idempotent } from '../../../common/idempotency/idempotency.interceptor';
import { AccountIdPipe } from '../../../common/pipes/account-id.pipe';
import { RateLimit } from '../../../common/rate-limit/rate-limit.guard';
import { CancelWithdrawalCommand } from '../commands/cancel-withdrawal.command';
import { RequestCreditPurchaseCommand } from '../commands/request-credit-purchase.command';
import { RequestWithdrawalCommand } from '../commands/request-withdrawal.command';
import { SendGiftCommand } from '../commands/send-gift.command';
import { WalletQueries } from '../queries/wallet.queries';
import { EntityManager } from 'typeorm';
import { ReceivedGiftsQuery } from './dto/received-gifts.query';
import { CreditPurchaseDto, SendGiftDto, WithdrawalDto } from './dto/wallet.dto';

/** Spec 7, Wallet: the balance, gifts, withdrawals and credit purchases. */
@ApiTags('wallet')
@ApiBearerAuth()
@Controller()
export class WalletController {
  constructor(
    private readonly commands: CommandBus,
    private readonly wallet: WalletQueries,
  ) {}

  @OwnAccount()
  @Get('members/:id/balance')
  async balance(@Param('id', AccountIdPipe) id: string) {
    return ok({ balance: creditsToJson(await this.wallet.balance(id)) });
  }

  @RequireCapability('walletHolder')
  @Idempotent({ inOneTransaction: true })
  @Post('members/send-gift')
  async sendGift(
    @Caller() caller: UserEntity,
    @Body() body: SendGiftDto,
    @Headers('idempotency-key') idempotencyKey?: string,
    @CallTransaction() callTransaction?: EntityManager,
  ) {
    const gift = await this.commands.execute(
      new SendGiftCommand(caller.id, body.receiverId, body.sendGiftAmount, idempotencyKey, callTransaction),
    );
    return ok(
      { id: gift.id, receiverId: body.receiverId, sendGiftAmount: creditsToJson(gift.amount) },
      WALLET_MSG.giftSent,
    );
  }

  /** The caller's own received gifts, newest first: the path names nobody. */
  @RequireCapability('walletHolder')
  @Get('members/gifts/received')
  async receivedGifts(@Caller() caller: UserEntity, @Query() query: ReceivedGiftsQuery) {
    return ok(await this.wallet.receivedGifts(caller.id, query.page, query.limit), WALLET_MSG.giftsReceived);
  }

  @RequireCapability('walletHolder')
  @Idempotent()
  @Post('withdrawal-requests')
  async withdraw(@Caller() caller: UserEntity, @Body() body: WithdrawalDto) {
    const request = await this.commands.execute(
      new RequestWithdrawalCommand(caller.id, body.amount, body.walletAddress, body.code),
    );
    return ok(
      { id: request.id, amount: creditsToJson(request.amount), fee: creditsToJson(request.fee), status: 'pending' },
      WALLET_MSG.withdrawalRequested,
    );
  }

  /** The link a withdrawal's mail carries (its token as the bearer): cancels it while it is pending, once. */
  @LinkToken('payout-cancel')
  @RateLimit('verification')
  @HttpCode(200)
  @Post('withdrawal-requests/cancel')
  async cancelWithdrawal(@Link() link: LinkClaims) {
    return ok(await this.commands.execute(new CancelWithdrawalCommand(link)), WALLET_MSG.withdrawalCancelled);
  }

  @RequireCapability('walletHolder')
  @Idempotent()
  @Post('users/create/credit/balance')
  async buyCredits(@Caller() caller: UserEntity, @Body() body: CreditPurchaseDto) {
    const request = await this.commands.execute(
      new RequestCreditPurchaseCommand(caller.id, body.sendCreditAmount, body.purchaseDate, body.totalCost, body.txid),
    );
    return ok({ id: request.id, status: 'pending' }, WALLET_MSG.creditRequested);
  }
}
