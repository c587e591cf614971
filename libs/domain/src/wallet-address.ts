import { paymentNetwork, type AddressFamily } from '@earnwave/contracts';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

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

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRON_VERSION = 0x41;

function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = base58Decode(address);
  if (bytes?.length !== 25 || bytes[0] !== TRON_VERSION) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21)));
  return bytes.subarray(21).every((byte, index) => byte === checksum[index]);
}

/** Base58 digits to bytes (leading `1`s are zero bytes), or undefined for a character outside the alphabet. */
function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn));
  const zeros = text.length - text.replace(/^1+/, '').length;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes]);
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
