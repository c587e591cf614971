import { Injectable } from '@nestjs/common';
import type { Pagination, ReceivedGiftItem } from '@earnwave/contracts';
import { WalletRepository } from '../infra/wallet.repository';

/** What a member reads of their wallet: the balance they spend from, the gifts they received. */
@Injectable()
export class WalletQueries {
  constructor(private readonly wallet: WalletRepository) {}

  /** The spendable balance in micro-credits. */
  balance(memberId: string): Promise<bigint> {
    return this.wallet.balance(memberId);
  }

  receivedGifts(
    memberId: string,
    page: number,
    limit: number,
  ): Promise<{ items: ReceivedGiftItem[]; pagination: Pagination }> {
    return this.wallet.receivedGifts(memberId, page, limit);
  }
}
