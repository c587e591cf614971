import { Injectable } from '@nestjs/common';
import { HealthRepository } from '../infra/health.repository';

type Probe = 'up' | 'down';

/** Whether the replica's dependencies answer, each within 2 s (a hung one counts as down). */
@Injectable()
export class HealthQueries {
  constructor(private readonly health: HealthRepository) {}

  async dependencies(): Promise<{ database: Probe; redis: Probe }> {
    const [database, redis] = await Promise.all([
      probe(() => this.health.pingDatabase()),
      probe(() => this.health.pingRedis()),
    ]);
    return { database, redis };
  }
}

async function probe(check: () => Promise<unknown>): Promise<Probe> {
  try {
    await Promise.race([check(), new Promise((_, reject) => setTimeout(reject, 2000).unref())]);
    return 'up';
  } catch {
    return 'down';
  }
}
