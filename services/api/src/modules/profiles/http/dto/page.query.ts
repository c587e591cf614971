import { PROFILE_PAGE_MAX, PROFILE_PAGE_SIZE } from '@earnwave/contracts';
import { PageQueryDto } from '../../../../common/pipes/page-query';

/** `?page&limit` of the favourites lists and the member search. */
export class PageQuery extends PageQueryDto(PROFILE_PAGE_SIZE, PROFILE_PAGE_MAX) {}
