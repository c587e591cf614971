import { Query } from '@nestjs/cqrs';
import type { FavouriteItem, Pagination } from '@earnwave/contracts';

export interface FavouritesPage {
  items: FavouriteItem[];
  pagination: Pagination;
}

/** `mine`: whom the member favours; `by`: who favours the member. Newest first. */
export class GetFavouritesQuery extends Query<FavouritesPage> {
  constructor(
    readonly memberId: string,
    readonly direction: 'mine' | 'by',
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
