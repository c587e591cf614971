import { Command } from '@nestjs/cqrs';

export type TaskCatalogue = 'task-prices' | 'cost-impressions';

/** Deletes an option no task used, or disables one that a task used; `deleted` tells which. */
export class RemoveCatalogueOptionCommand extends Command<{ id: string; deleted: boolean }> {
  constructor(
    readonly catalogue: TaskCatalogue,
    readonly id: string,
  ) {
    super();
  }
}
