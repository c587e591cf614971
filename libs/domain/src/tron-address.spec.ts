import { isTronAddress, tronAddressFromHex, tronAddressToHex } from './tron-address';

describe('Tron addresses', () => {
  // Known pairs: USDT's TRC-20 contract, and the zero address (the chain's black hole).
  const VECTORS = [
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', '41a614f803b6fd780986a42c78ec9c7f77e6ded13c'],
    ['T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', '410000000000000000000000000000000000000000'],
  ];

  it.each(VECTORS)('reads %s as %s and writes it back', (base58, hex) => {
    expect(tronAddressToHex(base58)).toBe(hex);
    expect(tronAddressFromHex(hex)).toBe(base58);
    expect(tronAddressFromHex(hex.slice(2))).toBe(base58); // as event logs carry it: 20 bytes, no 41
    expect(tronAddressFromHex(`0x${hex.slice(2).toUpperCase()}`)).toBe(base58);
  });

  it('refuses a mistyped address: the checksum catches one changed character', () => {
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(isTronAddress('0xa614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60')).toBe(false); // 0 is not base58
  });

  it('refuses to spell what is not a Tron address', () => {
    expect(() => tronAddressFromHex('42a614f803b6fd780986a42c78ec9c7f77e6ded13c')).toThrow('not a Tron address');
    expect(() => tronAddressFromHex('a614f8')).toThrow('not a Tron address');
  });
});
