import { Injectable } from '@nestjs/common';
import type { ChosenTaskView } from '@earnwave/contracts';
import type { Page } from '../../../common/simple-rest/list-query';
import {
  TaskPaymentsRepository,
  type AdminTaskPaymentListItem,
  type AdminTaskPaymentRecord,
} from '../infra/task-payments.repository';
import { TaskProofsRepository, type AdminTaskProofRecord } from '../infra/task-proofs.repository';
import { TasksRepository, type AdminTaskRecord } from '../infra/tasks.repository';
import { consoleLink } from '../task-answers';

/** A task as the console shows it: its record and its pricing table (costs as copied when it was created). */
export interface AdminTaskDetail extends AdminTaskRecord {
  assignedPrices: ChosenTaskView[];
}

/**
 * Tasks, the proofs members sent and the task payments, as the admin console lists and shows them
 * (money in credits, files as links): an administrator sees every task, deleted ones too.
 */
@Injectable()
export class AdminTasksQueries {
  constructor(
    private readonly taskRepository: TasksRepository,
    private readonly proofRepository: TaskProofsRepository,
    private readonly paymentRepository: TaskPaymentsRepository,
  ) {}

  tasks(query: Record<string, unknown>): Promise<Page<AdminTaskRecord>> {
    return this.taskRepository.taskRecords(query);
  }

  /** One task with its assigned prices (costs as copied when it was created), payment and counts. */
  async task(id: string): Promise<AdminTaskDetail> {
    const task = await this.taskRepository.taskRecord(id);
    const prices = await this.taskRepository.assignedPrices(id);
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
  }

  proofs(query: Record<string, unknown>): Promise<Page<AdminTaskProofRecord>> {
    return this.proofRepository.proofRecords(query);
  }

  proof(id: string): Promise<AdminTaskProofRecord> {
    return this.proofRepository.proofRecord(id);
  }

  payments(query: Record<string, unknown>): Promise<Page<AdminTaskPaymentListItem>> {
    return this.paymentRepository.paymentRecords(query);
  }

  payment(id: string): Promise<AdminTaskPaymentRecord> {
    return this.paymentRepository.paymentRecord(id);
  }
}
