import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CostImpressionOptionNotFound, TaskPriceOptionNotFound } from '@earnwave/domain';
import type { FastifyReply } from 'fastify';
import { RequireCapability } from '../../../common/auth/access.decorators';
import { sendPage, ApiListQuery } from '../../../common/simple-rest/list-query';
import { RemoveCatalogueOptionCommand } from '../commands/remove-catalogue-option.command';
import { SaveCostImpressionCommand } from '../commands/save-cost-impression.command';
import { SaveTaskPriceCommand } from '../commands/save-task-price.command';
import { ADMIN_COST_IMPRESSIONS, ADMIN_TASK_PRICES } from '../infra/task-catalogue.repository';
import { AdminTaskCatalogueQueries } from '../queries/admin-task-catalogue.queries';
import {
  CreateCostImpressionDto,
  CreateTaskPriceDto,
  UpdateCostImpressionDto,
  UpdateTaskPriceDto,
} from './dto/catalogue-option.dto';

const PriceIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new TaskPriceOptionNotFound() });
const ImpressionIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new CostImpressionOptionNotFound() });

/**
 * The task form's two catalogues (`GET task-prices/dropdown`, `GET cost-impressions/dropdown`)
 * for administrators: every option, disabled ones too, in ra-data-simple-rest's dialect. Money in
 * credits. DELETE removes an option no task used and disables one a task used; either way it
 * leaves the dropdown, and answers the option as it was last.
 */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin')
export class AdminTaskCatalogueController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AdminTaskCatalogueQueries,
  ) {}

  @Get('task-prices')
  @ApiListQuery(ADMIN_TASK_PRICES)
  async taskPrices(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.queries.taskPrices(query);
    return sendPage(res, 'task-prices', page, page.rows);
  }

  @Get('task-prices/:id')
  taskPrice(@Param('id', PriceIdPipe) id: string) {
    return this.queries.taskPrice(id);
  }

  @Post('task-prices')
  async createTaskPrice(@Body() body: CreateTaskPriceDto) {
    const { id } = await this.commands.execute(new SaveTaskPriceCommand(undefined, body));
    return this.queries.taskPrice(id);
  }

  @Put('task-prices/:id')
  async updateTaskPrice(@Param('id', PriceIdPipe) id: string, @Body() body: UpdateTaskPriceDto) {
    await this.commands.execute(new SaveTaskPriceCommand(id, body));
    return this.queries.taskPrice(id);
  }

  @Delete('task-prices/:id')
  async removeTaskPrice(@Param('id', PriceIdPipe) id: string) {
    const before = await this.queries.taskPrice(id);
    const { deleted } = await this.commands.execute(new RemoveCatalogueOptionCommand('task-prices', id));
    return deleted ? { ...before, enabled: false, deleted } : { ...(await this.queries.taskPrice(id)), deleted };
  }

  @Get('cost-impressions')
  @ApiListQuery(ADMIN_COST_IMPRESSIONS)
  async costImpressions(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.queries.costImpressions(query);
    return sendPage(res, 'cost-impressions', page, page.rows);
  }

  @Get('cost-impressions/:id')
  costImpression(@Param('id', ImpressionIdPipe) id: string) {
    return this.queries.costImpression(id);
  }

  @Post('cost-impressions')
  async createCostImpression(@Body() body: CreateCostImpressionDto) {
    const { id } = await this.commands.execute(new SaveCostImpressionCommand(undefined, body));
    return this.queries.costImpression(id);
  }

  @Put('cost-impressions/:id')
  async updateCostImpression(@Param('id', ImpressionIdPipe) id: string, @Body() body: UpdateCostImpressionDto) {
    await this.commands.execute(new SaveCostImpressionCommand(id, body));
    return this.queries.costImpression(id);
  }

  @Delete('cost-impressions/:id')
  async removeCostImpression(@Param('id', ImpressionIdPipe) id: string) {
    const before = await this.queries.costImpression(id);
    const { deleted } = await this.commands.execute(new RemoveCatalogueOptionCommand('cost-impressions', id));
    return deleted ? { ...before, enabled: false, deleted } : { ...(await this.queries.costImpression(id)), deleted };
  }
}
