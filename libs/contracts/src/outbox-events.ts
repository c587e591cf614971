/**
 * Domain events that leave a transaction through the outbox, and the BullMQ queue each goes to.
 * Queue names and payloads live here and nowhere else: the worker fails at boot when a queue has
 * no processor or two. Amounts travel as decimal strings of micro-credits (JSON has no bigint).
 */
export const QUEUES = {
  mail: 'mail',
  /** Ledger settlement of earned and transferred credits, batched. */
  settlement: 'settlement',
  /** Membership activations that need no administrator (the free bronze level). */
  memberships: 'memberships',
  /** Scheduled housekeeping: membership expiry, ledger reconciliation. */
  maintenance: 'maintenance',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * BullMQ's key prefix of the run's queues: the run's prefix (QUEUE_PREFIX) as a Redis Cluster hash
 * tag, `{earnwave}`, so that all of a queue's keys hash to one slot (its scripts touch several).
 */
export const queueKeyPrefix = (queuePrefix: string) => `{${queuePrefix}}`;

export interface VerificationMailRequested {
  to: string;
  name: string;
  token: string;
}
export interface PasswordResetMailRequested {
  to: string;
  name: string;
  token: string;
}
export interface ReferralInvitationRequested {
  to: string;
  referrerName: string;
  registerLink: string;
}

/**
 * Someone is guessing at an account: its wrong passwords (from strangers' browsers) or its wrong
 * second-factor codes reached their limit. Sent at most once per limit's window.
 */
export interface SignInGuessedMailRequested {
  to: string;
  name: string;
  /** What was guessed at. */
  guessed: 'password' | 'code';
  /** In a browser that signed in to the account before (its own count); absent in mails queued before it was told. */
  knownBrowser?: boolean;
}

/** A withdrawal was requested: the member is told, with a link that cancels it while it is pending. */
export interface WithdrawalMailRequested {
  to: string;
  name: string;
  /** Micro-credits sent to the wallet, and the fee held with it. */
  amount: string;
  fee: string;
  walletAddress: string;
  /** The single-use cancel link's token. */
  token: string;
}

/** A counted content view; its reward was decided (and capped) at request time. */
export interface ContentViewCounted {
  viewId: string;
  memberId: string;
  contentId: string;
  /** Micro-credits. */
  reward: string;
  /** The member level's weekly limit at request time, micro-credits: the worker caps again. */
  weeklyTokenLimit: string;
  /** ISO instant of Monday 00:00 UTC of the view's week. */
  weekStart: string;
}

/** A spend between members, already debited from the payer into clearing. */
export interface MemberTransferSpent {
  spendTransactionKey: string;
  payerId: string;
  receiverId: string;
  /** Micro-credits moved out of clearing to the receiver (the price less any fee). */
  amount: string;
  /** Micro-credits of platform fee kept from the price. */
  fee: string;
  /** The receiver's ledger type: gift_received, post_view_earned, message_earned. */
  receiverType: 'gift_received' | 'post_view_earned' | 'message_earned';
}

/** A member took the free bronze level: the worker activates it at once. */
export interface MembershipFreeRequested {
  subscriptionId: string;
  memberId: string;
}

/** A referred member's first paid membership was activated: the referrer may earn. */
export interface ReferralRewardDue {
  referredId: string;
  referrerId: string;
}

/** Members sent proofs of a task: the owner is told. */
export interface TaskProofsReceived {
  taskId: string;
  ownerId: string;
  memberId: string;
  proofIds: string[];
}

/**
 * A proof was decided (compare-and-set from PENDING). An approval pays `reward` micro-credits
 * from the task's escrow to the member and `cost - reward` to the platform, once per proof; the
 * amounts were copied into the task when it was created.
 */
export interface TaskProofDecided {
  proofId: string;
  taskId: string;
  ownerId: string;
  memberId: string;
  decision: 'APPROVED' | 'REJECTED';
  decidedBy: 'owner' | 'admin' | 'timer';
  /** Micro-credits. */
  cost: string;
  /** Micro-credits. */
  reward: string;
}

/** Every outbox event type with its payload. */
export interface OutboxEvents {
  'mail.verification-requested': VerificationMailRequested;
  'mail.password-reset-requested': PasswordResetMailRequested;
  'mail.referral-invitation-requested': ReferralInvitationRequested;
  'mail.sign-in-guessed': SignInGuessedMailRequested;
  'mail.withdrawal-requested': WithdrawalMailRequested;
  'content-view.counted': ContentViewCounted;
  'member-transfer.spent': MemberTransferSpent;
  'referral.reward-due': ReferralRewardDue;
  'membership.free-requested': MembershipFreeRequested;
  'task-proofs.received': TaskProofsReceived;
  'task-proof.decided': TaskProofDecided;
}
export type OutboxEventType = keyof OutboxEvents;

export const EVENT_QUEUE: Record<OutboxEventType, QueueName> = {
  'mail.verification-requested': QUEUES.mail,
  'mail.password-reset-requested': QUEUES.mail,
  'mail.referral-invitation-requested': QUEUES.mail,
  'mail.sign-in-guessed': QUEUES.mail,
  'mail.withdrawal-requested': QUEUES.mail,
  'content-view.counted': QUEUES.settlement,
  'member-transfer.spent': QUEUES.settlement,
  'referral.reward-due': QUEUES.settlement,
  'membership.free-requested': QUEUES.memberships,
  'task-proofs.received': QUEUES.settlement,
  'task-proof.decided': QUEUES.settlement,
};

/** Jobs of the maintenance queue, each started by a job scheduler (cron pattern, UTC). */
export const MAINTENANCE_JOBS = {
  /** Daily at 00:05 UTC: ends subscriptions whose term has run out. */
  membershipExpiry: { name: 'membership-expiry', pattern: '5 0 * * *' },
  /** Hourly: recomputes balances from postings and records any drift. */
  ledgerReconciliation: { name: 'ledger-reconciliation', pattern: '0 * * * *' },
  /** Every 10 minutes: approves task proofs nobody decided within TASK_PROOF_AUTO_APPROVE_HOURS. */
  taskProofAutoApproval: { name: 'task-proof-auto-approval', pattern: '*/10 * * * *' },
  /**
   * Every minute: relays again the outbox events relayed OUTBOX_REDELIVER_AFTER_MINUTES ago whose
   * job is gone (Redis lost it) or failed for good, and that no processor has handled.
   */
  outboxRedelivery: { name: 'outbox-redelivery', pattern: '* * * * *' },
  /**
   * Hourly at :17: deletes, in bounded batches, the rows kept past their retention (RETENTION_*_DAYS):
   * ended sessions, processed outbox events, card-payment events, spent one-time tokens; and erases
   * the addresses and device ids the payment desk links accounts by once older than REVIEW_RETENTION_DAYS.
   */
  retention: { name: 'retention', pattern: '17 * * * *' },
  /**
   * Every minute: the payment desk checks pending deposits and approved payouts on chain until
   * verified, mismatched or 24 hours old, then approves verified deposits when that setting is on.
   */
  chainChecks: { name: 'chain-checks', pattern: '* * * * *' },
} as const;
export type MaintenanceJobName = (typeof MAINTENANCE_JOBS)[keyof typeof MAINTENANCE_JOBS]['name'];

/** BullMQ refuses integer-like job ids, so event ids are prefixed. */
export function jobIdForEvent(eventId: string): string {
  return `evt-${eventId}`;
}

/**
 * What every job of relayed events carries: their ids, nothing else. Processors load each payload
 * from its committed outbox row, so Redis holds nothing that money depends on.
 */
export interface OutboxJobData {
  eventIds: string[];
}

/** An event as a processor acts on it: the outbox row's payload with the row's id. */
export type EventJob<T extends OutboxEventType> = OutboxEvents[T] & { eventId: string };
