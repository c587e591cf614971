import { Injectable } from '@nestjs/common';
import type { Page } from '../../../common/simple-rest/list-query';
import {
  TaskCatalogueRepository,
  type AdminCostImpressionRecord,
  type AdminTaskPriceRecord,
} from '../infra/task-catalogue.repository';

/** The two catalogues the task form chooses from, as administrators edit them (all options, disabled too). */
@Injectable()
export class AdminTaskCatalogueQueries {
  constructor(private readonly catalogue: TaskCatalogueRepository) {}

  taskPrices(query: Record<string, unknown>): Promise<Page<AdminTaskPriceRecord>> {
    return this.catalogue.taskPriceRecords(query);
  }

  taskPrice(id: string): Promise<AdminTaskPriceRecord> {
    return this.catalogue.taskPriceRecord(id);
  }

  costImpressions(query: Record<string, unknown>): Promise<Page<AdminCostImpressionRecord>> {
    return this.catalogue.costImpressionRecords(query);
  }

  costImpression(id: string): Promise<AdminCostImpressionRecord> {
    return this.catalogue.costImpressionRecord(id);
  }
}
