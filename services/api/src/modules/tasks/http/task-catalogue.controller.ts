import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { TASK_MSG } from '@earnwave/contracts';
import { ok } from '../../../common/http/envelope';
import { TasksQueries } from '../queries/tasks.queries';

/** Spec 7, tasks: the two catalogues the task form chooses from (amounts in credits). */
@ApiTags('tasks')
@ApiBearerAuth()
@Controller()
export class TaskCatalogueController {
  constructor(private readonly queries: TasksQueries) {}

  @Get('task-prices/dropdown')
  async taskPrices() {
    return ok(await this.queries.pricingOptions(), TASK_MSG.pricesListed);
  }

  @Get('cost-impressions/dropdown')
  async costImpressions() {
    return ok(await this.queries.impressionOptions(), TASK_MSG.impressionsListed);
  }
}
