import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { hasCapability, URL_PRICING_TYPE } from '@earnwave/contracts';
import { MembershipLookup, Outbox, UnitOfWork, UploadOwnership, type Transaction } from '@earnwave/db';
import {
  AdminDoesNoTasks,
  canReserveLead,
  LeadClosed,
  NoLeadsLeft,
  OwnTaskNotPerformed,
  ProofAlreadySent,
  ProofOptionUnknown,
  ProofScreenshotUnusable,
  ProofSentTwice,
  TaskNotFound,
  TaskUnavailable,
} from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { TaskPerformances } from '../infra/task-performances';
import type { NewProof } from '../infra/task-proofs.repository';
import type { LockedTask } from '../infra/tasks.repository';
import { isWebAddress, uploadPathOf } from '../task-inputs';
import { PerformTaskCommand, type SentProof } from './perform-task.command';

/**
 * A member sends proofs of a task (a screenshot they uploaded, or a web address for a url-type
 * row). The first proof takes one of the task's leads, under the task's row lock: no more members
 * take it than it has leads and than its escrow can pay. One proof per member and pricing at a
 * time; a rejected one may be sent again. Earning needs an unexpired membership; nobody performs
 * their own task. The owner is told (through the worker) that proofs arrived.
 */
@CommandHandler(PerformTaskCommand)
export class PerformTaskHandler implements ICommandHandler<PerformTaskCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly memberships: MembershipLookup,
    private readonly tasks: TaskPerformances,
    private readonly uploads: UploadOwnership,
    private readonly outbox: Outbox,
  ) {}

  async execute({ member, taskId, proofs }: PerformTaskCommand) {
    if (!hasCapability(member.role, 'walletHolder')) throw new AdminDoesNoTasks();
    const ids = proofs.map((proof) => proof.taskPricingId);
    const twice = ids.findIndex((id, index) => ids.indexOf(id) !== index);
    if (twice >= 0) throw new ProofSentTwice(`taskPricings.${twice}.taskPricingId`);

    return this.unitOfWork.run(async (manager) => {
      await this.memberships.requireEarningMembership(manager, member.id);
      const task = await this.tasks.lockTask(manager, taskId);
      if (!task || task.status === 'PENDING') throw new TaskNotFound();
      if (task.ownerId === member.id) throw new OwnTaskNotPerformed();
      const performanceId = await this.leadOf(manager, task, member.id);

      const prices = await this.tasks.storedAssignedPrices(manager, taskId);
      const live = await this.tasks.livePriceIdsOf(manager, performanceId);
      const rows: (NewProof & { taskPricingId: string })[] = [];
      for (const [index, proof] of proofs.entries()) {
        const param = (field: string) => `taskPricings.${index}.${field}`;
        const price = prices.find((candidate) => candidate.taskPricingId === proof.taskPricingId);
        if (!price) throw new ProofOptionUnknown(param('taskPricingId'));
        if (live.includes(price.id)) throw new ProofAlreadySent(param('taskPricingId'));
        const screenshot = await this.screenshotOf(manager, member.id, price.type, proof.screenshot);
        if (!screenshot) throw new ProofScreenshotUnusable(price.type === URL_PRICING_TYPE, param('screenshot'));
        rows.push({ id: randomUUID(), priceId: price.id, taskPricingId: proof.taskPricingId, screenshot });
      }
      await this.tasks.insertProofs(manager, taskId, performanceId, member.id, rows);
      await this.outbox.append(manager, 'task-proofs.received', {
        taskId,
        ownerId: task.ownerId,
        memberId: member.id,
        proofIds: rows.map((row) => row.id),
      });
      const sent: SentProof[] = rows.map((row) => ({
        id: row.id,
        taskPricingId: row.taskPricingId,
        status: 'PENDING',
      }));
      return { taskId, proofs: sent };
    });
  }

  /**
   * The member's lead of this task: the one they hold (they may go on even once the task closed to
   * newcomers), or, if the task is open, has leads left and its escrow covers one more lead beyond
   * what the taken leads may still draw, a new one or the one they left and the worker released.
   * A lead the worker closed (left idle with some proofs approved) takes no more proofs.
   */
  private async leadOf(manager: Transaction, task: LockedTask, memberId: string): Promise<string> {
    const taken = await this.tasks.leadOf(manager, task.id, memberId);
    if (taken?.closed) throw new LeadClosed();
    if (taken && !taken.released) return taken.id;
    const open = task.status === 'ACCEPTED' && !task.deletedAt && !task.completedAt;
    if (!open) throw new TaskUnavailable();
    if (task.reservedLeads >= task.noOfLeads) throw new NoLeadsLeft();
    const { escrow, paid } = await this.tasks.escrowAndPaid(manager, task.id);
    const covered = canReserveLead({
      open,
      leads: task.noOfLeads,
      reservedLeads: task.reservedLeads,
      escrow,
      perLead: task.costPerLead,
      paidSoFar: paid,
    });
    if (!covered) throw new TaskUnavailable();
    const id = taken?.id ?? randomUUID();
    await this.tasks.takeLead(manager, id, task.id, memberId);
    return id;
  }

  /** A url-type proof is a web address; any other an image the member uploaded. */
  private async screenshotOf(
    manager: Transaction,
    memberId: string,
    type: string,
    given: string,
  ): Promise<string | undefined> {
    if (type === URL_PRICING_TYPE) return isWebAddress(given) ? given : undefined;
    const upload = await this.uploads.ownUpload(manager, memberId, uploadPathOf(given, this.config.webOrigin), [
      'image',
    ]);
    return upload?.relativePath;
  }
}
