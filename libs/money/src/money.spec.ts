import fc from 'fast-check';
import { creditsToJson, formatCredits, InvalidAmountError, parseCredits, roundHalfEven } from './index';

describe('parseCredits', () => {
  it('converts through decimal strings, so 0.29 is exactly 290000 micro-credits', () => {
    expect(parseCredits(0.29)).toBe(290_000n);
    expect(parseCredits('12.5')).toBe(12_500_000n);
    expect(parseCredits(4)).toBe(4_000_000n);
    expect(parseCredits('-0.000001')).toBe(-1n);
  });

  it('refuses more than 6 decimals, exponents and non-numbers instead of rounding', () => {
    for (const bad of ['0.0000001', '1e3', 'abc', '', '1.', NaN, Infinity, 1e-7, 1e21]) {
      expect(() => parseCredits(bad as never)).toThrow(InvalidAmountError);
    }
  });

  it('round-trips every micro-credit amount through format and parse', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (micros) => {
        expect(parseCredits(formatCredits(micros))).toBe(micros);
        expect(parseCredits(creditsToJson(micros))).toBe(micros);
      }),
    );
  });
});

describe('roundHalfEven', () => {
  it('rounds halves to the even neighbour', () => {
    expect(roundHalfEven(2_345_000n, 2)).toBe('2.34');
    expect(roundHalfEven(2_355_000n, 2)).toBe('2.36');
    expect(roundHalfEven(2_345_001n, 2)).toBe('2.35');
    expect(roundHalfEven(500_000n, 0)).toBe('0');
    expect(roundHalfEven(1_500_000n, 0)).toBe('2');
    expect(roundHalfEven(-2_345_000n, 2)).toBe('-2.34');
    expect(roundHalfEven(-4_000n, 2)).toBe('0.00');
  });

  it('never moves a value by more than half a unit of the last place', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 6 }), (micros, d) => {
        const rounded = parseCredits(roundHalfEven(micros, d));
        const half = 10n ** BigInt(6 - d) / 2n;
        const diff = rounded > micros ? rounded - micros : micros - rounded;
        expect(diff <= half || d === 6).toBe(true);
      }),
    );
  });
});
