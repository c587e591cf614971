import { Module } from '@nestjs/common';
import { HealthController } from './http/health.controller';
import { HealthRepository } from './infra/health.repository';
import { HealthQueries } from './queries/health.queries';

@Module({ controllers: [HealthController], providers: [HealthRepository, HealthQueries] })
export class HealthModule {}
