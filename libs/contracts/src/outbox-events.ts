/**
 * Domain events that leave a transaction through the outbox, and the BullMQ queue each goes to.
 * Queue names and payloads live here and nowhere else: the worker fails at boot when a queue has
 * no processor or two.
 */
export const QUEUES = {
  mail: 'mail',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

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

/** Every outbox event type with its payload and queue. */
export interface OutboxEvents {
  'mail.verification-requested': VerificationMailRequested;
  'mail.password-reset-requested': PasswordResetMailRequested;
}
export type OutboxEventType = keyof OutboxEvents;

export const EVENT_QUEUE: Record<OutboxEventType, QueueName> = {
  'mail.verification-requested': QUEUES.mail,
  'mail.password-reset-requested': QUEUES.mail,
};

/** BullMQ refuses integer-like job ids, so event ids are prefixed. */
export function jobIdForEvent(eventId: string): string {
  return `evt-${eventId}`;
}
