import type { Transaction } from '@earnwave/db';
import { onRollback } from '@earnwave/testing';
import { randomUUID } from 'node:crypto';
import { TaskPerformances } from './task-performances';
import type { NewProof } from './task-proofs.repository';
import type { LockedTask, StoredAssignedPrice, TakenLead } from './tasks.repository';

/** A proof as the fake keeps it. */
export interface StoredProof extends NewProof {
  taskId: string;
  leadId: string;
  memberId: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
}

/** Tasks, leads and proofs in memory (beside the port: a library imports no service). */
export class InMemoryTaskPerformances extends TaskPerformances {
  proofs: StoredProof[] = [];
  private readonly tasks = new Map<string, LockedTask>();
  private readonly prices = new Map<string, StoredAssignedPrice[]>();
  private readonly leads = new Map<string, TakenLead & { taskId: string; memberId: string }>();
  private readonly escrows = new Map<string, bigint>();

  /** An accepted task with its rows (by catalogue option and type) and the escrow that pays them; answers the rows' ids. */
  publish(
    task: Pick<LockedTask, 'id' | 'ownerId'> & Partial<LockedTask>,
    rows: { taskPricingId: string; type: string }[],
    escrow: bigint,
  ): string[] {
    this.tasks.set(task.id, {
      status: 'ACCEPTED',
      noOfLeads: 1,
      reservedLeads: 0,
      costPerLead: 1n,
      deletedAt: null,
      completedAt: null,
      ...task,
    });
    const stored = rows.map((row) => ({ id: randomUUID(), impressionId: null, relativePath: null, ...row }));
    this.prices.set(task.id, stored);
    this.escrows.set(task.id, escrow);
    return stored.map((row) => row.id);
  }

  /** What the worker does to an idle lead: released (someone may take it again) or closed. */
  endLead(taskId: string, memberId: string, how: 'released' | 'closed'): void {
    const lead = this.leads.get(`${taskId}:${memberId}`)!;
    this.leads.set(`${taskId}:${memberId}`, { ...lead, [how]: true });
    if (how === 'released') this.tasks.get(taskId)!.reservedLeads -= 1;
  }

  /** Decides a proof, as its task's owner does. */
  decide(proofId: string, status: 'APPROVED' | 'REJECTED'): void {
    this.proofs = this.proofs.map((proof) => (proof.id === proofId ? { ...proof, status } : proof));
  }

  async lockTask(_tx: Transaction, taskId: string): Promise<LockedTask | undefined> {
    const task = this.tasks.get(taskId);
    return task && { ...task };
  }

  async leadOf(_tx: Transaction, taskId: string, memberId: string): Promise<TakenLead | undefined> {
    const lead = this.leads.get(`${taskId}:${memberId}`);
    return lead && { id: lead.id, released: lead.released, closed: lead.closed };
  }

  async escrowAndPaid(_tx: Transaction, taskId: string): Promise<{ escrow: bigint; paid: bigint }> {
    return { escrow: this.escrows.get(taskId) ?? 0n, paid: 0n };
  }

  async takeLead(tx: Transaction, leadId: string, taskId: string, memberId: string): Promise<void> {
    const key = `${taskId}:${memberId}`;
    const before = this.leads.get(key);
    // task_performances: one lead per member and task; a released one is taken again by its id.
    if (before && before.id !== leadId) throw new Error(`task_performances_one_lead_per_member: ${key}`);
    const task = this.tasks.get(taskId)!;
    // tasks_reserved_within_leads
    if (task.reservedLeads >= task.noOfLeads) throw new Error(`tasks_reserved_within_leads: ${taskId}`);
    this.leads.set(key, { id: leadId, taskId, memberId, released: false, closed: false });
    task.reservedLeads += 1;
    onRollback(tx, () => {
      task.reservedLeads -= 1;
      if (before) this.leads.set(key, before);
      else this.leads.delete(key);
    });
  }

  async storedAssignedPrices(_tx: Transaction, taskId: string): Promise<StoredAssignedPrice[]> {
    return (this.prices.get(taskId) ?? []).map((price) => ({ ...price }));
  }

  async livePriceIdsOf(_tx: Transaction, leadId: string): Promise<string[]> {
    return this.proofs.filter((proof) => proof.leadId === leadId && proof.status !== 'REJECTED').map((p) => p.priceId);
  }

  async insertProofs(
    tx: Transaction,
    taskId: string,
    leadId: string,
    memberId: string,
    proofs: NewProof[],
  ): Promise<void> {
    const stored = proofs.map((proof): StoredProof => ({ ...proof, taskId, leadId, memberId, status: 'PENDING' }));
    this.proofs.push(...stored);
    onRollback(tx, () => {
      this.proofs = this.proofs.filter((proof) => !stored.includes(proof));
    });
  }
}
