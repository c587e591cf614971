import { checkTransferDate } from './transfer-date';

const now = new Date('2026-11-23T10:00:00Z');

describe('checkTransferDate', () => {
  it('accepts the day at UTC midnight as the client sends it, and a bare day', () => {
    expect(checkTransferDate('2026-11-20T00:00:00.000Z', now)).toEqual({ ok: true, day: '2026-11-20' });
    expect(checkTransferDate('2026-11-20T00:00:00Z', now)).toEqual({ ok: true, day: '2026-11-20' });
    expect(checkTransferDate('2026-11-20', now)).toEqual({ ok: true, day: '2026-11-20' });
    expect(checkTransferDate('2026-11-23T00:00:00.000Z', now)).toEqual({ ok: true, day: '2026-11-23' });
  });

  it('refuses a time other than midnight, a local offset, an impossible day and non-strings', () => {
    for (const bad of [
      '2026-11-20T05:00:00.000Z',
      '2026-11-20T00:00:00+02:00',
      '2026-02-30',
      '20-11-2026',
      '',
      5,
      null,
    ]) {
      expect(checkTransferDate(bad, now)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a day that has not begun anywhere on Earth yet', () => {
    // At 10:00 UTC it is already 24:00 on the 23rd at UTC+14, so the 24th has begun there.
    expect(checkTransferDate('2026-11-24', now)).toEqual({ ok: true, day: '2026-11-24' });
    expect(checkTransferDate('2026-11-25', now)).toEqual({ ok: false, reason: 'future' });
    expect(checkTransferDate('2026-11-24', new Date('2026-11-23T09:59:59Z'))).toEqual({ ok: false, reason: 'future' });
  });
});
