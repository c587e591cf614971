import { Query } from '@nestjs/cqrs';
import type { MemberStatus, MemberSubscriptionView, Role } from '@earnwave/contracts';

export interface MemberRecord {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: MemberStatus;
  daysLeft: number;
  balance: number;
  memberSubscription: MemberSubscriptionView | null;
}

export class GetMemberRecordQuery extends Query<MemberRecord> {
  constructor(readonly memberId: string) {
    super();
  }
}
