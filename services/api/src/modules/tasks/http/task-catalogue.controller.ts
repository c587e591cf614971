import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { TASK_MSG } from '@earnwave/contracts';
import { ok } from '../../../common/http/envelope';
import { TaskCatalogueRepository } from '../infra/task-catalogue.repository';

/** Spec 7, tasks: the two catalogues the task form chooses from (amounts in credits). */
@ApiTags('tasks')
@ApiBearerAuth()
@Controller()
export class TaskCatalogueController {
  constructor(private readonly catalogue: TaskCatalogueRepository) {}

  @Get('task-prices/dropdown')
  async taskPrices() {
    return ok(await this.catalogue.pricingOptions(), TASK_MSG.pricesListed);
  }

  @Get('cost-impressions/dropdown')
  async costImpressions() {
    return ok(await this.catalogue.impressionOptions(), TASK_MSG.impressionsListed);
  }
}
