import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { URL_PRICING_TYPE } from '@earnwave/contracts';
import { LeadsFixed, PricingsFixed, RowFileUnusable } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { UnitOfWork } from '@earnwave/db';
import { UploadsService } from '../../uploads';
import { TasksRepository } from '../infra/tasks.repository';
import { uploadPathOf } from '../task-inputs';
import { UpdateTaskCommand } from './update-task.command';
import { lockManagedTask } from './task-access';
import { ownImage, rowFile } from './task-form';

/**
 * The owner (or an administrator) edits a task's business fields. Leads and the pricing table
 * (options and impressions, so every cost) are fixed once the task exists: sent back unchanged
 * they pass, changed they are refused. A row's description and file may change; an image that
 * changes must be one the caller uploaded.
 */
@CommandHandler(UpdateTaskCommand)
export class UpdateTaskHandler implements ICommandHandler<UpdateTaskCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadsService,
    private readonly tasks: TasksRepository,
  ) {}

  async execute({ caller, taskId, form }: UpdateTaskCommand) {
    return this.unitOfWork.run(async (manager) => {
      const task = await lockManagedTask(this.tasks, manager, taskId, caller);
      if (form.noOfLeads !== undefined && form.noOfLeads !== task.noOfLeads) throw new LeadsFixed();
      const current = await this.tasks.imagesOf(manager, taskId);
      const image = async (param: 'logoImage' | 'backgroundImage', given: string, now: string) =>
        uploadPathOf(given, this.config.webOrigin) === now
          ? now
          : ownImage(manager, this.uploads, caller.id, this.config.webOrigin, param, given);
      const logoImage = await image('logoImage', form.logoImage, current.logoImage);
      const backgroundImage = await image('backgroundImage', form.backgroundImage, current.backgroundImage);
      if (form.taskPricings) await this.updateRows(manager, caller.id, taskId, form.taskPricings);
      await this.tasks.updateBusinessFields(manager, taskId, {
        businessName: form.businessName,
        taskLocation: form.taskLocation,
        logoImage,
        backgroundImage,
      });
      return { id: taskId };
    });
  }

  private async updateRows(
    manager: EntityManager,
    callerId: string,
    taskId: string,
    rows: NonNullable<UpdateTaskCommand['form']['taskPricings']>,
  ): Promise<void> {
    const stored = await this.tasks.storedAssignedPrices(manager, taskId);
    const same =
      rows.length === stored.length &&
      rows.every((row) =>
        stored.some(
          (price) => price.taskPricingId === row.taskPricingId && price.impressionId === (row.impressionId ?? null),
        ),
      );
    if (!same) throw new PricingsFixed();
    for (const [index, row] of rows.entries()) {
      const price = stored.find((candidate) => candidate.taskPricingId === row.taskPricingId)!;
      const unchanged =
        row.relativePath === undefined ||
        (price.type === URL_PRICING_TYPE ? row.relativePath : uploadPathOf(row.relativePath, this.config.webOrigin)) ===
          price.relativePath;
      const file = unchanged
        ? undefined
        : await rowFile(manager, this.uploads, callerId, this.config.webOrigin, price.type, row.relativePath);
      if (file === 'refused') {
        throw new RowFileUnusable(price.type === URL_PRICING_TYPE, `taskPricings.${index}.relativePath`);
      }
      await this.tasks.updateAssignedPrice(manager, price.id, row.task_description ?? null, file);
    }
  }
}
