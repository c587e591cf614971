import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MSG, QUEUES, type MembershipFreeRequested } from '@earnwave/contracts';
import {
  activateSubscription,
  claimOutboxEvents,
  lockSubscription,
  rejectSubscription,
  restoreMemberStatus,
} from '@earnwave/db';
import { MembershipWouldShorten } from '@earnwave/domain';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * Activates a free bronze request at once: the free level needs no administrator. It is given
 * event ids and acts on their committed outbox rows, claimed (recorded as processed) in the same
 * transaction whatever the outcome; an id that names no unprocessed membership event does nothing.
 * A second request for the same subscription finds it no longer pending and does nothing. A free
 * request overtaken by a paid level bought by card while it waited is rejected (nobody else
 * decides free requests): activating it would end the paid membership.
 */
@Injectable()
export class FreeActivationService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Answers how many subscriptions this call activated (none for a replay or a vanished request). */
  async activate(eventIds: string[]): Promise<number> {
    return this.db.transaction(async (manager) => {
      let activated = 0;
      for (const event of await claimOutboxEvents(manager, QUEUES.memberships, eventIds)) {
        if (event.type !== 'membership.free-requested') continue;
        const { subscriptionId } = event.payload as MembershipFreeRequested;
        if (await activateIfPending(manager, subscriptionId)) activated++;
      }
      return activated;
    });
  }
}

async function activateIfPending(manager: EntityManager, subscriptionId: string): Promise<boolean> {
  const subscription = await lockSubscription(manager, subscriptionId);
  if (!subscription || subscription.status !== 'pending' || subscription.method !== 'free') return false;
  try {
    await activateSubscription(manager, subscription);
    return true;
  } catch (error) {
    // activateSubscription refuses before writing anything, so the claim and this rejection commit alone.
    if (!(error instanceof MembershipWouldShorten)) throw error;
    await rejectSubscription(manager, subscription.id, MSG.freeRequestOvertaken);
    await restoreMemberStatus(manager, subscription.memberId);
    return false;
  }
}
