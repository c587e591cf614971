import fc from 'fast-check';
import {
  addMonths,
  capToWeeklyLimit,
  daysLeft,
  referralMultiplier,
  referralReward,
  viewReward,
  weekStart,
} from './earning-rules';

describe('weekStart', () => {
  it('is Monday 00:00 UTC of the same week', () => {
    expect(weekStart(new Date('2026-11-23T15:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z'); // a Monday
    expect(weekStart(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z'); // Sunday
    expect(weekStart(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
});

describe('viewReward', () => {
  it('earns exactly 1 credit over every contentView views', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 3 }), (contentView, group) => {
        let total = 0n;
        for (let n = group * contentView + 1; n <= (group + 1) * contentView; n++) total += viewReward(n, contentView);
        expect(total).toBe(1_000_000n);
      }),
      { numRuns: 50 },
    );
  });

  it('gives 3 views of contentView 3 333333, 333333 and 333334 micro-credits', () => {
    expect([1, 2, 3].map((n) => viewReward(n, 3))).toEqual([333_333n, 333_333n, 333_334n]);
  });
});

describe('capToWeeklyLimit', () => {
  it('never lets the week pass its limit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        (reward, used, limit) => {
          const capped = capToWeeklyLimit(reward, used, limit);
          expect(capped >= 0n && capped <= reward).toBe(true);
          if (used <= limit) expect(used + capped <= limit).toBe(true);
          else expect(capped).toBe(0n);
        },
      ),
    );
  });
});

describe('referral reward', () => {
  it('is ceil(multiplier × level price) whole credits when the referred member paid as much', () => {
    expect(referralReward(0.1, 10_000_000n, 10_000_000n)).toBe(1_000_000n);
    expect(referralReward(0.15, 10_000_000n, 100_000_000n)).toBe(2_000_000n); // 1.5 rounds up to 2
    expect(referralReward(0.25, 100_000_000n, 100_000_000n)).toBe(25_000_000n);
    expect(referralReward(0, 100_000_000n, 100_000_000n)).toBe(0n);
  });

  it('takes the smaller of the two prices: a cheap activation earns a dear level little', () => {
    // A Cash referrer (10,000) whose referral bought Bronze (10): 0.1 x 10, not 0.1 x 10,000.
    expect(referralReward(0.1, 10_000_000_000n, 10_000_000n)).toBe(1_000_000n);
    // Higher levels still earn 10x per referral of like price.
    expect(referralReward(0.1, 100_000_000n, 100_000_000n)).toBe(10n * referralReward(0.1, 10_000_000n, 10_000_000n));
    expect(referralReward(0.25, 10_000_000n, 0n)).toBe(0n);
  });

  it('never pays more than came in, whatever the multiplier or rounding', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 9999, noNaN: true }),
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        (multiplier, referrerPrice, paid) => {
          const reward = referralReward(multiplier, referrerPrice, paid);
          expect(reward).toBeGreaterThanOrEqual(0n);
          expect(reward).toBeLessThanOrEqual(paid < referrerPrice ? paid : referrerPrice);
        },
      ),
    );
  });

  it("takes the ordinal's multiplier, else 'more'", () => {
    const map = { '1': 0.1, '2': 0.2, more: 0.3 };
    expect([1, 2, 3, 9].map((n) => referralMultiplier(map, n))).toEqual([0.1, 0.2, 0.3, 0.3]);
  });
});

describe('membership dates', () => {
  it('adds calendar months, clamping to the end of a short month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-23T00:00:00Z'), 12).toISOString()).toBe('2027-11-23T00:00:00.000Z');
  });

  it('counts whole days left, 0 once expired', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(daysLeft(new Date('2026-11-24T12:00:00Z'), now)).toBe(1);
    expect(daysLeft(new Date('2026-11-23T13:00:00Z'), now)).toBe(1);
    expect(daysLeft(new Date('2026-11-22T00:00:00Z'), now)).toBe(0);
    expect(daysLeft(null, now)).toBe(0);
  });
});
