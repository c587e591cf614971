import { isWebAddress, linkOf, paymentDay, uploadPathOf } from './task-inputs';

const NOW = new Date('2026-11-20T12:00:00Z');

describe('task inputs', () => {
  it('reads a payment day in the forms clients send', () => {
    expect(paymentDay('2026-11-19', NOW)).toEqual({ ok: true, day: '2026-11-19' });
    expect(paymentDay('2026-11-19T00:00:00.000Z', NOW)).toEqual({ ok: true, day: '2026-11-19' });
    expect(paymentDay('19-11-2026', NOW)).toEqual({ ok: true, day: '2026-11-19' });
    expect(paymentDay(undefined, NOW)).toEqual({ ok: true, day: '2026-11-20' });
  });

  it('refuses a day that does not exist or has not begun anywhere', () => {
    expect(paymentDay('2026-02-31', NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(paymentDay('yesterday', NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(paymentDay('2026-11-21', NOW)).toEqual({ ok: true, day: '2026-11-21' });
    expect(paymentDay('2026-11-22', NOW)).toEqual({ ok: false, reason: 'future' });
  });

  it('names the same stored file whether given relative, absolute or with a slash', () => {
    const origin = 'http://web.test';
    expect(uploadPathOf('uploads/2026/11/a.png', origin)).toBe('uploads/2026/11/a.png');
    expect(uploadPathOf('http://web.test/uploads/2026/11/a.png', origin)).toBe('uploads/2026/11/a.png');
    expect(uploadPathOf('/uploads/2026/11/a.png', origin)).toBe('uploads/2026/11/a.png');
  });

  it('takes http and https addresses only', () => {
    expect(isWebAddress('https://example.com/review/1')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('ftp://example.com')).toBe(false);
    expect(isWebAddress('example.com')).toBe(false);
  });

  it('links a stored file under the origin and leaves a web address as it is', () => {
    expect(linkOf('uploads/2026/11/a.png', 'http://web.test')).toBe('http://web.test/uploads/2026/11/a.png');
    expect(linkOf('https://example.com/x', 'http://web.test')).toBe('https://example.com/x');
    expect(linkOf(null, 'http://web.test')).toBeNull();
  });
});
