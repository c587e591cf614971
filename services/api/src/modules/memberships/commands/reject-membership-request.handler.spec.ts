import type { DataSource } from 'typeorm';
import type { SessionsService } from '../../../common/auth/sessions.service';
import type { MembershipsRepository } from '../infra/memberships.repository';
import { RejectMembershipRequestCommand } from './reject-membership-request.command';
import { RejectMembershipRequestHandler } from './reject-membership-request.handler';

jest.mock('./decide-membership-request', () => ({
  lockPendingRequest: async () => ({ request: { id: 'request-1', memberId: 'member-1' }, reason: 'No transfer' }),
}));
jest.mock('@earnwave/db', () => ({
  ...jest.requireActual('@earnwave/db'),
  findSubscription: async (_manager: unknown, id: string) => ({ id }),
}));

describe('RejectMembershipRequestHandler', () => {
  it("answers only once this process holds the member's restored status (their session check)", async () => {
    const steps: string[] = [];
    const db = {
      transaction: async (work: (manager: unknown) => Promise<unknown>) => {
        const answer = await work({});
        steps.push('committed');
        return answer;
      },
    };
    const memberships = {
      rejectSubscription: async () => undefined,
      restoreMemberStatus: async () => void steps.push('status restored'),
    };
    const sessions = { caughtUp: async () => void steps.push('caught up') };
    const handler = new RejectMembershipRequestHandler(
      db as unknown as DataSource,
      memberships as unknown as MembershipsRepository,
      sessions as unknown as SessionsService,
    );
    const answer = await handler.execute(new RejectMembershipRequestCommand('request-1', 'admin-1', 'No transfer'));
    steps.push('answered');
    expect(answer).toEqual({ id: 'request-1' });
    expect(steps).toEqual(['status restored', 'committed', 'caught up', 'answered']);
  });
});
