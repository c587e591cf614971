import { paymentNetwork, type AddressFamily } from '@earnwave/contracts';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { isTronAddress } from './tron-address';

/**
 * Whether a wallet address can receive on a payment network (`PAYMENT_NETWORKS`): one check for the
 * server, the member client and the console, since a payout to a mistyped address or to another
 * chain's address is money gone.
 *
 * - Tron: base58check, 34 characters starting `T`, decoding to the version byte 0x41, 20 bytes of
 *   address and the first 4 bytes of SHA-256(SHA-256(version + address)).
 * - EVM networks: `0x` and 40 hex digits; mixed case must match the EIP-55 checksum (keccak-256 of
 *   the lower-case hex), while all lower or all upper case carries no checksum and is accepted, as
 *   wallets do.
 */
export function isValidWalletAddress(address: string, networkKey: string | null | undefined): boolean {
  const network = paymentNetwork(networkKey);
  return network !== undefined && isValidForFamily(address, network.family);
}

export function isValidForFamily(address: string, family: AddressFamily): boolean {
  return family === 'tron' ? isTronAddress(address) : isEvmAddress(address);
}

function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return hex === eip55Checksummed(hex);
}

/** The EIP-55 spelling of 40 hex digits: a letter is upper case where the hash's nibble is 8 or more. */
export function eip55Checksummed(hex: string): string {
  const lower = hex.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  return [...lower]
    .map((char, index) => {
      const nibble = (hash[index >> 1] >> (index % 2 === 0 ? 4 : 0)) & 0xf;
      return nibble >= 8 ? char.toUpperCase() : char;
    })
    .join('');
}
