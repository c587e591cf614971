import { randomUUID } from 'node:crypto';
import type { MembershipLevelSlug, SubscriptionMethod } from '@earnwave/contracts';
import { MembershipLookup, type CurrentMembership, type MembershipLevel, type Transaction } from '@earnwave/db';
import type { Clock } from '@earnwave/domain';
import { DAY_MS } from '../test-clock';

/** A membership a member was given: its level, how it was paid, its term. */
export interface HeldMembership {
  level: MembershipLevelSlug;
  method: SubscriptionMethod;
  startedAt: Date;
  endsAt: Date;
  /** 'expired' once the daily expiry job marked it. */
  status?: 'active' | 'expired';
}

/**
 * The membership lookup in memory (the real one is libs/db's PostgresMembershipLookup; both pass
 * `membership-lookup.contract.ts`). The rule (none: MembershipRequired, expired: MembershipExpired)
 * is the port's own; this answers the latest membership started, expired from its end on by the
 * Clock, as the real query does.
 */
export class InMemoryMemberships extends MembershipLookup {
  private readonly held = new Map<string, HeldMembership[]>();

  constructor(private readonly clock: Clock) {
    super();
  }

  /** Gives the member a membership (the lookup reads; activating is the memberships module's). */
  hold(memberId: string, membership: HeldMembership): void {
    this.held.set(memberId, [...(this.held.get(memberId) ?? []), membership]);
  }

  /** Gives the member a membership that started now and runs `days` (a paid gold one unless said). */
  give(
    memberId: string,
    {
      level = 'gold',
      method = 'card',
      days = 30,
    }: { level?: MembershipLevelSlug; method?: SubscriptionMethod; days?: number } = {},
  ): void {
    const startedAt = this.clock.now();
    this.hold(memberId, { level, method, startedAt, endsAt: new Date(+startedAt + days * DAY_MS) });
  }

  async currentLevel(_tx: Transaction, memberId: string): Promise<CurrentMembership | undefined> {
    const latest = [...(this.held.get(memberId) ?? [])].sort((a, b) => +b.startedAt - +a.startedAt)[0];
    if (!latest) return undefined;
    const status = latest.status ?? 'active';
    return {
      level: levelOf(latest.level),
      subscription: {
        id: randomUUID(),
        memberId,
        level: latest.level,
        method: latest.method,
        receipt: latest.method === 'free' ? 'FREE' : 'receipt',
        amount: latest.method === 'free' ? 0n : levelOf(latest.level).price,
        transferDate: null,
        status,
        startedAt: latest.startedAt,
        endedAt: latest.endsAt,
        rejectionReason: null,
        createdAt: latest.startedAt,
        decidedAt: latest.startedAt,
      },
      expired: status === 'expired' || latest.endsAt <= this.clock.now(),
    };
  }
}

/** A level as a spec needs it: only its slug matters to the rules the fakes stand in for. */
function levelOf(slug: MembershipLevelSlug): MembershipLevel {
  return {
    slug,
    title: slug,
    subTitle: '',
    buttonText: slug,
    price: 10_000_000n,
    isFeatured: false,
    available: true,
    featuresTitle: '',
    featuresList: [],
    referrals: { more: 0 },
    contentView: 1,
    weeklyTokenLimit: 0n,
    sortOrder: 0,
  };
}
