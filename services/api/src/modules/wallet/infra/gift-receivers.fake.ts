import type { Transaction } from '@earnwave/db';
import { GiftReceivers } from './gift-receivers';

/** Who may receive a gift, in memory (beside its port: a library imports no service). */
export class InMemoryGiftReceivers extends GiftReceivers {
  private readonly members = new Map<string, { role: 'member' | 'admin'; deactivated: boolean }>();

  /** A user as registered: a member unless `role` says otherwise, active unless deactivated. */
  register(id: string, user: { role?: 'member' | 'admin'; deactivated?: boolean } = {}): void {
    this.members.set(id.toLowerCase(), { role: user.role ?? 'member', deactivated: user.deactivated ?? false });
  }

  async giftReceiverId(_tx: Transaction, receiverId: string): Promise<string | undefined> {
    // Stored ids are lower case; PostgreSQL finds a UUID sent in capitals too.
    const id = receiverId.toLowerCase();
    const user = this.members.get(id);
    return user && user.role !== 'admin' && !user.deactivated ? id : undefined;
  }
}
