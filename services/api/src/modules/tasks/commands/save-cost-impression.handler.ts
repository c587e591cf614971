import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError, NotFound } from '../../../common/errors';
import { CATALOGUE_MSG } from '../http/dto/catalogue-option.dto';
import { TaskCatalogueRepository } from '../infra/task-catalogue.repository';
import { SaveCostImpressionCommand } from './save-cost-impression.command';

/**
 * An administrator's change to the impression cost catalogue. Tasks copied the cost and the
 * impressions they chose, so an edit only changes what later tasks choose from.
 */
@CommandHandler(SaveCostImpressionCommand)
export class SaveCostImpressionHandler implements ICommandHandler<SaveCostImpressionCommand> {
  constructor(private readonly options: TaskCatalogueRepository) {}

  async execute({ id, fields }: SaveCostImpressionCommand) {
    if (!id) return { id: await this.options.insertImpressionOption(fields) };
    if (Object.values(fields).every((value) => value === undefined)) {
      throw AppError.field(HttpStatus.BAD_REQUEST, 'general', CATALOGUE_MSG.emptyUpdate);
    }
    if (!(await this.options.updateImpressionOption(id, fields))) throw new NotFound(CATALOGUE_MSG.impressionNotFound);
    return { id };
  }
}
