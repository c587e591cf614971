import { HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import {
  hasCapability,
  TASK_MIN_TOTAL_COST_CREDITS,
  TASK_MSG,
  type TaskPaymentMethod,
  type TaskStatus,
} from '@earnwave/contracts';
import { claimTxid, lockedBalance, postEntries, TxidAlreadyUsedError } from '@earnwave/db';
import {
  AdminDoesNoTasks,
  InsufficientBalance,
  memberAvailable,
  taskCost,
  taskEscrow,
  TaskTotalCostMismatch,
  TaskTotalCostTooLow,
  transfer,
  TxidAlreadyUsed,
} from '@earnwave/domain';
import { MICROS_PER_CREDIT } from '@earnwave/money';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../../common/errors';
import { UploadsService } from '../../uploads';
import { assertWithinFreeLimit } from '../../wallet';
import { paymentDay } from '../task-inputs';
import { CreateTaskCommand } from './create-task.command';
import { ownImage, resolveRows, type ResolvedRow } from './task-rows';

const MIN_TOTAL = BigInt(TASK_MIN_TOTAL_COST_CREDITS) * MICROS_PER_CREDIT;

/**
 * An owner creates and pays for a task, in one transaction. The server recomputes the cost (the
 * sum of the selected pricings' costs times the leads, above 1) and refuses a total that differs.
 * Paid from the balance: debited at once into the task's escrow under the payer's balance lock,
 * and the task is ACCEPTED. Paid by USDT: the Txid is claimed (once platform-wide) and the task
 * waits, PENDING, for an administrator.
 */
@CommandHandler(CreateTaskCommand)
export class CreateTaskHandler implements ICommandHandler<CreateTaskCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadsService,
  ) {}

  async execute({ owner, form }: CreateTaskCommand) {
    if (!hasCapability(owner.role, 'walletHolder')) throw new AdminDoesNoTasks();
    const payment = form.payment_task;
    const method: TaskPaymentMethod = payment.method ?? (payment.txid ? 'usdt' : 'balance');
    if (method === 'usdt' && !payment.txid)
      throw AppError.field(HttpStatus.BAD_REQUEST, 'payment_task.txid', TASK_MSG.txidRequired);
    // A transfer is checked against its day; a balance payment's day is today.
    if (method === 'usdt' && payment.date === undefined)
      throw AppError.field(HttpStatus.BAD_REQUEST, 'payment_task.date', TASK_MSG.paymentDateRequired);
    const day = paymentDay(payment.date);
    if (!day.ok) {
      const message = day.reason === 'future' ? TASK_MSG.paymentDateFuture : TASK_MSG.paymentDateInvalid;
      throw AppError.field(HttpStatus.BAD_REQUEST, 'payment_task.date', message);
    }

    return this.db.transaction(async (manager) => {
      const origin = this.config.webOrigin;
      const logo = await ownImage(manager, this.uploads, owner.id, origin, 'logoImage', form.logoImage);
      const background = await ownImage(
        manager,
        this.uploads,
        owner.id,
        origin,
        'backgroundImage',
        form.backgroundImage,
      );
      const rows = await resolveRows(manager, this.uploads, owner.id, origin, form.taskPricings);
      const cost = taskCost(
        rows.map((row) => row.noOfCost),
        form.noOfLeads,
      );
      if (cost.total <= MIN_TOTAL) throw new TaskTotalCostTooLow();
      if (payment.total_cost !== cost.total) throw new TaskTotalCostMismatch();

      const taskId = randomUUID();
      const paymentId = randomUUID();
      const status: TaskStatus = method === 'balance' ? 'ACCEPTED' : 'PENDING';
      await manager.query(
        `INSERT INTO tasks (id, owner_id, business_name, task_location, no_of_leads, cost_per_lead, total_cost,
           logo_image, background_image, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          taskId,
          owner.id,
          form.businessName,
          form.taskLocation,
          form.noOfLeads,
          cost.perLead.toString(),
          cost.total.toString(),
          logo,
          background,
          status,
        ],
      );
      await insertRows(manager, taskId, rows);
      await manager.query(
        `INSERT INTO task_payments (id, task_id, member_id, method, amount, payment_date, txid, status, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          paymentId,
          taskId,
          owner.id,
          method,
          cost.total.toString(),
          day.day,
          payment.txid ?? null,
          method === 'balance' ? 'approved' : 'pending',
          method === 'balance' ? new Date() : null,
        ],
      );
      if (method === 'balance') await this.payFromBalance(manager, owner.id, taskId, cost.total);
      else await this.claim(manager, payment.txid!, paymentId);
      return { id: taskId, status, method, totalCost: cost.total };
    });
  }

  /**
   * Debits the owner's own balance into the escrow, under the owner's balance lock; a free bronze
   * member's task counts toward their limit on what they send out (the rewards go to others).
   */
  private async payFromBalance(manager: EntityManager, ownerId: string, taskId: string, amount: bigint) {
    const payer = memberAvailable(ownerId);
    if ((await lockedBalance(manager, payer)) < amount) throw new InsufficientBalance('taskPayment');
    await assertWithinFreeLimit(manager, ownerId, amount);
    await postEntries(manager, [
      transfer('task_payment', `task_payment:${taskId}`, payer, taskEscrow(taskId), amount, {
        memberId: ownerId,
        metadata: { taskId, method: 'balance' },
      }),
    ]);
  }

  private async claim(manager: EntityManager, txid: string, paymentId: string) {
    await claimTxid(manager, txid, 'task_payment', paymentId).catch((error: unknown) => {
      throw error instanceof TxidAlreadyUsedError ? new TxidAlreadyUsed('taskPayment') : error;
    });
  }
}

async function insertRows(manager: EntityManager, taskId: string, rows: ResolvedRow[]): Promise<void> {
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
