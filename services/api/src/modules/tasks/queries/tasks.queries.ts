import { Injectable } from '@nestjs/common';
import {
  type AssignedPriceView,
  type ImpressionCostOptionView,
  type TaskPricingOptionView,
  type MemberTaskView,
  type OwnerTaskView,
  type ReceivedScreenshotView,
  pagination,
  type Pagination,
} from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { TaskNotFound, TaskPaymentNotFound } from '@earnwave/domain';
import { assertManages } from '../commands/task-access';
import { TaskCatalogueRepository } from '../infra/task-catalogue.repository';
import { TaskPaymentsRepository } from '../infra/task-payments.repository';
import { TaskProofsRepository } from '../infra/task-proofs.repository';
import { TasksRepository } from '../infra/tasks.repository';
import type { AdminTaskPayment } from '../task-answers';

export interface TaskPage {
  items: OwnerTaskView[];
  pagination: Pagination;
}

/** The task pages' reads: the catalogues, the owner's tasks and proofs, the member's tasks; who may read what. */
@Injectable()
export class TasksQueries {
  constructor(
    private readonly tasks: TasksRepository,
    private readonly proofs: TaskProofsRepository,
    private readonly payments: TaskPaymentsRepository,
    private readonly catalogue: TaskCatalogueRepository,
  ) {}

  pricingOptions(): Promise<TaskPricingOptionView[]> {
    return this.catalogue.pricingOptions();
  }

  impressionOptions(): Promise<ImpressionCostOptionView[]> {
    return this.catalogue.impressionOptions();
  }

  /** The caller's own tasks, newest first (deleted ones left out). */
  async ownerTasks(ownerId: string, page: number, limit: number): Promise<TaskPage> {
    const { items, total } = await this.tasks.ownerTasks(ownerId, page, limit);
    return { items, pagination: pagination(page, limit, total) };
  }

  /** The progress page: business info, counts and the chosen tasks, for the owner or an administrator. */
  async taskDetails(
    taskId: string,
    caller: UserEntity,
  ): Promise<OwnerTaskView & { assignedPrices: AssignedPriceView[] }> {
    const found = await this.tasks.ownerTask(taskId);
    if (!found) throw new TaskNotFound();
    assertManages(caller, found.ownerId);
    return { ...found.task, assignedPrices: await this.tasks.assignedPrices(taskId) };
  }

  /** The proofs members sent for a task, newest first, for the owner or an administrator. */
  async screenshots(taskId: string, caller: UserEntity): Promise<ReceivedScreenshotView[]> {
    const ownerId = await this.tasks.ownerOf(taskId);
    if (!ownerId) throw new TaskNotFound();
    assertManages(caller, ownerId);
    return this.proofs.receivedScreenshots(taskId);
  }

  /** The tasks a member sees on /dashboard/tasks, newest first, each Completed, Available or Unavailable. */
  async memberTasks(memberId: string, page: number, limit: number) {
    const { items, total } = await this.tasks.memberTasks(memberId, page, limit);
    return { items, pagination: pagination(page, limit, total) };
  }

  /** A task as the member performs it: each assigned price with the member's latest proof of it. */
  async memberTask(
    taskId: string,
    memberId: string,
  ): Promise<MemberTaskView & { assignedPrices: AssignedPriceView[] }> {
    const task = await this.tasks.memberTask(taskId, memberId);
    if (!task) throw new TaskNotFound();
    return { ...task, assignedPrices: await this.tasks.memberAssignedPrices(taskId, memberId) };
  }

  /** A task payment as the admin console shows it, with its decision's audit. */
  async taskPayment(paymentId: string): Promise<AdminTaskPayment> {
    const payment = await this.payments.paymentWithAudit(paymentId);
    if (!payment) throw new TaskPaymentNotFound();
    return payment;
  }
}
