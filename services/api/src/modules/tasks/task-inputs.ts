/**
 * Inputs of the task calls that need more than a DTO check: payment days, uploaded paths and web
 * addresses.
 */
import { UPLOADS_PREFIX } from '../../common/storage/file-storage';

const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY_FIRST = /^(\d{2})-(\d{2})-(\d{4})$/;
/** "Not in the future" is measured against the latest calendar day anywhere on Earth (UTC+14). */
const LATEST_UTC_OFFSET_MS = 14 * 60 * 60 * 1000;

export type PaymentDay = { ok: true; day: string } | { ok: false; reason: 'invalid' | 'future' };

/**
 * The day of a payment: YYYY-MM-DD, an ISO instant (the client sends the chosen day at UTC
 * midnight) or DD-MM-YYYY, as a real calendar day that has begun somewhere.
 */
export function paymentDay(value: string | undefined, now: Date = new Date()): PaymentDay {
  if (value === undefined) return { ok: true, day: now.toISOString().slice(0, 10) };
  const text = value.trim();
  const iso = DAY.exec(text);
  const dayFirst = DAY_FIRST.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : undefined;
  if (!parts) return { ok: false, reason: 'invalid' };
  const [year, month, day] = parts.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { ok: false, reason: 'invalid' };
  }
  const latestToday = new Date(now.getTime() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
  const isoDay = date.toISOString().slice(0, 10);
  return isoDay > latestToday ? { ok: false, reason: 'future' } : { ok: true, day: isoDay };
}

/**
 * The stored path an upload reference names: clients send the upload's `relativePath`, but some
 * send its absolute `path` or a leading slash; all name the same file.
 */
export function uploadPathOf(value: string, webOrigin: string): string {
  let path = value.trim();
  if (path.startsWith(`${webOrigin}/`)) path = path.slice(webOrigin.length + 1);
  return path.replace(/^\/+/, '');
}

/** Whether a reference names a stored upload (as opposed to a web address). */
export function isUploadPath(value: string): boolean {
  return value.startsWith(`${UPLOADS_PREFIX}/`);
}

/** A web address a member or owner may give for a url-type row: http or https only. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The link a client opens for a stored file or a web address. */
export function linkOf(value: string | null, webOrigin: string): string | null {
  if (!value) return null;
  return isUploadPath(value) ? `${webOrigin}/${value}` : value;
}
