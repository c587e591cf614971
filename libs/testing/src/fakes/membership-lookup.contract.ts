import type { MembershipLookup, UnitOfWork } from '@earnwave/db';
import { MembershipExpired, MembershipRequired } from '@earnwave/domain';
import { DAY_MS, type TestClock } from '../test-clock';
import type { HeldMembership } from './in-memory-memberships';

/** What the membership lookup's contract needs of the world it runs in. */
export interface MembershipLookupWorld {
  memberships: MembershipLookup;
  unitOfWork: UnitOfWork;
  /** The clock the lookup reads. */
  clock: TestClock;
  /** A new member, without a membership. */
  member(): Promise<string>;
  /** Gives the member an active (or, as the expiry job leaves it, expired) membership. */
  hold(memberId: string, membership: HeldMembership): Promise<void>;
}

/**
 * The membership lookup's contract: run against libs/db's PostgresMembershipLookup on a test
 * database and against InMemoryMemberships (`membership-lookup.contract.spec.ts`).
 */
export function membershipLookupContract(name: string, world: () => MembershipLookupWorld): void {
  describe(`${name} (the membership lookup's contract)`, () => {
    const days = (clock: TestClock, n: number) => new Date(+clock.now() + n * DAY_MS);

    it('refuses a member who never held a membership with MembershipRequired', async () => {
      const { memberships, unitOfWork, member } = world();
      const memberId = await member();
      expect(await unitOfWork.run((tx) => memberships.currentLevel(tx, memberId))).toBeUndefined();
      await expect(unitOfWork.run((tx) => memberships.requireEarningMembership(tx, memberId))).rejects.toBeInstanceOf(
        MembershipRequired,
      );
    });

    it('answers the latest membership started, while its term runs', async () => {
      const { memberships, unitOfWork, clock, member, hold } = world();
      const memberId = await member();
      await hold(memberId, {
        level: 'bronze',
        method: 'free',
        startedAt: days(clock, -40),
        endsAt: days(clock, -10),
        status: 'expired',
      });
      await hold(memberId, { level: 'gold', method: 'usdt', startedAt: days(clock, -1), endsAt: days(clock, 29) });
      const current = await unitOfWork.run((tx) => memberships.requireEarningMembership(tx, memberId));
      expect(current).toMatchObject({
        level: { slug: 'gold' },
        subscription: { memberId, method: 'usdt' },
        expired: false,
      });
    });

    it('refuses a membership whose term the clock passed with MembershipExpired, before the expiry job marks it', async () => {
      const { memberships, unitOfWork, clock, member, hold } = world();
      const memberId = await member();
      await hold(memberId, { level: 'silver', method: 'card', startedAt: days(clock, -29), endsAt: days(clock, 1) });
      await expect(unitOfWork.run((tx) => memberships.requireEarningMembership(tx, memberId))).resolves.toMatchObject({
        expired: false,
      });
      await clock.later(2 * DAY_MS, async () => {
        await expect(unitOfWork.run((tx) => memberships.requireEarningMembership(tx, memberId))).rejects.toBeInstanceOf(
          MembershipExpired,
        );
      });
    });

    it('refuses a membership the expiry job marked expired with MembershipExpired', async () => {
      const { memberships, unitOfWork, clock, member, hold } = world();
      const memberId = await member();
      await hold(memberId, {
        level: 'bronze',
        method: 'free',
        startedAt: days(clock, -2),
        endsAt: days(clock, 1),
        status: 'expired',
      });
      await expect(unitOfWork.run((tx) => memberships.requireEarningMembership(tx, memberId))).rejects.toBeInstanceOf(
        MembershipExpired,
      );
    });
  });
}
