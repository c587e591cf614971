import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@earnwave/db';
import { CostImpressionOptionNotFound, TaskPriceOptionNotFound, type DomainError } from '@earnwave/domain';
import { TaskCatalogueRepository } from '../infra/task-catalogue.repository';
import { RemoveCatalogueOptionCommand, type TaskCatalogue } from './remove-catalogue-option.command';

const NOT_FOUND: Record<TaskCatalogue, new () => DomainError> = {
  'task-prices': TaskPriceOptionNotFound,
  'cost-impressions': CostImpressionOptionNotFound,
};

/**
 * Removing a catalogue option: tasks' assigned prices refer to the option they copied, so an
 * option a task used is disabled (it leaves the dropdown; the tasks keep their copy) and only an
 * unused one is deleted. The option's row is locked first: a task being saved with it at that
 * moment holds a key-share lock on it until it commits, so it is waited for and counted here.
 */
@CommandHandler(RemoveCatalogueOptionCommand)
export class RemoveCatalogueOptionHandler implements ICommandHandler<RemoveCatalogueOptionCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly options: TaskCatalogueRepository,
  ) {}

  async execute({ catalogue, id }: RemoveCatalogueOptionCommand) {
    return this.unitOfWork.run(async (manager) => {
      if (!(await this.options.lockOption(manager, catalogue, id))) throw new NOT_FOUND[catalogue]();
      if (await this.options.optionUsed(manager, catalogue, id)) {
        await this.options.disableOption(manager, catalogue, id);
        return { id, deleted: false };
      }
      await this.options.deleteOption(manager, catalogue, id);
      return { id, deleted: true };
    });
  }
}
