import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../common/auth/access.decorators';
import { ok } from '../../../common/http/envelope';
import { HealthQueries } from '../queries/health.queries';

@Controller('health')
export class HealthController {
  constructor(private readonly queries: HealthQueries) {}

  /**
   * Readiness: 200 when PostgreSQL and Redis both answer, else 503 naming the one that does not.
   * A load balancer or Kubernetes sends this replica no traffic while it answers 503.
   */
  @Public()
  @Get()
  async check(@Res({ passthrough: true }) res: FastifyReply) {
    const { database, redis } = await this.queries.dependencies();
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
