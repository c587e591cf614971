import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CostImpressionOptionNotFound, NothingToChange } from '@earnwave/domain';
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
    if (Object.values(fields).every((value) => value === undefined)) throw new NothingToChange();
    if (!(await this.options.updateImpressionOption(id, fields))) throw new CostImpressionOptionNotFound();
    return { id };
  }
}
