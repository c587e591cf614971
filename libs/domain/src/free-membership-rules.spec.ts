import { FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS } from '@earnwave/contracts';
import { MICROS_PER_CREDIT } from '@earnwave/money';
import { FreeMembershipLimitReached } from './errors';
import { assertWithinFreeSendLimit } from './free-membership-rules';

const credits = (n: number) => BigInt(n) * MICROS_PER_CREDIT;
const LIMIT = FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS;

describe('the free membership send limit', () => {
  it(`lets a free member send out up to ${LIMIT} credits of what they earned, together`, () => {
    expect(() => assertWithinFreeSendLimit({ sent: credits(LIMIT - 3), bought: 0n, amount: credits(3) })).not.toThrow();
    expect(() => assertWithinFreeSendLimit({ sent: credits(LIMIT - 3), bought: 0n, amount: credits(3) + 1n })).toThrow(
      FreeMembershipLimitReached,
    );
  });

  it('raises the allowance by the credits they bought', () => {
    expect(() => assertWithinFreeSendLimit({ sent: 0n, bought: credits(5), amount: credits(LIMIT + 5) })).not.toThrow();
    expect(() => assertWithinFreeSendLimit({ sent: 0n, bought: credits(5), amount: credits(LIMIT + 6) })).toThrow(
      FreeMembershipLimitReached,
    );
  });

  it('names the field the amount was sent under', () => {
    expect(() => assertWithinFreeSendLimit({ sent: 0n, bought: 0n, amount: credits(LIMIT + 1) }, 'amount')).toThrow(
      expect.objectContaining({ field: 'amount' }),
    );
  });
});
