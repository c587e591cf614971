import type { Job, Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { SETTLEMENT_GROUP_JOB } from '../../outbox/outbox-jobs';
import { SETTLEMENT_RETRY_JOB, SettlementProcessor } from './settlement.processor';
import type { SettlementService } from './settlement.service';

describe('SettlementProcessor', () => {
  let settled: string[][];
  let added: unknown[];
  let processor: SettlementProcessor;
  const bad = randomUUID();
  beforeEach(() => {
    settled = [];
    added = [];
    // Settles a batch unless it holds the event "bad", as a ledger write would fail as a whole.
    const settlement = {
      settle: async (eventIds: string[]) => {
        if (eventIds.includes(bad)) throw new Error('bad event');
        settled.push(eventIds);
        return [];
      },
    } as unknown as SettlementService;
    const queue = { addBulk: async (jobs: unknown[]) => added.push(...jobs) } as unknown as Queue;
    processor = new SettlementProcessor(settlement, queue);
  });
  const job = (name: string, data: unknown) => ({ id: 'job-1', name, data }) as Job;

  it('settles the events of a group job together, in one batch', async () => {
    const eventIds = [randomUUID(), randomUUID(), randomUUID()];
    await processor.process(job(SETTLEMENT_GROUP_JOB, { eventIds }));
    expect(settled).toEqual([eventIds]);
    expect(added).toEqual([]);
  });

  it('settles a single event job, and fails it when its event fails', async () => {
    const eventId = randomUUID();
    await processor.process(job('member-transfer.spent', { eventIds: [eventId] }));
    expect(settled).toEqual([[eventId]]);
    await expect(processor.process(job('member-transfer.spent', { eventIds: [bad] }))).rejects.toThrow('bad event');
  });

  it('hands the settlement nothing but the event ids a job names: payloads in Redis are ignored', async () => {
    const eventId = randomUUID();
    await processor.process(job(SETTLEMENT_GROUP_JOB, { eventIds: [eventId, 42, null], events: [{ amount: '1e12' }] }));
    await processor.process(job('member-transfer.spent', { receiverId: randomUUID(), amount: '1000000000' }));
    expect(settled).toEqual([[eventId]]);
  });

  it('completes a group whose one event fails, and sends that event on as a job of its own', async () => {
    const [good1, good2] = [randomUUID(), randomUUID()];
    await processor.process(job(SETTLEMENT_GROUP_JOB, { eventIds: [good1, bad, good2] }));
    expect(settled.flat()).toEqual([good1, good2]);
    expect(added).toEqual([{ name: SETTLEMENT_RETRY_JOB, data: { eventIds: [bad] }, opts: { jobId: `evt-${bad}` } }]);
  });
});
