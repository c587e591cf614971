import { Query } from '@nestjs/cqrs';
import type { ReceivedGiftItem } from '@earnwave/contracts';
import type { Pagination } from '../../profiles';

export interface ReceivedGiftsPage {
  items: ReceivedGiftItem[];
  pagination: Pagination;
}

/** The gifts a member received, newest first, one page of them. */
export class GetReceivedGiftsQuery extends Query<ReceivedGiftsPage> {
  constructor(
    readonly memberId: string,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
