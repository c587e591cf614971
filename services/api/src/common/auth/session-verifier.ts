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
  /**
   * Every column of the entity under its property name, built once from the entity's metadata.
   * It runs on every authenticated call: TypeORM's findOneBy (query builder and hydration) cost
   * ~340 us of CPU per call against ~120 us for the same row read this way. The pg driver already
   * gives these column types (uuid, text, int, timestamptz) the values TypeORM would.
   */
  private readonly selectUser: string;

  constructor(
    private readonly tokens: TokenService,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    const metadata = db.getMetadata(UserEntity);
    const columns = metadata.columns.map((column) => `"${column.databaseName}" AS "${column.propertyName}"`);
    this.selectUser = `SELECT ${columns.join(', ')} FROM "${metadata.tableName}" WHERE id = $1`;
  }

  /** The signed-in account, or undefined when the token is missing, bad, expired or revoked. */
  async signedIn(token: string | undefined): Promise<UserEntity | undefined> {
    const claims = token ? this.tokens.verify(token, 'session') : undefined;
    if (!claims) return undefined;
    const [row]: Partial<UserEntity>[] = await this.db.query(this.selectUser, [claims.sub]);
    const user = row && Object.assign(new UserEntity(), row);
    if (!user || user.tokenVersion !== claims.ver || user.deactivatedAt) return undefined;
    return user;
  }
}
