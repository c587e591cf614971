import { isValidWalletAddress } from '@earnwave/domain';
import { tronAddress, tronAddressOf } from './wallets';

describe("the kit's Tron addresses", () => {
  it('spell published accounts as Tron does', () => {
    expect(tronAddressOf(Buffer.from('a614f803b6fd780986a42c78ec9c7f77e6ded13c', 'hex'))).toBe(
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
    expect(tronAddressOf(Buffer.alloc(20))).toBe('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb');
  });

  it('give each name its own address, which the server accepts', () => {
    expect(tronAddress('a')).not.toBe(tronAddress('b'));
    for (const name of ['a', 'b', 'member-1']) expect(isValidWalletAddress(tronAddress(name), 'tron')).toBe(true);
  });
});
