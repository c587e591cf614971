import { HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { TASK_MSG, URL_PRICING_TYPE } from '@earnwave/contracts';
import { LeadsFixed, PricingsFixed } from '@earnwave/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../../common/errors';
import { UploadsService } from '../../uploads';
import { uploadPathOf } from '../task-inputs';
import { UpdateTaskCommand } from './update-task.command';
import { lockManagedTask } from './task-access';
import { ownImage, rowFile } from './task-rows';

const refuse = (param: string, msg: string) => AppError.field(HttpStatus.UNPROCESSABLE_ENTITY, param, msg);

/**
 * The owner (or an administrator) edits a task's business fields. Leads and the pricing table
 * (options and impressions, so every cost) are fixed once the task exists: sent back unchanged
 * they pass, changed they are refused. A row's description and file may change; an image that
 * changes must be one the caller uploaded.
 */
@CommandHandler(UpdateTaskCommand)
export class UpdateTaskHandler implements ICommandHandler<UpdateTaskCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadsService,
  ) {}

  async execute({ caller, taskId, form }: UpdateTaskCommand) {
    return this.db.transaction(async (manager) => {
      const task = await lockManagedTask(manager, taskId, caller);
      if (form.noOfLeads !== undefined && form.noOfLeads !== task.noOfLeads) throw new LeadsFixed();
      const [current]: { logo_image: string; background_image: string }[] = await manager.query(
        `SELECT logo_image, background_image FROM tasks WHERE id = $1`,
        [taskId],
      );
      const image = async (param: 'logoImage' | 'backgroundImage', given: string, now: string) =>
        uploadPathOf(given, this.config.webOrigin) === now
          ? now
          : ownImage(manager, this.uploads, caller.id, this.config.webOrigin, param, given);
      const logo = await image('logoImage', form.logoImage, current.logo_image);
      const background = await image('backgroundImage', form.backgroundImage, current.background_image);
      if (form.taskPricings) await this.updateRows(manager, caller.id, taskId, form.taskPricings);
      await manager.query(
        `UPDATE tasks SET business_name = $2, task_location = $3, logo_image = $4, background_image = $5,
           updated_at = now()
         WHERE id = $1`,
        [taskId, form.businessName, form.taskLocation, logo, background],
      );
      return { id: taskId };
    });
  }

  private async updateRows(
    manager: EntityManager,
    callerId: string,
    taskId: string,
    rows: NonNullable<UpdateTaskCommand['form']['taskPricings']>,
  ): Promise<void> {
    const stored: {
      id: string;
      task_pricing_id: string;
      impression_id: string | null;
      type: string;
      relative_path: string | null;
    }[] = await manager.query(
      `SELECT id, task_pricing_id, impression_id, type, relative_path FROM task_assigned_prices WHERE task_id = $1`,
      [taskId],
    );
    const same =
      rows.length === stored.length &&
      rows.every((row) =>
        stored.some(
          (price) => price.task_pricing_id === row.taskPricingId && price.impression_id === (row.impressionId ?? null),
        ),
      );
    if (!same) throw new PricingsFixed();
    for (const [index, row] of rows.entries()) {
      const price = stored.find((candidate) => candidate.task_pricing_id === row.taskPricingId)!;
      const unchanged =
        row.relativePath === undefined ||
        (price.type === URL_PRICING_TYPE ? row.relativePath : uploadPathOf(row.relativePath, this.config.webOrigin)) ===
          price.relative_path;
      const file = unchanged
        ? undefined
        : await rowFile(manager, this.uploads, callerId, this.config.webOrigin, price.type, row.relativePath);
      if (file === 'refused') {
        const message = price.type === URL_PRICING_TYPE ? TASK_MSG.urlInvalid : TASK_MSG.pricingFileNotUploaded;
        throw refuse(`taskPricings.${index}.relativePath`, message);
      }
      await manager.query(
        `UPDATE task_assigned_prices SET task_description = $2,
           relative_path = CASE WHEN $3 THEN relative_path ELSE $4 END,
           file_type = CASE WHEN $3 THEN file_type ELSE $5 END,
           format_type = CASE WHEN $3 THEN format_type ELSE $6 END
         WHERE id = $1`,
        [
          price.id,
          row.task_description ?? null,
          unchanged,
          file?.relativePath ?? null,
          file?.fileType ?? null,
          file?.formatType ?? null,
        ],
      );
    }
  }
}
