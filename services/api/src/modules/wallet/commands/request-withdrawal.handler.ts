import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appendOutbox, lockedBalance, postEntries, UnitOfWork, UserEntity } from '@earnwave/db';
import { paymentNetwork } from '@earnwave/contracts';
import {
  InsufficientBalance,
  isValidWalletAddress,
  memberAvailable,
  memberHeld,
  PaymentNetworkUnset,
  SecondFactorCodeRequired,
  transfer,
  WalletAddressInvalid,
  WITHDRAWAL_FEE,
} from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { TokenService } from '../../../common/auth/token.service';
import { SettingsService } from '../../settings';
import { SecondFactor } from '../../two-factor';
import { assertWithinFreeLimit } from '../free-limit';
import { WalletRepository } from '../infra/wallet.repository';
import { RequestWithdrawalCommand } from './request-withdrawal.command';

/**
 * Holds the amount and the fee (WITHDRAWAL_FEE) at once (available → held), so the money cannot be spent
 * twice while an administrator sends it. An expired member can still withdraw; a member on the
 * free bronze level is held to the limit of free-limit.ts (fees excluded), checked under the same
 * balance lock. The address must be one the payment network of the USDT settings can pay to
 * (wallet-address.ts), checked before anything is held or any code used.
 *
 * A stolen session is not enough: with two-factor on, a fresh code is asked for (a used one is
 * refused, wrong ones count toward the account's code limits), and every request mails the
 * member its amount and wallet with a single-use link that cancels it while it is pending. The
 * code is checked and used up in the withdrawal's transaction, after the balance and the free
 * limit: a withdrawal refused for either costs the member no code (a recovery code included).
 */
@CommandHandler(RequestWithdrawalCommand)
export class RequestWithdrawalHandler implements ICommandHandler<RequestWithdrawalCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly wallet: WalletRepository,
    private readonly options: SettingsService,
    private readonly factor: SecondFactor,
    private readonly tokens: TokenService,
  ) {}

  async execute({ memberId, amount, walletAddress, code }: RequestWithdrawalCommand) {
    const network = paymentNetwork(await this.options.paymentNetwork());
    if (!network) throw new PaymentNetworkUnset();
    if (!isValidWalletAddress(walletAddress, network.key)) throw new WalletAddressInvalid(network.label);
    const twoFactor = await this.factor.isOn(memberId);
    if (twoFactor && !code) throw new SecondFactorCodeRequired();
    return this.unitOfWork.run(async (manager) => {
      const balance = await lockedBalance(manager, memberAvailable(memberId));
      if (balance < amount + WITHDRAWAL_FEE) throw new InsufficientBalance('transfer', 'amount');
      await assertWithinFreeLimit(manager, memberId, amount, 'amount');
      if (twoFactor) await this.factor.verify(memberId, code!, { manager });
      const id = randomUUID();
      await this.wallet.insertWithdrawal(manager, { id, memberId, amount, fee: WITHDRAWAL_FEE, walletAddress });
      const [available, held] = [memberAvailable(memberId), memberHeld(memberId)];
      await postEntries(manager, [
        transfer('withdrawal', `withdrawal:${id}`, available, held, amount, {
          memberId,
          metadata: { withdrawalId: id },
        }),
        transfer('withdrawal_fee', `withdrawal-fee:${id}`, available, held, WITHDRAWAL_FEE, {
          memberId,
          metadata: { withdrawalId: id },
        }),
      ]);
      const member = await manager.findOneByOrFail(UserEntity, { id: memberId });
      await appendOutbox(manager, 'mail.withdrawal-requested', {
        to: member.email,
        name: member.name,
        amount: amount.toString(),
        fee: WITHDRAWAL_FEE.toString(),
        walletAddress,
        token: this.tokens.signLink('payout-cancel', member, id),
      });
      return { id, amount, fee: WITHDRAWAL_FEE };
    });
  }
}
