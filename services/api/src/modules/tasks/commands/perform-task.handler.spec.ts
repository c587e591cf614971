import { parseConfig } from '@earnwave/config';
import { UserEntity } from '@earnwave/db';
import {
  AdminDoesNoTasks,
  LeadClosed,
  MembershipRequired,
  NoLeadsLeft,
  OwnTaskNotPerformed,
  ProofAlreadySent,
  ProofOptionUnknown,
  ProofScreenshotUnusable,
  ProofSentTwice,
  TaskNotFound,
  TaskUnavailable,
} from '@earnwave/domain';
import { inMemoryPorts, InMemoryUnitOfWork, InMemoryUploads } from '@earnwave/testing';
import { randomUUID } from 'node:crypto';
import { InMemoryTaskPerformances } from '../infra/task-performances.fake';
import { PerformTaskCommand } from './perform-task.command';
import { PerformTaskHandler } from './perform-task.handler';

/** A member's proofs of a task, on the fakes: who may send them, the lead they take, what the owner is told. */
describe('PerformTaskHandler', () => {
  function world({ leads = 2, escrow = 1_000n, costPerLead = 500n } = {}) {
    const ports = inMemoryPorts();
    const tasks = new InMemoryTaskPerformances();
    const uploads = new InMemoryUploads();
    const handler = new PerformTaskHandler(
      ports.unitOfWork,
      parseConfig({}),
      ports.memberships,
      tasks,
      uploads,
      ports.outbox,
    );
    const [owner, taskId] = [randomUUID(), randomUUID()];
    const [imageOption, urlOption] = [randomUUID(), randomUUID()];
    const [imageRow, urlRow] = tasks.publish(
      { id: taskId, ownerId: owner, noOfLeads: leads, costPerLead },
      [
        { taskPricingId: imageOption, type: 'image' },
        { taskPricingId: urlOption, type: 'url' },
      ],
      escrow,
    );
    /** A member with a membership and a screenshot of their own uploaded. */
    const performer = () => {
      const id = randomUUID();
      ports.memberships.give(id);
      uploads.upload(id, `uploads/${id}.png`, 'image');
      return id;
    };
    const perform = (
      memberId: string,
      proofs: { taskPricingId: string; screenshot: string }[],
      { role = 'member', task = taskId } = {},
    ) => handler.execute(new PerformTaskCommand(Object.assign(new UserEntity(), { id: memberId, role }), task, proofs));
    const screenshotOf = (memberId: string) => ({ taskPricingId: imageOption, screenshot: `uploads/${memberId}.png` });
    const link = { taskPricingId: urlOption, screenshot: 'https://example.com/review' };
    return { ...ports, tasks, uploads, owner, taskId, imageRow, urlRow, performer, perform, screenshotOf, link };
  }

  it('takes a lead for the first proofs, stores them pending and tells the owner', async () => {
    const { tasks, outbox, owner, taskId, imageRow, urlRow, performer, perform, screenshotOf, link } = world();
    const member = performer();
    const answer = await perform(member, [screenshotOf(member), link]);
    expect(answer.proofs.map((proof) => proof.status)).toEqual(['PENDING', 'PENDING']);
    expect(tasks.proofs.map((proof) => [proof.priceId, proof.screenshot, proof.status])).toEqual([
      [imageRow, `uploads/${member}.png`, 'PENDING'],
      [urlRow, 'https://example.com/review', 'PENDING'],
    ]);
    expect((await tasks.lockTask(InMemoryUnitOfWork.transaction(), taskId))?.reservedLeads).toBe(1);
    expect(outbox.ofType('task-proofs.received').map((event) => event.payload)).toEqual([
      { taskId, ownerId: owner, memberId: member, proofIds: answer.proofs.map((proof) => proof.id) },
    ]);
  });

  it('refuses a proof of a row already waiting, and takes a rejected one again', async () => {
    const { tasks, performer, perform, screenshotOf } = world();
    const member = performer();
    const { proofs } = await perform(member, [screenshotOf(member)]);
    await expect(perform(member, [screenshotOf(member)])).rejects.toEqual(
      new ProofAlreadySent('taskPricings.0.taskPricingId'),
    );
    tasks.decide(proofs[0].id, 'REJECTED');
    await perform(member, [screenshotOf(member)]);
    expect(tasks.proofs.map((proof) => proof.status)).toEqual(['REJECTED', 'PENDING']);
  });

  it("refuses a screenshot the member did not upload and a url row's proof that is no web address, keeping nothing", async () => {
    const { tasks, outbox, taskId, performer, perform, screenshotOf, link } = world();
    const [member, other] = [performer(), performer()];
    await expect(perform(member, [{ ...link, screenshot: 'not a link' }])).rejects.toEqual(
      new ProofScreenshotUnusable(true, 'taskPricings.0.screenshot'),
    );
    await expect(perform(member, [link, screenshotOf(other)])).rejects.toEqual(
      new ProofScreenshotUnusable(false, 'taskPricings.1.screenshot'),
    );
    // The lead each refused call took went back with it.
    expect((await tasks.lockTask(InMemoryUnitOfWork.transaction(), taskId))?.reservedLeads).toBe(0);
    expect(await tasks.leadOf(InMemoryUnitOfWork.transaction(), taskId, member)).toBeUndefined();
    expect(tasks.proofs).toEqual([]);
    expect(outbox.events).toEqual([]);
  });

  it('refuses the same row twice in one call, an option the task does not have, and nobody performs their own task', async () => {
    const { owner, performer, perform, screenshotOf, memberships } = world();
    const member = performer();
    await expect(perform(member, [screenshotOf(member), screenshotOf(member)])).rejects.toEqual(
      new ProofSentTwice('taskPricings.1.taskPricingId'),
    );
    await expect(perform(member, [{ taskPricingId: randomUUID(), screenshot: 'x' }])).rejects.toEqual(
      new ProofOptionUnknown('taskPricings.0.taskPricingId'),
    );
    memberships.give(owner);
    await expect(perform(owner, [screenshotOf(owner)])).rejects.toBeInstanceOf(OwnTaskNotPerformed);
  });

  it('gives no more leads than the task has, nor than its escrow covers', async () => {
    const full = world({ leads: 1 });
    const [first, second] = [full.performer(), full.performer()];
    await full.perform(first, [full.screenshotOf(first)]);
    await expect(full.perform(second, [full.screenshotOf(second)])).rejects.toBeInstanceOf(NoLeadsLeft);
    const poor = world({ leads: 3, escrow: 700n, costPerLead: 500n });
    const [a, b] = [poor.performer(), poor.performer()];
    await poor.perform(a, [poor.screenshotOf(a)]);
    await expect(poor.perform(b, [poor.screenshotOf(b)])).rejects.toBeInstanceOf(TaskUnavailable);
  });

  it('lets a member go on with a lead they hold, but not with one the worker closed', async () => {
    const { tasks, taskId, performer, perform, screenshotOf, link } = world();
    const member = performer();
    await perform(member, [screenshotOf(member)]);
    await perform(member, [link]);
    tasks.endLead(taskId, member, 'closed');
    await expect(perform(member, [{ ...link, screenshot: 'https://example.com/again' }])).rejects.toBeInstanceOf(
      LeadClosed,
    );
  });

  it('refuses administrators, members without a membership and tasks that do not exist', async () => {
    const { performer, perform, screenshotOf } = world();
    await expect(perform(randomUUID(), [], { role: 'admin' })).rejects.toBeInstanceOf(AdminDoesNoTasks);
    const stranger = randomUUID();
    await expect(perform(stranger, [screenshotOf(stranger)])).rejects.toBeInstanceOf(MembershipRequired);
    const member = performer();
    await expect(perform(member, [screenshotOf(member)], { task: randomUUID() })).rejects.toBeInstanceOf(TaskNotFound);
  });
});
