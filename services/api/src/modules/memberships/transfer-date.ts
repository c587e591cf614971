/**
 * The day a member says their USDT transfer was sent. The client sends the chosen day at UTC
 * midnight (spec 5, payment proof); a bare YYYY-MM-DD is accepted too. "Not in the future" is
 * measured against the latest calendar day anywhere on Earth (UTC+14), so a member east of
 * Greenwich who sent money this morning, local time, is not refused.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00(?::00(?:\.0{1,3})?)?(?:Z|\+00:00))?$/;
const LATEST_UTC_OFFSET_MS = 14 * 60 * 60 * 1000;

export type TransferDateCheck = { ok: true; day: string } | { ok: false; reason: 'invalid' | 'future' };

export function checkTransferDate(value: unknown, now: Date = new Date()): TransferDateCheck {
  if (typeof value !== 'string') return { ok: false, reason: 'invalid' };
  const match = DAY.exec(value.trim());
  if (!match) return { ok: false, reason: 'invalid' };
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { ok: false, reason: 'invalid' };
  }
  const latestToday = new Date(now.getTime() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
  const iso = date.toISOString().slice(0, 10);
  if (iso > latestToday) return { ok: false, reason: 'future' };
  return { ok: true, day: iso };
}
