import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';
import type { CreateTaskDto } from '../http/dto/task-form.dto';

/** Answers the new task's id, its status and how it was paid. */
export class CreateTaskCommand extends Command<{ id: string; status: string; method: string; totalCost: bigint }> {
  constructor(
    readonly owner: UserEntity,
    readonly form: CreateTaskDto,
  ) {
    super();
  }
}
