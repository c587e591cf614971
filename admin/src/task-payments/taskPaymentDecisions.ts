import type { RaRecord } from 'react-admin';
import { isPending, type Decidable } from '../components/decisions';

/**
 * A pending USDT payment may be accepted or rejected. A balance payment was accepted when the task
 * was created; an administrator may still reject it once (the leads nobody took are refunded),
 * unless its owner deleted the task.
 */
export const taskPaymentDecisions: Decidable = {
  approve: isPending,
  reject: (record: RaRecord) =>
    isPending(record) ||
    (record.method === 'balance' && record.status === 'approved' && !record.audit && !record.taskDeleted),
};
