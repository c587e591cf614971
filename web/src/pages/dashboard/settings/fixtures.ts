import { MEMBER } from '../../../test/render';

/** `GET members/{id}` for a silver member with a paid subscription: what the Settings tests read. */
export const SUBSCRIBED_RECORD = {
  data: {
    ...MEMBER,
    daysLeft: 300,
    balance: 2,
    memberSubscription: {
      membershipLevel: 'silver',
      startedAt: '2026-01-10T00:00:00.000Z',
      endedAt: '2027-01-10T00:00:00.000Z',
      amount: 100,
      receiptNumber: 'TX123456',
    },
  },
};
