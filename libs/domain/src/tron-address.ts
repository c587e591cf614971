import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils';

/**
 * Tron addresses: what people type is base58check (`T...`, 34 characters); the chain's own form is
 * 21 bytes, 0x41 then the 20 bytes an EVM address would have. The chain verifier compares
 * transfers in the 20-byte hex form and shows the base58 one; the configuration refuses a token
 * address whose checksum does not hold.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRON_PREFIX = '41';

/** The 21-byte `41...` hex form of a base58 `T...` address; undefined when it is not one (checksum included). */
export function tronAddressToHex(address: string): string | undefined {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return undefined;
  let value = 0n;
  for (const char of address) value = value * 58n + BigInt(ALPHABET.indexOf(char));
  const hex = value.toString(16).padStart(50, '0');
  if (hex.length !== 50) return undefined;
  const payload = hex.slice(0, 42);
  if (!payload.startsWith(TRON_PREFIX) || bytesToHex(checksum(hexToBytes(payload))) !== hex.slice(42)) return undefined;
  return payload;
}

/** The base58 `T...` form of a 21-byte `41...` hex address (or of the bare 20 bytes, as logs carry them). */
export function tronAddressFromHex(hex: string): string {
  const bare = hex.replace(/^0x/i, '').toLowerCase();
  const full = bare.length === 40 ? `41${bare}` : bare;
  if (!/^41[0-9a-f]{40}$/.test(full)) throw new Error(`${hex} is not a Tron address in hex`);
  const payload = hexToBytes(full);
  let value = BigInt(`0x${bytesToHex(concatBytes(payload, checksum(payload)))}`);
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  return text; // 0x41 leads, so there is no leading zero byte to spell as '1'
}

export function isTronAddress(address: string): boolean {
  return tronAddressToHex(address) !== undefined;
}

function checksum(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).subarray(0, 4);
}
