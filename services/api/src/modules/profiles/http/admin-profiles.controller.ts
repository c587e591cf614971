import { ParseUUIDPipe } from '@nestjs/common';
import { MemberNotFound } from '@earnwave/domain';
import { ConsoleList, ConsoleRecords } from '../../../common/simple-rest/console-records';
import { PROFILE_RECORDS, RATING_RECORDS } from '../infra/admin-profiles.repository';

const IdPipe = new ParseUUIDPipe({ exceptionFactory: () => new MemberNotFound() });

/** The console's read-only `profiles` resource (ra-data-simple-rest's dialect), by the member's id. */
export class AdminProfilesController extends ConsoleRecords(PROFILE_RECORDS, IdPipe) {}

/** The console's read-only `ratings` list. */
export class AdminRatingsController extends ConsoleList(RATING_RECORDS) {}
