import type { UnitOfWork } from '@earnwave/db';
import { randomUUID } from 'node:crypto';
import type { TaskPerformances } from './task-performances';

/** What the task performances' contract needs of the world it runs in. */
export interface TaskPerformancesWorld {
  tasks: TaskPerformances;
  unitOfWork: UnitOfWork;
  member(): Promise<string>;
  /** An accepted task of the owner's, `leads` leads at `costPerLead`, with an image row and a url row, its escrow funded. */
  task(ownerId: string, leads: number, costPerLead: bigint, escrow: bigint): Promise<string>;
}

/** Run against PostgresTaskPerformances and InMemoryTaskPerformances (`task-performances.contract.spec.ts`). */
export function taskPerformancesContract(name: string, world: () => TaskPerformancesWorld): void {
  describe(`${name} (the task performances' contract)`, () => {
    it('answers the task as stored, its rows and escrow, and nothing for an unknown id', async () => {
      const { tasks, unitOfWork, member, task } = world();
      const owner = await member();
      const taskId = await task(owner, 3, 500n, 1_500n);
      const read = await unitOfWork.run(async (tx) => ({
        task: await tasks.lockTask(tx, taskId),
        rows: await tasks.storedAssignedPrices(tx, taskId),
        money: await tasks.escrowAndPaid(tx, taskId),
        unknown: await tasks.lockTask(tx, randomUUID()),
      }));
      expect(read.task).toEqual({
        id: taskId,
        ownerId: owner,
        status: 'ACCEPTED',
        noOfLeads: 3,
        reservedLeads: 0,
        costPerLead: 500n,
        deletedAt: null,
        completedAt: null,
      });
      expect(read.rows.map((row) => row.type).sort()).toEqual(['image', 'url']);
      expect(read.money).toEqual({ escrow: 1_500n, paid: 0n });
      expect(read.unknown).toBeUndefined();
    });

    it("counts a lead taken among the task's reserved leads, one per member, none beyond its leads", async () => {
      const { tasks, unitOfWork, member, task } = world();
      const [owner, first, second] = [await member(), await member(), await member()];
      const taskId = await task(owner, 1, 500n, 500n);
      const lead = randomUUID();
      expect(await unitOfWork.run((tx) => tasks.leadOf(tx, taskId, first))).toBeUndefined();
      await unitOfWork.run((tx) => tasks.takeLead(tx, lead, taskId, first));
      expect(await unitOfWork.run((tx) => tasks.leadOf(tx, taskId, first))).toEqual({
        id: lead,
        released: false,
        closed: false,
      });
      expect((await unitOfWork.run((tx) => tasks.lockTask(tx, taskId)))?.reservedLeads).toBe(1);
      await expect(unitOfWork.run((tx) => tasks.takeLead(tx, randomUUID(), taskId, first))).rejects.toThrow();
      await expect(unitOfWork.run((tx) => tasks.takeLead(tx, randomUUID(), taskId, second))).rejects.toThrow();
    });

    it("keeps a lead's proofs live once sent", async () => {
      const { tasks, unitOfWork, member, task } = world();
      const [owner, performer] = [await member(), await member()];
      const taskId = await task(owner, 2, 500n, 1_000n);
      const lead = randomUUID();
      const rows = await unitOfWork.run((tx) => tasks.storedAssignedPrices(tx, taskId));
      await unitOfWork.run(async (tx) => {
        await tasks.takeLead(tx, lead, taskId, performer);
        await tasks.insertProofs(tx, taskId, lead, performer, [
          { id: randomUUID(), priceId: rows[0].id, screenshot: `uploads/${lead}.png` },
        ]);
      });
      expect(await unitOfWork.run((tx) => tasks.livePriceIdsOf(tx, lead))).toEqual([rows[0].id]);
    });
  });
}
