import { ParseUUIDPipe, type ArgumentMetadata } from '@nestjs/common';
import { NotFound } from '../errors';

/**
 * Account ids are UUIDs; anything else names no account. PostgreSQL reads a UUID in either case,
 * so the id is passed on in lower case, as the caller's own id is written: a rule comparing the two
 * ("not your own account") then cannot be passed by the same id in capitals.
 */
class AccountIdParsePipe extends ParseUUIDPipe {
  override async transform(value: string, metadata: ArgumentMetadata): Promise<string> {
    return (await super.transform(value, metadata))!.toLowerCase();
  }
}

export const AccountIdPipe = new AccountIdParsePipe({ version: '4', exceptionFactory: () => new NotFound() });
