import { Injectable } from '@nestjs/common';
import type { Page } from '../../../common/simple-rest/list-query';
import { TaskCatalogueRepository } from '../infra/task-catalogue.repository';

type Row = Record<string, unknown>;

/** The two catalogues the task form chooses from, as administrators edit them (all options, disabled too). */
@Injectable()
export class AdminTaskCatalogueQueries {
  constructor(private readonly catalogue: TaskCatalogueRepository) {}

  taskPrices(query: Record<string, unknown>): Promise<Page<Row>> {
    return this.catalogue.taskPriceRecords(query);
  }

  taskPrice(id: string): Promise<Row> {
    return this.catalogue.taskPriceRecord(id);
  }

  costImpressions(query: Record<string, unknown>): Promise<Page<Row>> {
    return this.catalogue.costImpressionRecords(query);
  }

  costImpression(id: string): Promise<Row> {
    return this.catalogue.costImpressionRecord(id);
  }
}
