import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ImpressionCostOptionView, TaskPricingOptionView } from '@earnwave/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { CostImpressionOptionNotFound, TaskPriceOptionNotFound } from '@earnwave/domain';
import { columnsOf, type ListSpec } from '../../../common/simple-rest/list-query';
import { consoleResource, sqlRecords } from '../../../common/simple-rest/console-records';
import type { TaskCatalogue } from '../commands/remove-catalogue-option.command';
import { iso, money } from '../../../common/simple-rest/record-fields';

/** A row as PostgreSQL answers it (money as text, in micro-credits), and a console record made of one. */
type Row = Record<string, unknown>;

/** What both catalogues' console records carry: how many tasks copied the option, and when it changed. */
interface CatalogueOptionRecord {
  id: string;
  noOfCost: number;
  enabled: boolean;
  usedByTasks: number;
  createdAt: string | null;
  updatedAt: string | null;
}

/** A task pricing option as the console edits it; money in credits. */
export interface AdminTaskPriceRecord extends CatalogueOptionRecord {
  title: string;
  type: string;
  isTaskType: boolean;
  noOfRewards: number;
  sortOrder: number;
}

/** An impression cost option as the console edits it; money in credits. */
export interface AdminCostImpressionRecord extends CatalogueOptionRecord {
  impressions: number;
}

/** A task pricing option as the catalogue holds it; money in micro-credits. */
export interface PricingOption {
  title: string;
  type: string;
  isTaskType: boolean;
  noOfCost: bigint;
  noOfRewards: bigint;
  enabled: boolean;
  sortOrder: number | undefined;
}

/** An enabled pricing option a task's row copies; money in micro-credits. */
export interface OfferedPricingOption {
  id: string;
  title: string;
  type: string;
  isTaskType: boolean;
  noOfCost: bigint;
  noOfRewards: bigint;
}

/** An enabled impression cost option a task's row copies; the cost in micro-credits. */
export interface OfferedImpressionOption {
  id: string;
  noOfCost: bigint;
  impressions: number;
}

/** An impression cost option's fields; on an update, those not given stay. */
export interface ImpressionOptionFields {
  noOfCost?: bigint;
  impressions?: number;
  enabled?: boolean;
}

/** Each catalogue's table and the assigned-price column that refers to it. */
const CATALOGUES: Record<TaskCatalogue, { table: string; usedBy: string }> = {
  'task-prices': { table: 'task_pricing_options', usedBy: 'task_pricing_id' },
  'cost-impressions': { table: 'impression_cost_options', usedBy: 'impression_id' },
};

export const ADMIN_TASK_PRICES: ListSpec = {
  resource: 'task-prices',
  id: { sql: 'o.id', type: 'uuid' },
  sort: columnsOf('o', 'sortOrder', 'title', 'type', 'isTaskType', 'noOfCost', 'noOfRewards', 'enabled', 'createdAt'),
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

export const TASK_PRICE_RECORDS = consoleResource<AdminTaskPriceRecord>(ADMIN_TASK_PRICES);
export const COST_IMPRESSION_RECORDS = consoleResource<AdminCostImpressionRecord>(ADMIN_COST_IMPRESSIONS);

/**
 * The two catalogues the task form chooses from: the options members' tasks copy (enabled ones),
 * and the options as administrators edit them (all, disabled too; money in credits).
 */
@Injectable()
export class TaskCatalogueRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** `GET task-prices/dropdown`: the enabled options, in their order. */
  async pricingOptions(): Promise<TaskPricingOptionView[]> {
    const rows: Row[] = await this.db.query(
      `SELECT id, title, type, is_task_type, no_of_cost::text AS no_of_cost, no_of_rewards::text AS no_of_rewards
       FROM task_pricing_options WHERE enabled ORDER BY sort_order, title`,
    );
    return rows.map((row) => ({
      id: row.id as string,
      title: row.title as string,
      type: row.type as string,
      isTaskType: row.is_task_type as boolean,
      noOfCost: money(row.no_of_cost),
      noOfRewards: money(row.no_of_rewards),
    }));
  }

  /** `GET cost-impressions/dropdown`: the enabled options, fewest impressions first. */
  async impressionOptions(): Promise<ImpressionCostOptionView[]> {
    const rows: Row[] = await this.db.query(
      `SELECT id, no_of_cost::text AS no_of_cost, impressions FROM impression_cost_options
       WHERE enabled ORDER BY impressions, no_of_cost`,
    );
    return rows.map((row) => ({
      id: row.id as string,
      noOfCost: money(row.no_of_cost),
      impressions: row.impressions as number,
    }));
  }

  /** The enabled pricing options among `ids`, for a task's rows to copy. */
  async offeredPricingOptions(manager: EntityManager, ids: string[]): Promise<OfferedPricingOption[]> {
    const options: {
      id: string;
      title: string;
      type: string;
      is_task_type: boolean;
      no_of_cost: string;
      no_of_rewards: string;
    }[] = await manager.query(
      `SELECT id, title, type, is_task_type, no_of_cost::text AS no_of_cost, no_of_rewards::text AS no_of_rewards
       FROM task_pricing_options WHERE id = ANY($1) AND enabled`,
      [ids],
    );
    return options.map((option) => ({
      id: option.id,
      title: option.title,
      type: option.type,
      isTaskType: option.is_task_type,
      noOfCost: BigInt(option.no_of_cost),
      noOfRewards: BigInt(option.no_of_rewards),
    }));
  }

  /** The enabled impression cost options among `ids`, for a task's rows to copy. */
  async offeredImpressionOptions(manager: EntityManager, ids: string[]): Promise<OfferedImpressionOption[]> {
    if (!ids.length) return [];
    const impressions: { id: string; no_of_cost: string; impressions: number }[] = await manager.query(
      `SELECT id, no_of_cost::text AS no_of_cost, impressions FROM impression_cost_options
       WHERE id = ANY($1) AND enabled`,
      [ids],
    );
    return impressions.map((impression) => ({
      id: impression.id,
      noOfCost: BigInt(impression.no_of_cost),
      impressions: impression.impressions,
    }));
  }

  async lockPricingOption(manager: EntityManager, id: string): Promise<PricingOption | undefined> {
    const [row]: Record<string, unknown>[] = await manager.query(
      `SELECT title, type, is_task_type, no_of_cost::text AS no_of_cost, no_of_rewards::text AS no_of_rewards,
              enabled, sort_order
       FROM task_pricing_options WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) return undefined;
    return {
      title: row.title as string,
      type: row.type as string,
      isTaskType: row.is_task_type as boolean,
      noOfCost: BigInt(row.no_of_cost as string),
      noOfRewards: BigInt(row.no_of_rewards as string),
      enabled: row.enabled as boolean,
      sortOrder: row.sort_order as number,
    };
  }

  async updatePricingOption(manager: EntityManager, id: string, option: PricingOption): Promise<void> {
    await manager.query(
      `UPDATE task_pricing_options SET title = $2, type = $3, is_task_type = $4, no_of_cost = $5,
         no_of_rewards = $6, enabled = $7, sort_order = $8, updated_at = now()
       WHERE id = $1`,
      [id, ...pricingValues(option)],
    );
  }

  /** Adds an option; without an order, after the others. Answers its id. */
  async insertPricingOption(manager: EntityManager, option: PricingOption): Promise<string> {
    const id = randomUUID();
    await manager.query(
      `INSERT INTO task_pricing_options (id, title, type, is_task_type, no_of_cost, no_of_rewards, enabled, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7,
         coalesce($8, (SELECT coalesce(max(sort_order), -1) + 1 FROM task_pricing_options)))`,
      [id, ...pricingValues(option)],
    );
    return id;
  }

  /** Adds an impression cost option, enabled unless said otherwise. Answers its id. */
  async insertImpressionOption(fields: ImpressionOptionFields): Promise<string> {
    const id = randomUUID();
    await this.db.query(
      `INSERT INTO impression_cost_options (id, no_of_cost, impressions, enabled) VALUES ($1, $2, $3, $4)`,
      [id, fields.noOfCost?.toString() ?? null, fields.impressions, fields.enabled ?? true],
    );
    return id;
  }

  /** Changes the given fields of an impression cost option; false when there is no such option. */
  async updateImpressionOption(id: string, fields: ImpressionOptionFields): Promise<boolean> {
    const [, updated]: [unknown[], number] = await this.db.query(
      `UPDATE impression_cost_options SET no_of_cost = coalesce($2, no_of_cost),
         impressions = coalesce($3, impressions), enabled = coalesce($4, enabled), updated_at = now()
       WHERE id = $1`,
      [id, fields.noOfCost?.toString() ?? null, fields.impressions ?? null, fields.enabled ?? null],
    );
    return updated > 0;
  }

  /** Locks an option of either catalogue; false when there is no such option. */
  async lockOption(manager: EntityManager, catalogue: TaskCatalogue, id: string): Promise<boolean> {
    const [option]: unknown[] = await manager.query(
      `SELECT id FROM ${CATALOGUES[catalogue].table} WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return option !== undefined;
  }

  /** Whether a task copied the option into its assigned prices. */
  async optionUsed(manager: EntityManager, catalogue: TaskCatalogue, id: string): Promise<boolean> {
    const [{ used }]: { used: boolean }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM task_assigned_prices WHERE ${CATALOGUES[catalogue].usedBy} = $1) AS used`,
      [id],
    );
    return used;
  }

  async disableOption(manager: EntityManager, catalogue: TaskCatalogue, id: string): Promise<void> {
    await manager.query(`UPDATE ${CATALOGUES[catalogue].table} SET enabled = false, updated_at = now() WHERE id = $1`, [
      id,
    ]);
  }

  async deleteOption(manager: EntityManager, catalogue: TaskCatalogue, id: string): Promise<void> {
    await manager.query(`DELETE FROM ${CATALOGUES[catalogue].table} WHERE id = $1`, [id]);
  }

  /** The console's `task-prices`: every option, disabled ones too. */
  readonly adminTaskPrices = sqlRecords(
    this.db.manager,
    ADMIN_TASK_PRICES,
    PRICE_SQL,
    taskPriceRecord,
    () => new TaskPriceOptionNotFound(),
  );

  /** The console's `cost-impressions`: every option, disabled ones too. */
  readonly adminCostImpressions = sqlRecords(
    this.db.manager,
    ADMIN_COST_IMPRESSIONS,
    IMPRESSION_SQL,
    costImpressionRecord,
    () => new CostImpressionOptionNotFound(),
  );
}

/** A pricing option's columns from title to sort order, as the statements above take them. */
function pricingValues(option: PricingOption): unknown[] {
  return [
    option.title,
    option.type,
    option.isTaskType,
    option.noOfCost.toString(),
    option.noOfRewards.toString(),
    option.enabled,
    option.sortOrder ?? null,
  ];
}

function taskPriceRecord(row: Row): AdminTaskPriceRecord {
  return {
    id: row.id as string,
    title: row.title as string,
    type: row.type as string,
    isTaskType: row.is_task_type as boolean,
    noOfCost: money(row.no_of_cost),
    noOfRewards: money(row.no_of_rewards),
    enabled: row.enabled as boolean,
    sortOrder: row.sort_order as number,
    usedByTasks: row.used_by as number,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function costImpressionRecord(row: Row): AdminCostImpressionRecord {
  return {
    id: row.id as string,
    noOfCost: money(row.no_of_cost),
    impressions: row.impressions as number,
    enabled: row.enabled as boolean,
    usedByTasks: row.used_by as number,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
