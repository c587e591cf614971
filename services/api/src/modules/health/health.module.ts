import { Controller, Get, HttpStatus, Inject, Module, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import { Public } from '../../common/auth/access.decorators';
import { ok } from '../../common/http/envelope';
import { REDIS } from '../../common/redis.module';
import { HealthRepository } from './infra/health.repository';

@Controller('health')
class HealthController {
  constructor(
    private readonly database: HealthRepository,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /**
   * Readiness: 200 when PostgreSQL and Redis both answer, else 503 naming the one that does not.
   * A load balancer or Kubernetes sends this replica no traffic while it answers 503.
   */
  @Public()
  @Get()
  async check(@Res({ passthrough: true }) res: FastifyReply) {
    const [database, redis] = await Promise.all([probe(() => this.database.ping()), probe(() => this.redis.ping())]);
    const healthy = database === 'up' && redis === 'up';
    res.status(healthy ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { ...ok({ database, redis }, healthy ? 'healthy' : 'unhealthy'), success: healthy };
  }

  /**
   * Liveness: the process answers, whatever its dependencies do. A restart cures a stuck process,
   * not a database outage, so an orchestrator restarts on this one and not on readiness.
   */
  @Public()
  @Get('live')
  live() {
    return ok({ process: 'up' }, 'alive');
  }
}

async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  try {
    await Promise.race([check(), new Promise((_, reject) => setTimeout(reject, 2000).unref())]);
    return 'up';
  } catch {
    return 'down';
  }
}

@Module({ controllers: [HealthController], providers: [HealthRepository] })
export class HealthModule {}
