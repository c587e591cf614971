import { createHash } from 'node:crypto';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/**
 * A valid Tron (TRC-20) address for the seeded payment network, one per `name`: base58check of the
 * version byte 0x41 and 20 bytes taken from the name's hash, so that specs withdraw to addresses
 * the server accepts, distinct where the names differ (the payment desk links accounts that share
 * one). Written with Node's SHA-256, apart from the server's check.
 */
export function tronAddress(name: string): string {
  return tronAddressOf(sha256(Buffer.from(name)).subarray(0, 20));
}

/** Tron's spelling of a 20-byte account: base58check of 0x41 and the bytes. */
export function tronAddressOf(account: Buffer): string {
  const payload = Buffer.concat([Buffer.from([0x41]), account]);
  const bytes = Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]);
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  for (; value > 0n; value /= 58n) text = BASE58[Number(value % 58n)] + text;
  return text;
}
