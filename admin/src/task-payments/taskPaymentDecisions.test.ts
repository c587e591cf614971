import { describe, expect, it } from 'vitest';
import { PENDING_ONLY } from '../components/decisions';
import { taskPaymentDecisions } from './taskPaymentDecisions';

const payment = (fields: Record<string, unknown>) => ({ id: 'p1', audit: null, taskDeleted: false, ...fields });

describe('task payment decisions', () => {
  it('offers approve and reject on a pending USDT payment', () => {
    const pending = payment({ method: 'usdt', status: 'pending' });
    expect(taskPaymentDecisions.approve(pending)).toBe(true);
    expect(taskPaymentDecisions.reject(pending)).toBe(true);
  });

  it('offers only reject on a balance payment accepted at creation, once, while its task exists', () => {
    const accepted = payment({ method: 'balance', status: 'approved' });
    expect(taskPaymentDecisions.approve(accepted)).toBe(false);
    expect(taskPaymentDecisions.reject(accepted)).toBe(true);
    expect(taskPaymentDecisions.reject({ ...accepted, audit: { decision: 'reject' } })).toBe(false);
    expect(taskPaymentDecisions.reject({ ...accepted, taskDeleted: true })).toBe(false);
  });

  it('offers nothing on a decided USDT payment or a cancelled one', () => {
    for (const status of ['approved', 'rejected', 'cancelled']) {
      const decided = payment({ method: 'usdt', status });
      expect([status, taskPaymentDecisions.approve(decided), taskPaymentDecisions.reject(decided)]).toEqual([
        status,
        false,
        false,
      ]);
    }
  });

  it('reads pending in either case: requests say pending, task proofs PENDING', () => {
    expect(PENDING_ONLY.approve({ id: 'x', status: 'PENDING' })).toBe(true);
    expect(PENDING_ONLY.reject({ id: 'x', status: 'pending' })).toBe(true);
    expect(PENDING_ONLY.approve({ id: 'x', status: 'APPROVED' })).toBe(false);
  });
});
