import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import {
  TASK_PAYMENT_STATUSES,
  TASK_STATUSES,
  type AssignedPriceView,
  type ChosenTaskView,
  type MemberTaskView,
  type OwnerTaskView,
  type TaskPaymentMethod,
  type TaskPaymentStatus,
  type TaskStatus,
} from '@earnwave/contracts';
import { finishedLeadsSql } from '@earnwave/db';
import { taskEscrow, TaskNotFound } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import {
  columnsOf,
  newestFirstList,
  readRecord,
  readRecords,
  type ListSpec,
} from '../../../common/simple-rest/list-query';
import type { ResolvedRow, RowFile } from '../commands/task-form';
import { consoleResource, type RecordReader } from '../../../common/simple-rest/console-records';
import { iso, money } from '../../../common/simple-rest/record-fields';
import { assignedPriceView, consoleLink, taskView } from '../task-answers';

/** A row as PostgreSQL answers it (money as text, in micro-credits), and a console record made of one. */
type Row = Record<string, unknown>;

/** The payment of a task, as the console's task record carries it (money in credits). */
export interface AdminTaskRecordPayment {
  id: string;
  method: TaskPaymentMethod;
  status: TaskPaymentStatus;
  amount: number;
  txid: string | null;
  /** The day of the payment (`YYYY-MM-DD`). */
  date: string;
  decidedAt: string | null;
}

/**
 * A task as the console lists it: the owner's view of its figures (files linked on the console's
 * origin), its owner, escrow in credits, payment and proof counts.
 */
export interface AdminTaskRecord extends OwnerTaskView {
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  reservedLeads: number;
  escrow: number;
  paymentId: string | null;
  paymentMethod: TaskPaymentMethod | null;
  paymentStatus: TaskPaymentStatus | null;
  payment: AdminTaskRecordPayment | null;
  proofs: { pending: number; approved: number; rejected: number };
  completedAt: string | null;
  deletedAt: string | null;
}

/** A task's row as the owner's commands need it; money in micro-credits. */
export interface LockedTask {
  id: string;
  ownerId: string;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
  noOfLeads: number;
  reservedLeads: number;
  costPerLead: bigint;
  deletedAt: Date | null;
  completedAt: Date | null;
}

/** A task as its owner creates it; money in micro-credits, images as stored paths. */
export interface NewTask {
  id: string;
  ownerId: string;
  businessName: string;
  taskLocation: string;
  noOfLeads: number;
  costPerLead: bigint;
  totalCost: bigint;
  logoImage: string;
  backgroundImage: string;
  status: TaskStatus;
}

/** What an edit may change of a task. */
export interface TaskBusinessFields {
  businessName: string;
  taskLocation: string;
  logoImage: string;
  backgroundImage: string;
}

/** An assigned price as the task's commands compare with what the caller sends. */
export interface StoredAssignedPrice {
  id: string;
  taskPricingId: string;
  impressionId: string | null;
  type: string;
  relativePath: string | null;
}

/** A member's lead of a task: released when the worker freed it, closed when it ended idle. */
export interface TakenLead {
  id: string;
  released: boolean;
  closed: boolean;
}

/** A page of task views and how many there are in all. */
export interface TaskViewPage<T> {
  items: T[];
  total: number;
}

/**
 * A task with its counts, one SQL expression per figure (spec 3, task). `$1` is the member whose
 * view it is, or NULL for the owner's.
 */
const TASK_SUMMARY_SQL = `
  t.id, t.owner_id, t.business_name, t.task_location, t.no_of_leads, t.reserved_leads,
  t.cost_per_lead::text AS cost_per_lead, t.total_cost::text AS total_cost, t.logo_image, t.background_image,
  t.status, t.completed_at, t.deleted_at, t.created_at,
  coalesce(escrow.balance, 0)::text AS escrow,
  prices.count AS total_assigned_prices, prices.rewards AS total_rewards,
  (SELECT coalesce(sum(ap.no_of_cost), 0)::text FROM task_proofs p
     JOIN task_assigned_prices ap ON ap.id = p.assigned_price_id
   WHERE p.task_id = t.id AND p.settled_at IS NOT NULL) AS paid,
  ${finishedLeadsSql('prices.count')} AS finished,
  EXISTS (SELECT 1 FROM task_performances tp WHERE tp.task_id = t.id AND tp.member_id = $1::uuid
          AND tp.released_at IS NULL AND tp.closed_at IS NULL) AS holds_lead,
  EXISTS (SELECT 1 FROM task_performances tp WHERE tp.task_id = t.id AND tp.member_id = $1::uuid
          AND tp.closed_at IS NOT NULL) AS lead_closed,
  (SELECT count(*)::int FROM task_proofs p
   WHERE p.task_id = t.id AND p.member_id = $1::uuid AND p.status = 'APPROVED') AS member_approved`;

const TASK_SUMMARY_FROM = `
  tasks t
  LEFT JOIN ledger_accounts escrow ON escrow.id = 'task:' || t.id || ':escrow'
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS count, coalesce(sum(ap.no_of_rewards), 0)::text AS rewards
    FROM task_assigned_prices ap WHERE ap.task_id = t.id) prices`;

const PRICE_COLUMNS = `ap.id, ap.task_pricing_id, ap.title, ap.type, ap.is_task_type, ap.no_of_cost::text AS no_of_cost,
  ap.no_of_rewards::text AS no_of_rewards, ap.impression_id, ap.impressions, ap.task_description, ap.relative_path,
  ap.file_type, ap.format_type`;

/** What a member may see of tasks: accepted, open ones, and any whose lead they hold; never their own. */
const MEMBER_VISIBLE = `t.owner_id <> $1 AND (
  (t.status = 'ACCEPTED' AND t.deleted_at IS NULL)
  OR EXISTS (SELECT 1 FROM task_performances tp WHERE tp.task_id = t.id AND tp.member_id = $1))`;

export const ADMIN_TASKS: ListSpec = newestFirstList(
  'tasks',
  't',
  { ...columnsOf('t', 'businessName', 'status', 'noOfLeads', 'totalCost'), ownerName: 'u.name' },
  {
    status: { type: 'equals', sql: 't.status', values: TASK_STATUSES },
    ownerId: { type: 'uuid', sql: 't.owner_id' },
    q: { type: 'search', sql: ['t.business_name'] },
    paymentStatus: { type: 'equals', sql: 'pay.status', values: TASK_PAYMENT_STATUSES },
    deleted: { type: 'boolean', sql: '(t.deleted_at IS NOT NULL)' },
  },
);

/** The console's tasks: the owner's view of a task's figures (no member: `$1` is NULL). */
const ADMIN_TASK_SQL = {
  select: `${TASK_SUMMARY_SQL.replaceAll('$1::uuid', 'NULL::uuid')}, u.name AS owner_name, u.email AS owner_email,
    pay.id AS payment_id, pay.method AS payment_method, pay.status AS payment_status,
    pay.amount::text AS payment_amount, pay.txid AS payment_txid, pay.payment_date::text AS payment_date,
    pay.decided_at AS payment_decided_at,
    (SELECT count(*)::int FROM task_proofs p WHERE p.task_id = t.id AND p.status = 'PENDING') AS proofs_pending,
    (SELECT count(*)::int FROM task_proofs p WHERE p.task_id = t.id AND p.status = 'APPROVED') AS proofs_approved,
    (SELECT count(*)::int FROM task_proofs p WHERE p.task_id = t.id AND p.status = 'REJECTED') AS proofs_rejected`,
  from: `${TASK_SUMMARY_FROM}
    JOIN users u ON u.id = t.owner_id
    LEFT JOIN task_payments pay ON pay.task_id = t.id`,
};

/** A task as the console shows it: its record and its pricing table (costs as copied when it was created). */
export interface AdminTaskDetail extends AdminTaskRecord {
  assignedPrices: ChosenTaskView[];
}

export const TASK_RECORDS = consoleResource<AdminTaskRecord, AdminTaskDetail>(ADMIN_TASKS);

/**
 * Tasks, their pricing tables (the assigned prices) and the leads members take: the owner's and
 * the members' commands write them here, and the task pages and the console read them (money in
 * credits, files as links).
 */
@Injectable()
export class TasksRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Locks a task's row for a change, in the caller's transaction. Tasks are locked before proofs
   * and ledger accounts everywhere (API and worker), so two writers never wait on each other in a
   * cycle. Answers undefined for an unknown task.
   */
  async lockTask(manager: EntityManager, taskId: string): Promise<LockedTask | undefined> {
    const [row]: Record<string, unknown>[] = await manager.query(
      `SELECT id, owner_id, status, no_of_leads, reserved_leads, cost_per_lead::text AS cost_per_lead, deleted_at,
              completed_at
       FROM tasks WHERE id = $1 FOR UPDATE`,
      [taskId],
    );
    if (!row) return undefined;
    return {
      id: row.id as string,
      ownerId: row.owner_id as string,
      status: row.status as LockedTask['status'],
      noOfLeads: row.no_of_leads as number,
      reservedLeads: row.reserved_leads as number,
      costPerLead: BigInt(row.cost_per_lead as string),
      deletedAt: (row.deleted_at as Date | null) ?? null,
      completedAt: (row.completed_at as Date | null) ?? null,
    };
  }

  async insertTask(manager: EntityManager, task: NewTask): Promise<void> {
    await manager.query(
      `INSERT INTO tasks (id, owner_id, business_name, task_location, no_of_leads, cost_per_lead, total_cost,
         logo_image, background_image, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        task.id,
        task.ownerId,
        task.businessName,
        task.taskLocation,
        task.noOfLeads,
        task.costPerLead.toString(),
        task.totalCost.toString(),
        task.logoImage,
        task.backgroundImage,
        task.status,
      ],
    );
  }

  /** The task's pricing table, in the order the owner chose the rows. */
  async insertAssignedPrices(manager: EntityManager, taskId: string, rows: ResolvedRow[]): Promise<void> {
    await manager.query(
      `INSERT INTO task_assigned_prices (id, task_id, task_pricing_id, title, type, is_task_type, no_of_cost,
         no_of_rewards, impression_id, impressions, task_description, relative_path, file_type, format_type, sort_order)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::varchar[], $5::varchar[], $6::boolean[],
         $7::bigint[], $8::bigint[], $9::uuid[], $10::int[], $11::text[], $12::varchar[], $13::varchar[],
         $14::varchar[], $15::int[])`,
      [
        rows.map(() => randomUUID()),
        rows.map(() => taskId),
        rows.map((row) => row.taskPricingId),
        rows.map((row) => row.title),
        rows.map((row) => row.type),
        rows.map((row) => row.isTaskType),
        rows.map((row) => row.noOfCost.toString()),
        rows.map((row) => row.noOfRewards.toString()),
        rows.map((row) => row.impressionId),
        rows.map((row) => row.impressions),
        rows.map((row) => row.description),
        rows.map((row) => row.relativePath),
        rows.map((row) => row.fileType),
        rows.map((row) => row.formatType),
        rows.map((_, index) => index),
      ],
    );
  }

  /** The task's pricing table as stored, for an edit or a proof to be checked against. */
  async storedAssignedPrices(manager: EntityManager, taskId: string): Promise<StoredAssignedPrice[]> {
    const rows: {
      id: string;
      task_pricing_id: string;
      impression_id: string | null;
      type: string;
      relative_path: string | null;
    }[] = await manager.query(
      `SELECT id, task_pricing_id, impression_id, type, relative_path FROM task_assigned_prices WHERE task_id = $1`,
      [taskId],
    );
    return rows.map((row) => ({
      id: row.id,
      taskPricingId: row.task_pricing_id,
      impressionId: row.impression_id,
      type: row.type,
      relativePath: row.relative_path,
    }));
  }

  /** The stored paths of the task's logo and background. */
  async imagesOf(manager: EntityManager, taskId: string): Promise<{ logoImage: string; backgroundImage: string }> {
    const [row]: { logo_image: string; background_image: string }[] = await manager.query(
      `SELECT logo_image, background_image FROM tasks WHERE id = $1`,
      [taskId],
    );
    return { logoImage: row.logo_image, backgroundImage: row.background_image };
  }

  async updateBusinessFields(manager: EntityManager, taskId: string, fields: TaskBusinessFields): Promise<void> {
    await manager.query(
      `UPDATE tasks SET business_name = $2, task_location = $3, logo_image = $4, background_image = $5,
         updated_at = now()
       WHERE id = $1`,
      [taskId, fields.businessName, fields.taskLocation, fields.logoImage, fields.backgroundImage],
    );
  }

  /** A row's description, and its file unless `file` is undefined (the file stays). */
  async updateAssignedPrice(
    manager: EntityManager,
    priceId: string,
    description: string | null,
    file: RowFile | undefined,
  ): Promise<void> {
    await manager.query(
      `UPDATE task_assigned_prices SET task_description = $2,
         relative_path = CASE WHEN $3 THEN relative_path ELSE $4 END,
         file_type = CASE WHEN $3 THEN file_type ELSE $5 END,
         format_type = CASE WHEN $3 THEN format_type ELSE $6 END
       WHERE id = $1`,
      [
        priceId,
        description,
        file === undefined,
        file?.relativePath ?? null,
        file?.fileType ?? null,
        file?.formatType ?? null,
      ],
    );
  }

  async setStatus(manager: EntityManager, taskId: string, status: TaskStatus): Promise<void> {
    await manager.query(`UPDATE tasks SET status = $2, updated_at = now() WHERE id = $1`, [taskId, status]);
  }

  async markDeleted(manager: EntityManager, taskId: string): Promise<void> {
    await manager.query(`UPDATE tasks SET deleted_at = now(), updated_at = now() WHERE id = $1`, [taskId]);
  }

  /** The member's lead of the task, whatever became of it; undefined if they never took one. */
  async leadOf(manager: EntityManager, taskId: string, memberId: string): Promise<TakenLead | undefined> {
    const [taken]: TakenLead[] = await manager.query(
      `SELECT id, released_at IS NOT NULL AS released, closed_at IS NOT NULL AS closed
       FROM task_performances WHERE task_id = $1 AND member_id = $2`,
      [taskId, memberId],
    );
    return taken;
  }

  /** The task's escrow balance, and what its settled proofs have paid from it so far. */
  async escrowAndPaid(manager: EntityManager, taskId: string): Promise<{ escrow: bigint; paid: bigint }> {
    const [figures]: { escrow: string; paid: string }[] = await manager.query(
      `SELECT (SELECT coalesce(max(balance), 0) FROM ledger_accounts WHERE id = $2)::text AS escrow,
              (SELECT coalesce(sum(ap.no_of_cost), 0) FROM task_proofs p
                 JOIN task_assigned_prices ap ON ap.id = p.assigned_price_id
               WHERE p.task_id = $1 AND p.settled_at IS NOT NULL)::text AS paid`,
      [taskId, taskEscrow(taskId)],
    );
    return { escrow: BigInt(figures.escrow), paid: BigInt(figures.paid) };
  }

  /**
   * The member takes a lead of the locked task: lead `leadId` (new, or the one they left and the
   * worker released), counted among the task's reserved leads.
   */
  async takeLead(manager: EntityManager, leadId: string, taskId: string, memberId: string): Promise<void> {
    await manager.query(
      `INSERT INTO task_performances (id, task_id, member_id) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET released_at = NULL, taken_at = now()`,
      [leadId, taskId, memberId],
    );
    await manager.query(`UPDATE tasks SET reserved_leads = reserved_leads + 1, updated_at = now() WHERE id = $1`, [
      taskId,
    ]);
  }

  /** The leads the worker closed, each with what its approved proofs earned (micro-credits). */
  async closedLeadsOf(manager: EntityManager, taskId: string): Promise<{ id: string; approved: bigint }[]> {
    const closed: { id: string; approved: string }[] = await manager.query(
      `SELECT lead.id, coalesce(sum(ap.no_of_cost), 0)::text AS approved
       FROM task_performances lead
       LEFT JOIN task_proofs p ON p.performance_id = lead.id AND p.status = 'APPROVED'
       LEFT JOIN task_assigned_prices ap ON ap.id = p.assigned_price_id
       WHERE lead.task_id = $1 AND lead.closed_at IS NOT NULL
       GROUP BY lead.id`,
      [taskId],
    );
    return closed.map((lead) => ({ id: lead.id, approved: BigInt(lead.approved) }));
  }

  async ownerOf(taskId: string): Promise<string | undefined> {
    const [task]: { owner_id: string }[] = await this.db.query(`SELECT owner_id FROM tasks WHERE id = $1`, [taskId]);
    return task?.owner_id;
  }

  /** The owner's own tasks, newest first (deleted ones left out). */
  async ownerTasks(ownerId: string, page: number, limit: number): Promise<TaskViewPage<OwnerTaskView>> {
    const where = `t.owner_id = $2 AND t.deleted_at IS NULL`;
    const [{ total }]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM tasks t WHERE t.owner_id = $1 AND t.deleted_at IS NULL`,
      [ownerId],
    );
    const rows: Row[] = await this.db.query(
      `SELECT ${TASK_SUMMARY_SQL} FROM ${TASK_SUMMARY_FROM} WHERE ${where}
       ORDER BY t.created_at DESC, t.id DESC LIMIT $3 OFFSET $4`,
      [null, ownerId, limit, (page - 1) * limit],
    );
    return { items: rows.map((row) => taskView(row, this.config.webOrigin, false)), total };
  }

  /** A task as its owner reads it, deleted or not, with its owner's id. */
  async ownerTask(taskId: string): Promise<{ ownerId: string; task: OwnerTaskView } | undefined> {
    const [row]: Row[] = await this.db.query(`SELECT ${TASK_SUMMARY_SQL} FROM ${TASK_SUMMARY_FROM} WHERE t.id = $2`, [
      null,
      taskId,
    ]);
    return row && { ownerId: row.owner_id as string, task: taskView(row, this.config.webOrigin, false) };
  }

  /** The task's pricing table, in its order. */
  async assignedPrices(taskId: string): Promise<AssignedPriceView[]> {
    const prices: Row[] = await this.db.query(
      `SELECT ${PRICE_COLUMNS} FROM task_assigned_prices ap WHERE ap.task_id = $1 ORDER BY ap.sort_order`,
      [taskId],
    );
    return prices.map((price) => assignedPriceView(price, this.config.webOrigin));
  }

  /** The tasks a member sees, newest first, each Completed, Available or Unavailable for them. */
  async memberTasks(memberId: string, page: number, limit: number): Promise<TaskViewPage<MemberTaskView>> {
    const [{ total }]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM tasks t WHERE ${MEMBER_VISIBLE}`,
      [memberId],
    );
    const rows: Row[] = await this.db.query(
      `SELECT ${TASK_SUMMARY_SQL} FROM ${TASK_SUMMARY_FROM} WHERE ${MEMBER_VISIBLE}
       ORDER BY t.created_at DESC, t.id DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, (page - 1) * limit],
    );
    return { items: rows.map((row) => taskView(row, this.config.webOrigin, true)), total };
  }

  /** A task the member may see, as they see it; undefined for any other. */
  async memberTask(taskId: string, memberId: string): Promise<MemberTaskView | undefined> {
    const [row]: Row[] = await this.db.query(
      `SELECT ${TASK_SUMMARY_SQL} FROM ${TASK_SUMMARY_FROM} WHERE t.id = $2 AND ${MEMBER_VISIBLE}`,
      [memberId, taskId],
    );
    return row && taskView(row, this.config.webOrigin, true);
  }

  /** The task's pricing table, each row with the member's latest proof of it. */
  async memberAssignedPrices(taskId: string, memberId: string): Promise<AssignedPriceView[]> {
    const prices: Row[] = await this.db.query(
      `SELECT ${PRICE_COLUMNS}, proof.status AS proof_status, proof.screenshot AS proof_screenshot,
              proof.rejection_message AS proof_rejection_message
       FROM task_assigned_prices ap
       LEFT JOIN LATERAL (
         SELECT p.status, p.screenshot, p.rejection_message FROM task_proofs p
         WHERE p.assigned_price_id = ap.id AND p.member_id = $2
         ORDER BY p.created_at DESC, p.id DESC LIMIT 1) proof ON true
       WHERE ap.task_id = $1
       ORDER BY ap.sort_order`,
      [taskId, memberId],
    );
    return prices.map((price) => assignedPriceView(price, this.config.webOrigin));
  }

  /**
   * The console's `tasks` (every one, deleted ones too) with their payment and proof counts; a
   * task's record adds its pricing table, costs as copied when it was created.
   */
  readonly adminTasks: RecordReader<AdminTaskRecord, AdminTaskDetail> = {
    list: (query) => readRecords(this.db.manager, ADMIN_TASKS, ADMIN_TASK_SQL, query, (row) => this.recordOf(row)),
    one: async (id) => {
      const task = await readRecord(
        this.db.manager,
        ADMIN_TASKS,
        ADMIN_TASK_SQL,
        id,
        (row) => this.recordOf(row),
        () => new TaskNotFound(),
      );
      const prices = await this.assignedPrices(id);
      return {
        ...task,
        assignedPrices: prices.map((price) => {
          // The member's own proof fields mean nothing on the administrator's view of the task.
          const {
            isUploadScreenshot: _sent,
            screenshot: _screenshot,
            screenshotStatus: _status,
            rejectionMessage: _message,
            ...assigned
          } = price;
          return { ...assigned, path: consoleLink(price.relativePath) };
        }),
      };
    },
  };

  private recordOf(row: Row): AdminTaskRecord {
    const payment: AdminTaskRecordPayment | null = row.payment_id
      ? {
          id: row.payment_id as string,
          method: row.payment_method as TaskPaymentMethod,
          status: row.payment_status as TaskPaymentStatus,
          amount: money(row.payment_amount),
          txid: (row.payment_txid as string | null) ?? null,
          date: row.payment_date as string,
          decidedAt: iso(row.payment_decided_at),
        }
      : null;
    return {
      ...taskView(row, this.config.webOrigin, false),
      logoImageUrl: consoleLink(row.logo_image),
      backgroundImageUrl: consoleLink(row.background_image),
      ownerId: row.owner_id as string,
      ownerName: row.owner_name as string,
      ownerEmail: row.owner_email as string,
      reservedLeads: row.reserved_leads as number,
      escrow: money(row.escrow),
      paymentId: payment?.id ?? null,
      paymentMethod: payment?.method ?? null,
      paymentStatus: payment?.status ?? null,
      payment,
      proofs: {
        pending: row.proofs_pending as number,
        approved: row.proofs_approved as number,
        rejected: row.proofs_rejected as number,
      },
      completedAt: iso(row.completed_at),
      deletedAt: iso(row.deleted_at),
    };
  }
}
