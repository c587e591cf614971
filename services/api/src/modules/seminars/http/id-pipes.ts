import { ParseUUIDPipe } from '@nestjs/common';
import { NotFound } from '../../../common/errors';
import { SEMINAR_MSG } from '../seminar-messages';

/** Ids are UUIDs; anything else names nothing (404 with what was not found). */
const notFoundUnlessUuid = (message: string) => new ParseUUIDPipe({ exceptionFactory: () => new NotFound(message) });

export const SeminarIdPipe = notFoundUnlessUuid(SEMINAR_MSG.seminarNotFound);
export const SectionIdPipe = notFoundUnlessUuid(SEMINAR_MSG.sectionNotFound);
export const MediaIdPipe = notFoundUnlessUuid(SEMINAR_MSG.mediaNotFound);
