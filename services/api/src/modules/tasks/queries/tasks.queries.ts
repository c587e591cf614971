import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import {
  type AssignedPriceView,
  type ImpressionCostOptionView,
  type MemberTaskView,
  type OwnerTaskView,
  type ReceivedScreenshotView,
  type TaskPricingOptionView,
  pagination,
  type Pagination,
} from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { creditsToJson } from '@earnwave/money';
import { TaskNotFound, TaskPaymentNotFound } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { decisionJoin, DECISION_COLUMNS } from '../../../common/simple-rest/decision-audit';
import { assertManages } from '../commands/task-access';
import {
  assignedPriceView,
  receivedScreenshotView,
  TASK_SUMMARY_FROM,
  TASK_SUMMARY_SQL,
  taskPaymentRecord,
  taskView,
} from '../task-views';

type Row = Record<string, unknown>;

export interface TaskPage {
  items: OwnerTaskView[];
  pagination: Pagination;
}

const PRICE_COLUMNS = `ap.id, ap.task_pricing_id, ap.title, ap.type, ap.is_task_type, ap.no_of_cost::text AS no_of_cost,
  ap.no_of_rewards::text AS no_of_rewards, ap.impression_id, ap.impressions, ap.task_description, ap.relative_path,
  ap.file_type, ap.format_type`;

/** What a member may see of tasks: accepted, open ones, and any whose lead they hold; never their own. */
const MEMBER_VISIBLE = `t.owner_id <> $1 AND (
  (t.status = 'ACCEPTED' AND t.deleted_at IS NULL)
  OR EXISTS (SELECT 1 FROM task_performances tp WHERE tp.task_id = t.id AND tp.member_id = $1))`;

/** The task pages' reads: the catalogues, the owner's tasks and proofs, the member's tasks. */
@Injectable()
export class TasksQueries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
      noOfCost: creditsToJson(BigInt(row.no_of_cost as string)),
      noOfRewards: creditsToJson(BigInt(row.no_of_rewards as string)),
    }));
  }

  async impressionOptions(): Promise<ImpressionCostOptionView[]> {
    const rows: Row[] = await this.db.query(
      `SELECT id, no_of_cost::text AS no_of_cost, impressions FROM impression_cost_options
       WHERE enabled ORDER BY impressions, no_of_cost`,
    );
    return rows.map((row) => ({
      id: row.id as string,
      noOfCost: creditsToJson(BigInt(row.no_of_cost as string)),
      impressions: row.impressions as number,
    }));
  }

  /** The caller's own tasks, newest first (deleted ones left out). */
  async ownerTasks(ownerId: string, page: number, limit: number): Promise<TaskPage> {
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
    return {
      items: rows.map((row) => taskView(row, this.config.webOrigin, false)),
      pagination: pagination(page, limit, total),
    };
  }

  /** The progress page: business info, counts and the chosen tasks, for the owner or an administrator. */
  async taskDetails(
    taskId: string,
    caller: UserEntity,
  ): Promise<OwnerTaskView & { assignedPrices: AssignedPriceView[] }> {
    const [row]: Row[] = await this.db.query(`SELECT ${TASK_SUMMARY_SQL} FROM ${TASK_SUMMARY_FROM} WHERE t.id = $2`, [
      null,
      taskId,
    ]);
    if (!row) throw new TaskNotFound();
    assertManages(caller, row.owner_id as string);
    const prices: Row[] = await this.db.query(
      `SELECT ${PRICE_COLUMNS} FROM task_assigned_prices ap WHERE ap.task_id = $1 ORDER BY ap.sort_order`,
      [taskId],
    );
    return {
      ...taskView(row, this.config.webOrigin, false),
      assignedPrices: prices.map((price) => assignedPriceView(price, this.config.webOrigin)),
    };
  }

  /** The proofs members sent for a task, newest first, for the owner or an administrator. */
  async screenshots(taskId: string, caller: UserEntity): Promise<ReceivedScreenshotView[]> {
    const [task]: { owner_id: string }[] = await this.db.query(`SELECT owner_id FROM tasks WHERE id = $1`, [taskId]);
    if (!task) throw new TaskNotFound();
    assertManages(caller, task.owner_id);
    const rows: Row[] = await this.db.query(
      `SELECT p.id, ap.task_pricing_id, ap.title, ap.type, u.name AS member_name, p.screenshot, p.status,
              p.rejection_message, p.decided_by, p.created_at, p.decided_at
       FROM task_proofs p
       JOIN task_assigned_prices ap ON ap.id = p.assigned_price_id
       JOIN users u ON u.id = p.member_id
       WHERE p.task_id = $1
       ORDER BY p.created_at DESC, p.id DESC`,
      [taskId],
    );
    return rows.map((row) => receivedScreenshotView(row, this.config.webOrigin));
  }

  /** The tasks a member sees on /dashboard/tasks, newest first, each Completed, Available or Unavailable. */
  async memberTasks(memberId: string, page: number, limit: number) {
    const [{ total }]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM tasks t WHERE ${MEMBER_VISIBLE}`,
      [memberId],
    );
    const rows: Row[] = await this.db.query(
      `SELECT ${TASK_SUMMARY_SQL} FROM ${TASK_SUMMARY_FROM} WHERE ${MEMBER_VISIBLE}
       ORDER BY t.created_at DESC, t.id DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, (page - 1) * limit],
    );
    return {
      items: rows.map((row) => taskView(row, this.config.webOrigin, true)),
      pagination: pagination(page, limit, total),
    };
  }

  /** A task as the member performs it: each assigned price with the member's latest proof of it. */
  async memberTask(
    taskId: string,
    memberId: string,
  ): Promise<MemberTaskView & { assignedPrices: AssignedPriceView[] }> {
    const [row]: Row[] = await this.db.query(
      `SELECT ${TASK_SUMMARY_SQL} FROM ${TASK_SUMMARY_FROM} WHERE t.id = $2 AND ${MEMBER_VISIBLE}`,
      [memberId, taskId],
    );
    if (!row) throw new TaskNotFound();
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
    return {
      ...taskView(row, this.config.webOrigin, true),
      assignedPrices: prices.map((price) => assignedPriceView(price, this.config.webOrigin)),
    };
  }

  /** A task payment as the admin console shows it, with its decision's audit. */
  async taskPayment(paymentId: string): Promise<Row> {
    const [row]: Row[] = await this.db.query(
      `SELECT ${TASK_PAYMENT_COLUMNS} FROM ${TASK_PAYMENT_FROM} WHERE tp.id = $1`,
      [paymentId],
    );
    if (!row) throw new TaskPaymentNotFound();
    return taskPaymentRecord(row);
  }
}

export const TASK_PAYMENT_COLUMNS = `tp.id, tp.task_id, tp.member_id, tp.method, tp.amount::text AS amount,
  tp.payment_date::text AS payment_date, tp.txid, tp.status, tp.rejection_reason, tp.created_at, tp.decided_at,
  t.business_name, t.status AS task_status, t.no_of_leads, t.deleted_at AS task_deleted_at,
  u.name AS member_name, u.email AS member_email, ${DECISION_COLUMNS}`;

export const TASK_PAYMENT_FROM = `task_payments tp
  JOIN tasks t ON t.id = tp.task_id
  JOIN users u ON u.id = tp.member_id
  ${decisionJoin('task-payments', 'tp.id')}`;
