import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import {
  hasCapability,
  TASK_MIN_TOTAL_COST_CREDITS,
  type TaskPaymentMethod,
  type TaskStatus,
} from '@earnwave/contracts';
import { claimTxid, lockedBalance, postEntries, TxidAlreadyUsedError, UnitOfWork } from '@earnwave/db';
import {
  AdminDoesNoTasks,
  InsufficientBalance,
  memberAvailable,
  taskCost,
  taskEscrow,
  TaskPaymentDateInFuture,
  TaskPaymentDateInvalid,
  TaskPaymentDateRequired,
  TaskTotalCostMismatch,
  TaskTotalCostTooLow,
  TaskTxidRequired,
  transfer,
  TxidAlreadyUsed,
} from '@earnwave/domain';
import { MICROS_PER_CREDIT } from '@earnwave/money';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { UploadsService } from '../../uploads';
import { assertWithinFreeLimit } from '../../wallet';
import { TaskCatalogueRepository } from '../infra/task-catalogue.repository';
import { TaskPaymentsRepository } from '../infra/task-payments.repository';
import { TasksRepository } from '../infra/tasks.repository';
import { paymentDay } from '../task-inputs';
import { CreateTaskCommand } from './create-task.command';
import { ownImage, resolveRows } from './task-form';

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
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadsService,
    private readonly tasks: TasksRepository,
    private readonly payments: TaskPaymentsRepository,
    private readonly catalogue: TaskCatalogueRepository,
  ) {}

  async execute({ owner, form }: CreateTaskCommand) {
    if (!hasCapability(owner.role, 'walletHolder')) throw new AdminDoesNoTasks();
    const payment = form.payment_task;
    const method: TaskPaymentMethod = payment.method ?? (payment.txid ? 'usdt' : 'balance');
    if (method === 'usdt' && !payment.txid) throw new TaskTxidRequired();
    // A transfer is checked against its day; a balance payment's day is today.
    if (method === 'usdt' && payment.date === undefined) throw new TaskPaymentDateRequired();
    const day = paymentDay(payment.date);
    if (!day.ok) throw day.reason === 'future' ? new TaskPaymentDateInFuture() : new TaskPaymentDateInvalid();

    return this.unitOfWork.run(async (manager) => {
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
      const rows = await resolveRows(manager, this.catalogue, this.uploads, owner.id, origin, form.taskPricings);
      const cost = taskCost(
        rows.map((row) => row.noOfCost),
        form.noOfLeads,
      );
      if (cost.total <= MIN_TOTAL) throw new TaskTotalCostTooLow();
      if (payment.total_cost !== cost.total) throw new TaskTotalCostMismatch();

      const taskId = randomUUID();
      const paymentId = randomUUID();
      const status: TaskStatus = method === 'balance' ? 'ACCEPTED' : 'PENDING';
      await this.tasks.insertTask(manager, {
        id: taskId,
        ownerId: owner.id,
        businessName: form.businessName,
        taskLocation: form.taskLocation,
        noOfLeads: form.noOfLeads,
        costPerLead: cost.perLead,
        totalCost: cost.total,
        logoImage: logo,
        backgroundImage: background,
        status,
      });
      await this.tasks.insertAssignedPrices(manager, taskId, rows);
      await this.payments.insertPayment(manager, {
        id: paymentId,
        taskId,
        memberId: owner.id,
        method,
        amount: cost.total,
        paymentDate: day.day,
        txid: payment.txid ?? null,
        status: method === 'balance' ? 'approved' : 'pending',
        decidedAt: method === 'balance' ? new Date() : null,
      });
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
