import { Query } from '@nestjs/cqrs';
import type { MembershipLevelCard } from '@earnwave/contracts';

export class GetMembershipLevelsQuery extends Query<MembershipLevelCard[]> {}
