import { ParseUUIDPipe } from '@nestjs/common';
import { NotFound } from '../errors';

/** Account ids are UUIDs (in lower case by then: see lowerCaseId); anything else names no account. */
export const AccountIdPipe = new ParseUUIDPipe({ version: '4', exceptionFactory: () => new NotFound() });
