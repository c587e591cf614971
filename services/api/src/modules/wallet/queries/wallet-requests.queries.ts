import { Injectable } from '@nestjs/common';
import type { Page } from '../../../common/simple-rest/list-query';
import {
  WalletRequestsRepository,
  type AdminCreditPurchaseListItem,
  type AdminCreditPurchaseRecord,
  type AdminWithdrawalListItem,
  type AdminWithdrawalRecord,
} from '../infra/wallet-requests.repository';

/** Withdrawals and credit purchases as the console lists and shows them (money in credits). */
@Injectable()
export class WalletRequestsQueries {
  constructor(private readonly requests: WalletRequestsRepository) {}

  withdrawals(query: Record<string, unknown>): Promise<Page<AdminWithdrawalListItem>> {
    return this.requests.withdrawals(query);
  }

  withdrawalById(id: string): Promise<AdminWithdrawalRecord> {
    return this.requests.withdrawalById(id);
  }

  creditPurchases(query: Record<string, unknown>): Promise<Page<AdminCreditPurchaseListItem>> {
    return this.requests.creditPurchases(query);
  }

  creditPurchaseById(id: string): Promise<AdminCreditPurchaseRecord> {
    return this.requests.creditPurchaseById(id);
  }
}
