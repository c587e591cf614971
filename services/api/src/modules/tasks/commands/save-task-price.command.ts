import { Command } from '@nestjs/cqrs';
import type { CreateTaskPriceDto, UpdateTaskPriceDto } from '../http/dto/catalogue-option.dto';

/** Creates a task pricing option (no id) or changes the given fields of one; answers its id. */
export class SaveTaskPriceCommand extends Command<{ id: string }> {
  constructor(
    readonly id: string | undefined,
    readonly fields: CreateTaskPriceDto | UpdateTaskPriceDto,
  ) {
    super();
  }
}
