import { PROFILE_PAGE_MAX, PROFILE_PAGE_SIZE } from '@earnwave/contracts';
import { PageQueryDto } from '../../../../common/pipes/page-query';

/** `?page&limit` of the received gifts, sized as the profile's other lists. */
export class ReceivedGiftsQuery extends PageQueryDto(PROFILE_PAGE_SIZE, PROFILE_PAGE_MAX) {}
