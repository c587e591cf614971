import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';
import { readRecord, readRecords, type ListSpec, type Page } from '../../../common/simple-rest/list-query';
import { CATALOGUE_MSG } from '../http/dto/catalogue-option.dto';

type Row = Record<string, unknown>;
const money = (value: unknown) => creditsToJson(BigInt(value as string));
const iso = (value: unknown) => (value ? (value as Date).toISOString() : null);

export const ADMIN_TASK_PRICES: ListSpec = {
  resource: 'task-prices',
  id: { sql: 'o.id', type: 'uuid' },
  sort: {
    sortOrder: 'o.sort_order',
    title: 'o.title',
    type: 'o.type',
    isTaskType: 'o.is_task_type',
    noOfCost: 'o.no_of_cost',
    noOfRewards: 'o.no_of_rewards',
    enabled: 'o.enabled',
    createdAt: 'o.created_at',
  },
  defaultSort: ['sortOrder', 'ASC'],
  filters: {
    enabled: { type: 'boolean', sql: 'o.enabled' },
    isTaskType: { type: 'boolean', sql: 'o.is_task_type' },
    type: { type: 'equals', sql: 'o.type' },
    q: { type: 'search', sql: ['o.title'] },
  },
};

export const ADMIN_COST_IMPRESSIONS: ListSpec = {
  resource: 'cost-impressions',
  id: { sql: 'o.id', type: 'uuid' },
  sort: { impressions: 'o.impressions', noOfCost: 'o.no_of_cost', enabled: 'o.enabled', createdAt: 'o.created_at' },
  defaultSort: ['impressions', 'ASC'],
  filters: { enabled: { type: 'boolean', sql: 'o.enabled' } },
};

/** How many tasks copied an option into their assigned prices: such an option is disabled, never deleted. */
const PRICE_SQL = {
  select: `o.id, o.title, o.type, o.is_task_type, o.no_of_cost::text AS no_of_cost,
    o.no_of_rewards::text AS no_of_rewards, o.enabled, o.sort_order, o.created_at, o.updated_at,
    (SELECT count(DISTINCT ap.task_id)::int FROM task_assigned_prices ap WHERE ap.task_pricing_id = o.id) AS used_by`,
  from: 'task_pricing_options o',
};

const IMPRESSION_SQL = {
  select: `o.id, o.no_of_cost::text AS no_of_cost, o.impressions, o.enabled, o.created_at, o.updated_at,
    (SELECT count(DISTINCT ap.task_id)::int FROM task_assigned_prices ap WHERE ap.impression_id = o.id) AS used_by`,
  from: 'impression_cost_options o',
};

/** The two catalogues the task form chooses from, as administrators edit them (all options, disabled too). */
@Injectable()
export class AdminTaskCatalogueQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  taskPrices(query: Record<string, unknown>): Promise<Page<Row>> {
    return readRecords(this.db.manager, ADMIN_TASK_PRICES, PRICE_SQL, query, taskPriceRecord);
  }

  taskPrice(id: string): Promise<Row> {
    return readRecord(this.db.manager, ADMIN_TASK_PRICES, PRICE_SQL, id, taskPriceRecord, CATALOGUE_MSG.priceNotFound);
  }

  costImpressions(query: Record<string, unknown>): Promise<Page<Row>> {
    return readRecords(this.db.manager, ADMIN_COST_IMPRESSIONS, IMPRESSION_SQL, query, costImpressionRecord);
  }

  costImpression(id: string): Promise<Row> {
    return readRecord(
      this.db.manager,
      ADMIN_COST_IMPRESSIONS,
      IMPRESSION_SQL,
      id,
      costImpressionRecord,
      CATALOGUE_MSG.impressionNotFound,
    );
  }
}

function taskPriceRecord(row: Row): Row {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    isTaskType: row.is_task_type,
    noOfCost: money(row.no_of_cost),
    noOfRewards: money(row.no_of_rewards),
    enabled: row.enabled,
    sortOrder: row.sort_order,
    usedByTasks: row.used_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function costImpressionRecord(row: Row): Row {
  return {
    id: row.id,
    noOfCost: money(row.no_of_cost),
    impressions: row.impressions,
    enabled: row.enabled,
    usedByTasks: row.used_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
