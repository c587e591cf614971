import type { Outbox, UnitOfWork } from '@earnwave/db';
import { randomUUID } from 'node:crypto';

/** What the outbox's contract needs of the world it runs in. */
export interface OutboxWorld {
  outbox: Outbox;
  unitOfWork: UnitOfWork;
  /** The committed event of this id, as the relay reads it; undefined when there is none. */
  event(id: string): Promise<{ type: string; payload: unknown } | undefined>;
}

/**
 * The outbox's contract: run against libs/db's PostgresOutbox on a test database and against
 * InMemoryOutbox (`outbox.contract.spec.ts`).
 */
export function outboxContract(name: string, world: () => OutboxWorld): void {
  describe(`${name} (the outbox's contract)`, () => {
    const payload = () => ({ taskId: randomUUID(), ownerId: randomUUID(), memberId: randomUUID(), proofIds: [] });

    it('keeps an event appended in a transaction that commits, with its type and payload', async () => {
      const { outbox, unitOfWork, event } = world();
      const sent = payload();
      const id = await unitOfWork.run((tx) => outbox.append(tx, 'task-proofs.received', sent));
      expect(await event(id)).toEqual({ type: 'task-proofs.received', payload: sent });
    });

    it('keeps no event of a transaction that rolls back', async () => {
      const { outbox, unitOfWork, event } = world();
      let id = '';
      const failed = unitOfWork.run(async (tx) => {
        id = await outbox.append(tx, 'task-proofs.received', payload());
        throw new Error('the change the event reports failed');
      });
      await expect(failed).rejects.toThrow('the change the event reports failed');
      expect(id).not.toBe('');
      expect(await event(id)).toBeUndefined();
    });
  });
}
