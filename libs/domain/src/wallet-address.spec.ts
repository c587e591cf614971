import { isValidWalletAddress } from './wallet-address';

/** EIP-55's published examples (github.com/ethereum/EIPs, eip-55.md). */
const EIP55_MIXED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
const EIP55_ALL_CAPS = ['0x52908400098527886E0F7030069857D2E4169EE7', '0x8617E340B3D01FA5F11F306F4090FD50E238070D'];
const EIP55_ALL_LOWER = ['0xde709f2102306220921060314715629080e2fb77', '0x27b1fdb04752bbc536007a920d24acb045561c26'];

/** Swaps the case of the first letter, which breaks an EIP-55 checksum. */
function miscased(address: string): string {
  const index = address.slice(2).search(/[a-fA-F]/) + 2;
  const char = address[index];
  const swapped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
  return address.slice(0, index) + swapped + address.slice(index + 1);
}

describe('wallet addresses for the payment network', () => {
  // Published Tron addresses: USDT's TRC-20 contract (41a614f8...ded13c) and the all-zero account.
  // The test kit's tronAddressOf computes them from their bytes (libs/testing's wallets.spec.ts).
  const tether = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  const zero = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';

  it('accepts Tron base58check addresses', () => {
    for (const address of [tether, zero]) expect(isValidWalletAddress(address, 'tron')).toBe(true);
  });

  it("refuses the issue's address, whose Tron checksum fails, and every single-character typo", () => {
    expect(isValidWalletAddress('Tggggggggggggggggggggggggggggggggg', 'tron')).toBe(false);
    const typo = tether.slice(0, 10) + (tether[10] === 'x' ? 'y' : 'x') + tether.slice(11);
    expect(isValidWalletAddress(typo, 'tron')).toBe(false);
  });

  it('refuses a Tron-looking text of the wrong length, alphabet or version byte', () => {
    expect(isValidWalletAddress(tether.slice(0, 33), 'tron')).toBe(false);
    expect(isValidWalletAddress(`${tether}1`, 'tron')).toBe(false);
    expect(isValidWalletAddress(`${tether.slice(0, 33)}0`, 'tron')).toBe(false); // 0 is not base58
    expect(isValidWalletAddress(` ${tether}`, 'tron')).toBe(false);
  });

  it('refuses an Ethereum address on Tron and a Tron address on EVM networks', () => {
    expect(isValidWalletAddress(EIP55_MIXED[0], 'tron')).toBe(false);
    for (const network of ['ethereum', 'bsc', 'polygon', 'arbitrum']) {
      expect(isValidWalletAddress(tether, network)).toBe(false);
    }
  });

  it("accepts EIP-55's checksummed examples and unchecksummed all-lower or all-upper addresses", () => {
    for (const address of [...EIP55_MIXED, ...EIP55_ALL_CAPS, ...EIP55_ALL_LOWER]) {
      expect(isValidWalletAddress(address, 'ethereum')).toBe(true);
      expect(isValidWalletAddress(address, 'bsc')).toBe(true);
    }
  });

  it('refuses a mixed-case EVM address whose EIP-55 checksum fails, and malformed ones', () => {
    for (const address of EIP55_MIXED) expect(isValidWalletAddress(miscased(address), 'ethereum')).toBe(false);
    expect(isValidWalletAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', 'ethereum')).toBe(false);
    expect(isValidWalletAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'ethereum')).toBe(false);
    expect(isValidWalletAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', 'ethereum')).toBe(false);
  });

  it('refuses every address when the network is not one of the list', () => {
    expect(isValidWalletAddress(tether, 'Tron (TRC20)')).toBe(false);
    expect(isValidWalletAddress(tether, undefined)).toBe(false);
  });
});
