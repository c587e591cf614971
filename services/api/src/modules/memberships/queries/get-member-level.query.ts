import { Query } from '@nestjs/cqrs';
import type { MemberLevelRewards } from '@earnwave/contracts';

export class GetMemberLevelQuery extends Query<MemberLevelRewards> {
  constructor(readonly memberId: string) {
    super();
  }
}
