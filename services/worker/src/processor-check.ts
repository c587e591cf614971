import type { Type } from '@nestjs/common';

/** Where @nestjs/bullmq's @Processor() keeps its queue name. */
const PROCESSOR_METADATA = 'bullmq:processor_metadata';

/**
 * Refuses to boot when a queue has no processor (its events would pile up unseen) or two (each
 * event would be handled by whichever grabbed it).
 */
export function assertOneProcessorPerQueue(processors: Type[], queues: string[]): void {
  const counts = new Map(queues.map((queue) => [queue, 0]));
  for (const processor of processors) {
    const meta = Reflect.getMetadata(PROCESSOR_METADATA, processor) as { name?: string } | undefined;
    const queue = meta?.name;
    if (!queue || !counts.has(queue)) throw new Error(`${processor.name} consumes no known queue (${queue})`);
    counts.set(queue, counts.get(queue)! + 1);
  }
  const wrong = [...counts].filter(([, count]) => count !== 1);
  if (wrong.length) {
    throw new Error(`Each queue needs exactly one processor: ${wrong.map(([q, c]) => `${q} has ${c}`).join(', ')}`);
  }
}
