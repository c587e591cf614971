import { Body, Delete, Inject, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CostImpressionOptionNotFound, TaskPriceOptionNotFound } from '@earnwave/domain';
import { ConsoleRecords, type ConsoleResource, type RecordReader } from '../../../common/simple-rest/console-records';
import { RemoveCatalogueOptionCommand, type TaskCatalogue } from '../commands/remove-catalogue-option.command';
import { SaveCostImpressionCommand } from '../commands/save-cost-impression.command';
import { SaveTaskPriceCommand } from '../commands/save-task-price.command';
import { COST_IMPRESSION_RECORDS, TASK_PRICE_RECORDS } from '../infra/task-catalogue.repository';
import {
  CreateCostImpressionDto,
  CreateTaskPriceDto,
  UpdateCostImpressionDto,
  UpdateTaskPriceDto,
} from './dto/catalogue-option.dto';

const PriceIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new TaskPriceOptionNotFound() });
const ImpressionIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new CostImpressionOptionNotFound() });
const ID_PIPES: Record<TaskCatalogue, ParseUUIDPipe> = {
  'task-prices': PriceIdPipe,
  'cost-impressions': ImpressionIdPipe,
};

/**
 * One of the task form's two catalogues (`GET task-prices/dropdown`, `GET cost-impressions/dropdown`)
 * for administrators: every option, disabled ones too, in ra-data-simple-rest's dialect; money in
 * credits. DELETE removes an option no task used and disables one a task used; either way it
 * leaves the dropdown, and answers the option as it was last.
 */
function CatalogueRecords<R extends object>(resource: ConsoleResource<RecordReader<R, R>>) {
  const catalogue = resource.spec.resource as TaskCatalogue;
  const idPipe = ID_PIPES[catalogue];

  class CatalogueRoutes extends ConsoleRecords(resource, idPipe) {
    @Inject(CommandBus) readonly commands!: CommandBus;

    @Delete(':id')
    async remove(@Param('id', idPipe) id: string) {
      const before = await this.records.one(id);
      const { deleted } = await this.commands.execute(new RemoveCatalogueOptionCommand(catalogue, id));
      return deleted ? { ...before, enabled: false, deleted } : { ...(await this.records.one(id)), deleted };
    }
  }
  return CatalogueRoutes;
}

export class AdminTaskPricesController extends CatalogueRecords(TASK_PRICE_RECORDS) {
  @Post()
  async create(@Body() body: CreateTaskPriceDto) {
    const { id } = await this.commands.execute(new SaveTaskPriceCommand(undefined, body));
    return this.records.one(id);
  }

  @Put(':id')
  async update(@Param('id', PriceIdPipe) id: string, @Body() body: UpdateTaskPriceDto) {
    await this.commands.execute(new SaveTaskPriceCommand(id, body));
    return this.records.one(id);
  }
}

export class AdminCostImpressionsController extends CatalogueRecords(COST_IMPRESSION_RECORDS) {
  @Post()
  async create(@Body() body: CreateCostImpressionDto) {
    const { id } = await this.commands.execute(new SaveCostImpressionCommand(undefined, body));
    return this.records.one(id);
  }

  @Put(':id')
  async update(@Param('id', ImpressionIdPipe) id: string, @Body() body: UpdateCostImpressionDto) {
    await this.commands.execute(new SaveCostImpressionCommand(id, body));
    return this.records.one(id);
  }
}
