import type { MemberStatus } from '@earnwave/contracts';
import { AlreadyDecided, MembershipRequestNotFound } from '@earnwave/domain';
import { InMemoryUnitOfWork, TestClock } from '@earnwave/testing';
import { randomUUID } from 'node:crypto';
import { SignInChanges } from '../../../common/auth/sign-in-changes';
import { InMemoryMembershipRequests } from '../infra/membership-request-decisions.fake';
import { RejectMembershipRequestCommand } from './reject-membership-request.command';
import { RejectMembershipRequestHandler } from './reject-membership-request.handler';

/** What the member's session check knew each time this process caught up with sign-in changes. */
class CatchUpRecorder extends SignInChanges {
  readonly seen: { committed: number; status: MemberStatus | undefined }[] = [];

  constructor(private readonly look: () => { committed: number; status: MemberStatus | undefined }) {
    super();
  }

  async caughtUp(): Promise<void> {
    this.seen.push(this.look());
  }
}

describe('RejectMembershipRequestHandler', () => {
  function world() {
    const unitOfWork = new InMemoryUnitOfWork();
    const requests = new InMemoryMembershipRequests(new TestClock());
    const [memberId, adminId] = [randomUUID(), randomUUID()];
    const requestId = requests.store(memberId);
    const sessions = new CatchUpRecorder(() => ({
      committed: unitOfWork.committed,
      status: requests.statusOf(memberId),
    }));
    const handler = new RejectMembershipRequestHandler(unitOfWork, requests, sessions);
    const reject = (id = requestId) => handler.execute(new RejectMembershipRequestCommand(id, adminId, 'No transfer'));
    return { requests, sessions, memberId, requestId, reject };
  }

  it('rejects the request with its reason and gives the member back the status they had', async () => {
    const { requests, memberId, requestId, reject } = world();
    expect(await reject()).toMatchObject({ id: requestId, status: 'rejected', rejectionReason: 'No transfer' });
    expect(requests.statusOf(memberId)).toBe('inactive');
  });

  it("answers only once this process holds the member's restored status (their session check)", async () => {
    const { sessions, reject } = world();
    await reject();
    expect(sessions.seen).toEqual([{ committed: 1, status: 'inactive' }]);
  });

  it('refuses a request decided already, or none, and catches up with nothing', async () => {
    const { sessions, reject } = world();
    await reject();
    await expect(reject()).rejects.toEqual(new AlreadyDecided('membershipRequest'));
    await expect(reject(randomUUID())).rejects.toBeInstanceOf(MembershipRequestNotFound);
    expect(sessions.seen).toHaveLength(1);
  });
});
