import { Command } from '@nestjs/cqrs';
import type { CreateCostImpressionDto, UpdateCostImpressionDto } from '../http/dto/catalogue-option.dto';

/** Creates an impression cost option (no id) or changes the given fields of one; answers its id. */
export class SaveCostImpressionCommand extends Command<{ id: string }> {
  constructor(
    readonly id: string | undefined,
    readonly fields: CreateCostImpressionDto | UpdateCostImpressionDto,
  ) {
    super();
  }
}
