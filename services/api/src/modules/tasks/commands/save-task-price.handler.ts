import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppError, NotFound } from '../../../common/errors';
import { CATALOGUE_MSG, TASK_PRICING_TYPES } from '../http/dto/catalogue-option.dto';
import { SaveTaskPriceCommand } from './save-task-price.command';

const refuse = (param: string, msg: string) => AppError.field(HttpStatus.BAD_REQUEST, param, msg);

interface PricingOption {
  title: string;
  type: string;
  isTaskType: boolean;
  noOfCost: bigint;
  noOfRewards: bigint;
  enabled: boolean;
  sortOrder: number | undefined;
}

/**
 * An administrator's change to the task pricing catalogue. Tasks copied their option's title, type,
 * cost and reward when they were created, so an edit only changes what later tasks choose from.
 * The option as a whole must hold after the change: the reward at most the cost, and a type that
 * fits task-type rows (screenshot, url) or the others (image, video).
 */
@CommandHandler(SaveTaskPriceCommand)
export class SaveTaskPriceHandler implements ICommandHandler<SaveTaskPriceCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ id, fields }: SaveTaskPriceCommand) {
    return this.db.transaction(async (manager) => {
      let current: PricingOption | undefined;
      if (id) {
        if (Object.values(fields).every((value) => value === undefined)) {
          throw refuse('general', CATALOGUE_MSG.emptyUpdate);
        }
        const [row]: Record<string, unknown>[] = await manager.query(
          `SELECT title, type, is_task_type, no_of_cost::text AS no_of_cost, no_of_rewards::text AS no_of_rewards,
                  enabled, sort_order
           FROM task_pricing_options WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (!row) throw new NotFound(CATALOGUE_MSG.priceNotFound);
        current = {
          title: row.title as string,
          type: row.type as string,
          isTaskType: row.is_task_type as boolean,
          noOfCost: BigInt(row.no_of_cost as string),
          noOfRewards: BigInt(row.no_of_rewards as string),
          enabled: row.enabled as boolean,
          sortOrder: row.sort_order as number,
        };
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
      if (!fitting.includes(next.type)) {
        throw refuse('type', next.isTaskType ? CATALOGUE_MSG.typeForTaskType : CATALOGUE_MSG.typeForNotTaskType);
      }
      if (next.noOfRewards > next.noOfCost) throw refuse('noOfRewards', CATALOGUE_MSG.rewardAboveCost);

      const values = [
        next.title,
        next.type,
        next.isTaskType,
        next.noOfCost.toString(),
        next.noOfRewards.toString(),
        next.enabled,
        next.sortOrder ?? null,
      ];
      if (id) {
        await manager.query(
          `UPDATE task_pricing_options SET title = $2, type = $3, is_task_type = $4, no_of_cost = $5,
             no_of_rewards = $6, enabled = $7, sort_order = $8, updated_at = now()
           WHERE id = $1`,
          [id, ...values],
        );
        return { id };
      }
      const created = randomUUID();
      // Without an order, a new option comes after the others.
      await manager.query(
        `INSERT INTO task_pricing_options (id, title, type, is_task_type, no_of_cost, no_of_rewards, enabled, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7,
           coalesce($8, (SELECT coalesce(max(sort_order), -1) + 1 FROM task_pricing_options)))`,
        [created, ...values],
      );
      return { id: created };
    });
  }
}
