import { Command } from '@nestjs/cqrs';
import type { TaskPaymentMethod, TaskStatus } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import type { CreateTaskDto } from '../http/dto/task-form.dto';

/** Answers the new task's id, its status and how it was paid. */
export class CreateTaskCommand extends Command<{
  id: string;
  status: TaskStatus;
  method: TaskPaymentMethod;
  totalCost: bigint;
}> {
  constructor(
    readonly owner: UserEntity,
    readonly form: CreateTaskDto,
  ) {
    super();
  }
}
