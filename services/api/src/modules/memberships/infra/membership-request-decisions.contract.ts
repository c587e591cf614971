import type { MemberStatus } from '@earnwave/contracts';
import type { UnitOfWork } from '@earnwave/db';
import { AlreadyDecided, MembershipRequestNotFound, OwnRequestDecision } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import type { MembershipRequestDecisions } from './membership-request-decisions';

/** What the membership request decisions' contract needs of the world it runs in. */
export interface MembershipRequestDecisionsWorld {
  decisions: MembershipRequestDecisions;
  unitOfWork: UnitOfWork;
  member(): Promise<string>;
  /** A USDT membership request of the member's, pending; answers its id. */
  usdtRequest(memberId: string): Promise<string>;
  /** A card membership the member paid, active; answers its id. */
  cardMembership(memberId: string): Promise<string>;
  /** A membership the member held, now expired. */
  expiredMembership(memberId: string): Promise<void>;
  statusOf(memberId: string): Promise<MemberStatus | undefined>;
}

/** Run against MembershipsRepository and InMemoryMembershipRequests (`membership-request-decisions.contract.spec.ts`). */
export function membershipRequestDecisionsContract(name: string, world: () => MembershipRequestDecisionsWorld): void {
  describe(`${name} (the membership request decisions' contract)`, () => {
    const reject = (requestId: string, adminId: string) =>
      ({ requestId, adminId, decision: 'reject', reason: 'No transfer' }) as const;

    it('takes a pending USDT request once, keeping the reason given', async () => {
      const { decisions, unitOfWork, member, usdtRequest } = world();
      const [memberId, adminId] = [await member(), await member()];
      const requestId = await usdtRequest(memberId);
      const decided = await unitOfWork.run((tx) => decisions.lockPending(tx, reject(requestId, adminId)));
      expect(decided).toMatchObject({ request: { id: requestId, memberId, method: 'usdt' }, reason: 'No transfer' });
      await expect(unitOfWork.run((tx) => decisions.lockPending(tx, reject(requestId, adminId)))).rejects.toEqual(
        new AlreadyDecided('membershipRequest'),
      );
    });

    it("refuses an unknown request, a card membership (no request) and an administrator's own", async () => {
      const { decisions, unitOfWork, member, usdtRequest, cardMembership } = world();
      const [memberId, adminId] = [await member(), await member()];
      const card = await cardMembership(memberId);
      for (const requestId of [randomUUID(), card]) {
        const refused = unitOfWork.run((tx) => decisions.lockPending(tx, reject(requestId, adminId)));
        await expect(refused).rejects.toBeInstanceOf(MembershipRequestNotFound);
      }
      const own = await usdtRequest(adminId);
      await expect(unitOfWork.run((tx) => decisions.lockPending(tx, reject(own, adminId)))).rejects.toBeInstanceOf(
        OwnRequestDecision,
      );
    });

    it('rejects with the reason, and gives back the status the member had: inactive, or active once they held one', async () => {
      const { decisions, unitOfWork, member, usdtRequest, expiredMembership, statusOf } = world();
      const [newcomer, returning, adminId] = [await member(), await member(), await member()];
      await expiredMembership(returning);
      for (const memberId of [newcomer, returning]) {
        const requestId = await usdtRequest(memberId);
        const rejected = await unitOfWork.run(async (tx) => {
          const { request, reason } = await decisions.lockPending(tx, reject(requestId, adminId));
          await decisions.rejectSubscription(tx, request.id, reason!);
          await decisions.restoreMemberStatus(tx, memberId);
          return decisions.subscription(tx, request.id);
        });
        expect(rejected).toMatchObject({ id: requestId, status: 'rejected', rejectionReason: 'No transfer' });
      }
      expect([await statusOf(newcomer), await statusOf(returning)]).toEqual(['inactive', 'active']);
    });
  });
}
