import type { AppConfig } from '@earnwave/config';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { MailSink } from '../mail-sink';

/** The administrator every test platform is seeded with. */
export const ADMIN = { email: 'admin@earnwave.test', password: 'Admin-Test-2026' };

/**
 * What the kit's factories and scenarios use of a platform: its HTTP API, mail, configuration and
 * database. The API's TestPlatform, or the API processes of the replica test.
 */
export interface PlatformClient {
  readonly config: AppConfig;
  readonly http: ReturnType<typeof request>;
  readonly mail: MailSink;
  readonly db: DataSource;
}

/** A platform reached at a URL (an API process of its own, or a proxy in front of several). */
export class PlatformAt implements PlatformClient {
  constructor(
    readonly url: string,
    readonly config: AppConfig,
    readonly mail: MailSink,
    readonly db: DataSource,
  ) {}

  get http() {
    return request(this.url);
  }
}
