import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppError, NotFound } from '../../../common/errors';
import { CATALOGUE_MSG } from '../http/dto/catalogue-option.dto';
import { SaveCostImpressionCommand } from './save-cost-impression.command';

/**
 * An administrator's change to the impression cost catalogue. Tasks copied the cost and the
 * impressions they chose, so an edit only changes what later tasks choose from.
 */
@CommandHandler(SaveCostImpressionCommand)
export class SaveCostImpressionHandler implements ICommandHandler<SaveCostImpressionCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ id, fields }: SaveCostImpressionCommand) {
    const cost = fields.noOfCost?.toString() ?? null;
    if (!id) {
      const created = randomUUID();
      await this.db.query(
        `INSERT INTO impression_cost_options (id, no_of_cost, impressions, enabled) VALUES ($1, $2, $3, $4)`,
        [created, cost, fields.impressions, fields.enabled ?? true],
      );
      return { id: created };
    }
    if (Object.values(fields).every((value) => value === undefined)) {
      throw AppError.field(HttpStatus.BAD_REQUEST, 'general', CATALOGUE_MSG.emptyUpdate);
    }
    const [, updated]: [unknown[], number] = await this.db.query(
      `UPDATE impression_cost_options SET no_of_cost = coalesce($2, no_of_cost),
         impressions = coalesce($3, impressions), enabled = coalesce($4, enabled), updated_at = now()
       WHERE id = $1`,
      [id, cost, fields.impressions ?? null, fields.enabled ?? null],
    );
    if (!updated) throw new NotFound(CATALOGUE_MSG.impressionNotFound);
    return { id };
  }
}
