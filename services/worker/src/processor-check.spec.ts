import { Processor, WorkerHost } from '@nestjs/bullmq';
import { assertOneProcessorPerQueue } from './processor-check';
import { PROCESSORS } from './worker.module';
import { QUEUES } from '@earnwave/contracts';

@Processor('mail')
class MailA extends WorkerHost {
  async process() {}
}
@Processor('mail')
class MailB extends WorkerHost {
  async process() {}
}
@Processor('nowhere')
class Stray extends WorkerHost {
  async process() {}
}

describe('assertOneProcessorPerQueue', () => {
  it('accepts the worker as it is built', () => {
    expect(() => assertOneProcessorPerQueue(PROCESSORS, Object.values(QUEUES))).not.toThrow();
  });

  it('refuses a queue without a processor', () => {
    expect(() => assertOneProcessorPerQueue([MailA], ['mail', 'rewards'])).toThrow('rewards has 0');
  });

  it('refuses a queue with two processors', () => {
    expect(() => assertOneProcessorPerQueue([MailA, MailB], ['mail'])).toThrow('mail has 2');
  });

  it('refuses a processor of an unknown queue', () => {
    expect(() => assertOneProcessorPerQueue([MailA, Stray], ['mail'])).toThrow('Stray consumes no known queue');
  });
});
