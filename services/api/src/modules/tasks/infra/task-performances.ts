import { Injectable } from '@nestjs/common';
import type { Transaction } from '@earnwave/db';
import { TaskProofsRepository, type NewProof } from './task-proofs.repository';
import { TasksRepository, type LockedTask, type StoredAssignedPrice, type TakenLead } from './tasks.repository';

/**
 * What performing a task asks of the tasks' data: the task under its row lock, the member's lead
 * and the escrow behind a new one, the task's rows and the proofs sent of them. The port of PerformTaskHandler; PostgresTaskPerformances below is its real
 * adapter, InMemoryTaskPerformances (`task-performances.fake.ts`) its fake, and both pass
 * `task-performances.contract.ts`.
 */
export abstract class TaskPerformances {
  /** The task, locked for the rest of the transaction; undefined when there is none. */
  abstract lockTask(tx: Transaction, taskId: string): Promise<LockedTask | undefined>;
  abstract leadOf(tx: Transaction, taskId: string, memberId: string): Promise<TakenLead | undefined>;
  /** The task's escrow balance, and what its settled proofs have paid from it so far. */
  abstract escrowAndPaid(tx: Transaction, taskId: string): Promise<{ escrow: bigint; paid: bigint }>;
  /** The member takes lead `leadId` (new, or the one the worker released), counted among the reserved leads. */
  abstract takeLead(tx: Transaction, leadId: string, taskId: string, memberId: string): Promise<void>;
  abstract storedAssignedPrices(tx: Transaction, taskId: string): Promise<StoredAssignedPrice[]>;
  /** The task's rows a lead has a proof of that is waiting or approved (a rejected one may be sent again). */
  abstract livePriceIdsOf(tx: Transaction, leadId: string): Promise<string[]>;
  abstract insertProofs(
    tx: Transaction,
    taskId: string,
    leadId: string,
    memberId: string,
    proofs: NewProof[],
  ): Promise<void>;
}

/** The tasks' and proofs' repositories, over PostgreSQL. */
@Injectable()
export class PostgresTaskPerformances extends TaskPerformances {
  constructor(
    private readonly tasks: TasksRepository,
    private readonly proofs: TaskProofsRepository,
  ) {
    super();
  }

  lockTask(tx: Transaction, taskId: string): Promise<LockedTask | undefined> {
    return this.tasks.lockTask(tx, taskId);
  }

  leadOf(tx: Transaction, taskId: string, memberId: string): Promise<TakenLead | undefined> {
    return this.tasks.leadOf(tx, taskId, memberId);
  }

  escrowAndPaid(tx: Transaction, taskId: string): Promise<{ escrow: bigint; paid: bigint }> {
    return this.tasks.escrowAndPaid(tx, taskId);
  }

  takeLead(tx: Transaction, leadId: string, taskId: string, memberId: string): Promise<void> {
    return this.tasks.takeLead(tx, leadId, taskId, memberId);
  }

  storedAssignedPrices(tx: Transaction, taskId: string): Promise<StoredAssignedPrice[]> {
    return this.tasks.storedAssignedPrices(tx, taskId);
  }

  livePriceIdsOf(tx: Transaction, leadId: string): Promise<string[]> {
    return this.proofs.livePriceIdsOf(tx, leadId);
  }

  insertProofs(tx: Transaction, taskId: string, leadId: string, memberId: string, proofs: NewProof[]): Promise<void> {
    return this.proofs.insertProofs(tx, taskId, leadId, memberId, proofs);
  }
}
