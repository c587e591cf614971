import { Injectable } from '@nestjs/common';
import type { Page } from '../../../common/simple-rest/list-query';
import {
  AdminProfilesRepository,
  type AdminProfileRecord,
  type AdminRatingRecord,
} from '../infra/admin-profiles.repository';

/** The console's read-only `profiles` and `ratings` resources. */
@Injectable()
export class AdminProfilesQueries {
  constructor(private readonly records: AdminProfilesRepository) {}

  /** The `profiles` list, as ra-data-simple-rest asks it. */
  profiles(query: Record<string, unknown>): Promise<Page<AdminProfileRecord>> {
    return this.records.profiles(query);
  }

  /** One member's profile as the console shows it; 404 when there is none. */
  profile(memberId: string): Promise<AdminProfileRecord> {
    return this.records.profile(memberId);
  }

  /** The `ratings` list, as ra-data-simple-rest asks it. */
  ratings(query: Record<string, unknown>): Promise<Page<AdminRatingRecord>> {
    return this.records.ratings(query);
  }
}
