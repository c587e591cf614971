import { Batcher } from './batcher';

/** A settle function whose calls the test completes by hand. */
function controlledSettle() {
  const calls: { items: number[]; done: () => void }[] = [];
  let running = 0;
  let maxRunning = 0;
  const settle = (items: number[]) =>
    new Promise<void>((resolve) => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      calls.push({ items, done: () => (running--, resolve()) });
    });
  return { settle, calls, maxRunning: () => maxRunning };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Batcher', () => {
  it('settles a group when it is full, or maxWaitMs after its first item', async () => {
    const { settle, calls } = controlledSettle();
    const batcher = new Batcher(settle, { maxItems: 3, maxWaitMs: 10 });
    const done = [1, 2, 3, 4].map((item) => batcher.submit(item));
    expect(calls.map((call) => call.items)).toEqual([[1, 2, 3]]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls.map((call) => call.items)).toEqual([[1, 2, 3], [4]]);
    calls.forEach((call) => call.done());
    await Promise.all(done);
  });

  it('keeps at most maxConcurrent groups settling; what arrives meanwhile goes in the next group', async () => {
    const { settle, calls, maxRunning } = controlledSettle();
    const batcher = new Batcher(settle, { maxItems: 2, maxWaitMs: 1, maxConcurrent: 1 });
    const done = [1, 2, 3, 4, 5].map((item) => batcher.submit(item));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((call) => call.items)).toEqual([[1, 2]]);
    calls[0].done();
    await tick();
    expect(calls.map((call) => call.items)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    calls[1].done();
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1, 2], [3, 4], [5]]);
    calls[2].done();
    await Promise.all(done);
    expect(maxRunning()).toBe(1);
  });

  it('retries a failed group one by one, so only the bad item fails', async () => {
    const settled: number[][] = [];
    const batcher = new Batcher(
      async (items: number[]) => {
        if (items.includes(2)) throw new Error('bad item');
        settled.push(items);
      },
      { maxItems: 3, maxWaitMs: 1, maxConcurrent: 1 },
    );
    const outcomes = await Promise.allSettled([1, 2, 3].map((item) => batcher.submit(item)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled).toEqual([[1], [3]]);
  });
});
