import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UserEntity } from '@earnwave/db';
import { DataSource } from 'typeorm';
import { TokenService } from './token.service';

/**
 * The one check of a session token, for HTTP bearers and sockets alike: a session-purpose JWT
 * whose version matches the account's (a password change, reset or deactivation bumps it), on an
 * account that is not deactivated.
 */
@Injectable()
export class SessionVerifier {
  constructor(
    private readonly tokens: TokenService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** The signed-in account, or undefined when the token is missing, bad, expired or revoked. */
  async signedIn(token: string | undefined): Promise<UserEntity | undefined> {
    const claims = token ? this.tokens.verify(token, 'session') : undefined;
    if (!claims) return undefined;
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: claims.sub });
    if (!user || user.tokenVersion !== claims.ver || user.deactivatedAt) return undefined;
    return user;
  }
}
