import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MembershipFreeRequested } from '@earnwave/contracts';
import { activateSubscription, lockSubscription, markOutboxProcessed } from '@earnwave/db';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * Activates a free bronze request at once: the free level needs no administrator. A redelivered
 * job finds the subscription no longer pending and does nothing. The event is recorded as processed
 * in the same transaction, whatever the outcome.
 */
@Injectable()
export class FreeActivationService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Answers whether this call activated it (false for a replay or a vanished request). */
  async activate(event: MembershipFreeRequested & { eventId?: string }): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const activated = await activateIfPending(manager, event.subscriptionId);
      if (event.eventId) await markOutboxProcessed(manager, [event.eventId]);
      return activated;
    });
  }
}

async function activateIfPending(manager: EntityManager, subscriptionId: string): Promise<boolean> {
  const subscription = await lockSubscription(manager, subscriptionId);
  if (!subscription || subscription.status !== 'pending' || subscription.method !== 'free') return false;
  await activateSubscription(manager, subscription);
  return true;
}
