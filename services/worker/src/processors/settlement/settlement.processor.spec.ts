import type { Job, Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { SETTLEMENT_GROUP_JOB, SettlementProcessor, settlementGroupJobId } from './settlement.processor';
import type { SettlementJob, SettlementService } from './settlement.service';

const view = (viewId: string = randomUUID()): SettlementJob => ({
  type: 'content-view.counted',
  data: {
    eventId: randomUUID(),
    viewId,
    memberId: randomUUID(),
    contentId: randomUUID(),
    reward: '1000',
    weeklyTokenLimit: '1000000',
    weekStart: '2026-11-23T00:00:00.000Z',
  },
});

describe('SettlementProcessor', () => {
  let settled: SettlementJob[][];
  let added: unknown[];
  let processor: SettlementProcessor;
  beforeEach(() => {
    settled = [];
    added = [];
    // Settles a batch unless it holds the view "bad", as a ledger write would fail as a whole.
    const settlement = {
      settle: async (jobs: SettlementJob[]) => {
        if (jobs.some((job) => job.type === 'content-view.counted' && job.data.viewId === 'bad')) {
          throw new Error('bad event');
        }
        settled.push(jobs);
        return [];
      },
    } as unknown as SettlementService;
    const queue = { addBulk: async (jobs: unknown[]) => added.push(...jobs) } as unknown as Queue;
    processor = new SettlementProcessor(settlement, queue);
  });
  const job = (name: string, data: unknown) => ({ id: 'job-1', name, data }) as Job;

  it('settles the events of a group job together, in one batch', async () => {
    const events = [view(), view(), view()];
    await processor.process(job(SETTLEMENT_GROUP_JOB, { events }));
    expect(settled).toEqual([events]);
    expect(added).toEqual([]);
  });

  it('settles a single event job as before', async () => {
    const event = view();
    await processor.process(job(event.type, event.data));
    expect(settled).toEqual([[event]]);
  });

  it('completes a group whose one event fails, and sends that event on as a job of its own', async () => {
    const [good1, bad, good2] = [view(), view('bad'), view()];
    await processor.process(job(SETTLEMENT_GROUP_JOB, { events: [good1, bad, good2] }));
    expect(settled.flat()).toEqual([good1, good2]);
    expect(added).toEqual([{ name: bad.type, data: bad.data, opts: { jobId: `evt-${bad.data.eventId}` } }]);
  });

  it('names a group by its events: the same group twice is one job, another grouping another', () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    expect(settlementGroupJobId(ids)).toBe(settlementGroupJobId([...ids]));
    expect(settlementGroupJobId(ids)).not.toBe(settlementGroupJobId(ids.slice(0, 2)));
    expect(settlementGroupJobId(ids)).toMatch(/^grp-[0-9a-f]{40}$/);
  });
});
