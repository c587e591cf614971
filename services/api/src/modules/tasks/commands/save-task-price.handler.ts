import { TASK_PRICING_TYPES } from '@earnwave/contracts';
import { NothingToChange, PricingTypeUnfit, RewardAboveCost, TaskPriceOptionNotFound } from '@earnwave/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@earnwave/db';
import { TaskCatalogueRepository, type PricingOption } from '../infra/task-catalogue.repository';
import { SaveTaskPriceCommand } from './save-task-price.command';

/**
 * An administrator's change to the task pricing catalogue. Tasks copied their option's title, type,
 * cost and reward when they were created, so an edit only changes what later tasks choose from.
 * The option as a whole must hold after the change: the reward at most the cost, and a type that
 * fits task-type rows (screenshot, url) or the others (image, video).
 */
@CommandHandler(SaveTaskPriceCommand)
export class SaveTaskPriceHandler implements ICommandHandler<SaveTaskPriceCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly options: TaskCatalogueRepository,
  ) {}

  async execute({ id, fields }: SaveTaskPriceCommand) {
    return this.unitOfWork.run(async (manager) => {
      let current: PricingOption | undefined;
      if (id) {
        if (Object.values(fields).every((value) => value === undefined)) throw new NothingToChange();
        current = await this.options.lockPricingOption(manager, id);
        if (!current) throw new TaskPriceOptionNotFound();
      }
      const next: PricingOption = {
        title: fields.title ?? current!.title,
        type: fields.type ?? current!.type,
        isTaskType: fields.isTaskType ?? current!.isTaskType,
        noOfCost: fields.noOfCost ?? current!.noOfCost,
        noOfRewards: fields.noOfRewards ?? current!.noOfRewards,
        enabled: fields.enabled ?? current?.enabled ?? true,
        sortOrder: fields.sortOrder ?? current?.sortOrder,
      };
      const fitting: readonly string[] = next.isTaskType ? TASK_PRICING_TYPES.taskType : TASK_PRICING_TYPES.notTaskType;
      if (!fitting.includes(next.type)) throw new PricingTypeUnfit(next.isTaskType);
      if (next.noOfRewards > next.noOfCost) throw new RewardAboveCost();

      if (id) {
        await this.options.updatePricingOption(manager, id, next);
        return { id };
      }
      return { id: await this.options.insertPricingOption(manager, next) };
    });
  }
}
