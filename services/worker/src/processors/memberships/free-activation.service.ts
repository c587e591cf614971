import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MembershipFreeRequested } from '@earnwave/contracts';
import { activateSubscription, lockSubscription } from '@earnwave/db';
import { DataSource } from 'typeorm';

/**
 * Activates a free bronze request at once: the free level needs no administrator. A redelivered
 * job finds the subscription no longer pending and does nothing.
 */
@Injectable()
export class FreeActivationService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Answers whether this call activated it (false for a replay or a vanished request). */
  async activate(event: MembershipFreeRequested): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const subscription = await lockSubscription(manager, event.subscriptionId);
      if (!subscription || subscription.status !== 'pending' || subscription.method !== 'free') return false;
      await activateSubscription(manager, subscription);
      return true;
    });
  }
}
