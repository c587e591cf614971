import type { UnitOfWork } from '@earnwave/db';
import { randomUUID } from 'node:crypto';
import type { GiftReceivers } from './gift-receivers';

/** What the gift receivers' contract needs of the world it runs in. */
export interface GiftReceiversWorld {
  receivers: GiftReceivers;
  unitOfWork: UnitOfWork;
  /** A registered user: a member unless `role` says otherwise, active unless deactivated. */
  user(options?: { role?: 'member' | 'admin'; deactivated?: boolean }): Promise<string>;
}

/** Run against WalletRepository and InMemoryGiftReceivers (`gift-receivers.contract.spec.ts`). */
export function giftReceiversContract(name: string, world: () => GiftReceiversWorld): void {
  describe(`${name} (the gift receivers' contract)`, () => {
    it('answers the id as stored of an active member, sent in capitals or not', async () => {
      const { receivers, unitOfWork, user } = world();
      const id = await user();
      expect(await unitOfWork.run((tx) => receivers.giftReceiverId(tx, id))).toBe(id);
      expect(await unitOfWork.run((tx) => receivers.giftReceiverId(tx, id.toUpperCase()))).toBe(id);
    });

    it('answers none for an administrator, a deactivated member and an id nobody holds', async () => {
      const { receivers, unitOfWork, user } = world();
      const ids = [await user({ role: 'admin' }), await user({ deactivated: true }), randomUUID()];
      for (const id of ids) expect(await unitOfWork.run((tx) => receivers.giftReceiverId(tx, id))).toBeUndefined();
    });
  });
}
