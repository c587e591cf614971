import { randomUUID } from 'node:crypto';
import {
  jobIdsByEvent,
  outboxJobs,
  SETTLEMENT_GROUP_JOB,
  SETTLEMENT_GROUP_SIZE,
  settlementGroupJobId,
  type RelayedEvent,
} from './outbox-jobs';
import { MAX_RELAY_ATTEMPTS, redeliveryDecision } from './outbox-redelivery.service';

const event = (type = 'member-transfer.spent'): RelayedEvent => ({ id: randomUUID(), type });

describe('redeliveryDecision', () => {
  it('leaves alone an event whose job is still waiting, running or retrying: a backlog is not duplicated', () => {
    for (const state of ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'] as const) {
      expect(redeliveryDecision(0, [state])).toBe('leave');
      expect(redeliveryDecision(0, ['completed', state])).toBe('leave');
      expect(redeliveryDecision(MAX_RELAY_ATTEMPTS, [state])).toBe('leave');
    }
  });

  it('relays again an event whose job is gone, or finished without recording it', () => {
    expect(redeliveryDecision(0, ['unknown'])).toBe('relay');
    expect(redeliveryDecision(0, ['completed', 'unknown'])).toBe('relay');
    expect(redeliveryDecision(1, ['failed'])).toBe('relay');
  });

  it(`stops after ${MAX_RELAY_ATTEMPTS} re-relays and parks the event instead of looping`, () => {
    const decisions = Array.from({ length: MAX_RELAY_ATTEMPTS + 3 }, (_, attempts) =>
      redeliveryDecision(attempts, ['failed']),
    );
    expect(decisions.filter((decision) => decision === 'relay')).toHaveLength(MAX_RELAY_ATTEMPTS);
    expect(decisions.slice(MAX_RELAY_ATTEMPTS)).toEqual(['park', 'park', 'park']);
    expect(redeliveryDecision(2, ['unknown'], 2)).toBe('park');
  });
});

describe('outboxJobs', () => {
  it('gives a re-relay a new job id, so BullMQ does not take it for the lost or failed job', () => {
    const mail = event('mail.verification-requested');
    const [first] = outboxJobs('mail', [mail]);
    const [again] = outboxJobs('mail', [mail], 2);
    expect(first.opts.jobId).toBe(`evt-${mail.id}`);
    expect(again.opts.jobId).toBe(`evt-${mail.id}-r2`);
    expect(again.data).toEqual({ eventIds: [mail.id] });
  });

  it('groups settlement events as the relay does, a re-relayed group under its own id', () => {
    const events = Array.from({ length: SETTLEMENT_GROUP_SIZE + 1 }, () => event());
    const jobs = outboxJobs('settlement', events, 1);
    expect(jobs.map((job) => job.name)).toEqual([SETTLEMENT_GROUP_JOB, 'member-transfer.spent']);
    const ids = events.slice(0, SETTLEMENT_GROUP_SIZE).map((e) => e.id);
    expect(jobs[0].opts.jobId).toBe(`${settlementGroupJobId(ids)}-r1`);
    expect(jobs[1].opts.jobId).toBe(`evt-${events[SETTLEMENT_GROUP_SIZE].id}-r1`);
    // Ids only: what an event pays is read from its outbox row, never from Redis.
    expect(jobs.map((job) => job.data)).toEqual([{ eventIds: ids }, { eventIds: [events[SETTLEMENT_GROUP_SIZE].id] }]);
    const byEvent = jobIdsByEvent(jobs);
    expect(byEvent.size).toBe(events.length);
    expect(byEvent.get(events[0].id)).toBe(jobs[0].opts.jobId);
  });

  it('names a group by its events: the same group twice is one job, another grouping another', () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    expect(settlementGroupJobId(ids)).toBe(settlementGroupJobId([...ids]));
    expect(settlementGroupJobId(ids)).not.toBe(settlementGroupJobId(ids.slice(0, 2)));
    expect(settlementGroupJobId(ids)).toMatch(/^grp-[0-9a-f]{40}$/);
  });
});
