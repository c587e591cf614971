import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { claimTxid, TxidAlreadyUsedError, UnitOfWork } from '@earnwave/db';
import {
  CREDIT_PURCHASE_FEE,
  PurchaseDateInFuture,
  PurchaseDateInvalid,
  TotalCostIsNotAmountPlusFee,
  TxidAlreadyUsed,
} from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { WalletRepository } from '../infra/wallet.repository';
import { RequestCreditPurchaseCommand } from './request-credit-purchase.command';

/** "DD-MM-YYYY" (the spec's client) or "YYYY-MM-DD" as a real calendar date, else undefined. */
function parsePurchaseDate(text: string): Date | undefined {
  const [a, b, c] = text.split('-').map(Number);
  const [year, month, day] = text.indexOf('-') === 4 ? [a, b, c] : [c, b, a];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : undefined;
}

/**
 * A member bought credits with a USDT transfer of amount + fee (CREDIT_PURCHASE_FEE): the request waits for an
 * administrator, who credits the amount on approval. A Txid is claimed once platform-wide.
 */
@CommandHandler(RequestCreditPurchaseCommand)
export class RequestCreditPurchaseHandler implements ICommandHandler<RequestCreditPurchaseCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly wallet: WalletRepository,
  ) {}

  async execute({ memberId, amount, purchaseDate, totalCost, txid }: RequestCreditPurchaseCommand) {
    const date = parsePurchaseDate(purchaseDate);
    if (!date) throw new PurchaseDateInvalid();
    if (date.getTime() > Date.now()) throw new PurchaseDateInFuture();
    if (totalCost !== undefined && totalCost !== amount + CREDIT_PURCHASE_FEE) throw new TotalCostIsNotAmountPlusFee();
    const id = randomUUID();
    return this.unitOfWork.run(async (manager) => {
      if (txid) {
        await claimTxid(manager, txid, 'credit_purchase', id).catch((error: unknown) => {
          throw error instanceof TxidAlreadyUsedError ? new TxidAlreadyUsed('creditPurchase') : error;
        });
      }
      await this.wallet.insertCreditPurchase(manager, {
        id,
        memberId,
        amount,
        fee: CREDIT_PURCHASE_FEE,
        purchaseDate: date,
        txid,
      });
      return { id };
    });
  }
}
