import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';
import type { UpdateTaskDto } from '../http/dto/task-form.dto';

export class UpdateTaskCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: UserEntity,
    readonly taskId: string,
    readonly form: UpdateTaskDto,
  ) {
    super();
  }
}
