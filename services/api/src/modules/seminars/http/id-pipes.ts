import { ParseUUIDPipe } from '@nestjs/common';
import { SeminarMediumNotFound, SeminarNotFound, SeminarSectionNotFound, type DomainError } from '@earnwave/domain';

/** Ids are UUIDs; anything else names nothing (404 with what was not found). */
const notFoundUnlessUuid = (notFound: () => DomainError) => new ParseUUIDPipe({ exceptionFactory: notFound });

export const SeminarIdPipe = notFoundUnlessUuid(() => new SeminarNotFound());
export const SectionIdPipe = notFoundUnlessUuid(() => new SeminarSectionNotFound());
export const MediaIdPipe = notFoundUnlessUuid(() => new SeminarMediumNotFound());
