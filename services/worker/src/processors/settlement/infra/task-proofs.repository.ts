import { Injectable } from '@nestjs/common';
import { finishedLeadsSql } from '@earnwave/db';
import type { EntityManager } from 'typeorm';

/** A task the settlement completed, with what its escrow still held. */
export interface CompletedTask {
  id: string;
  ownerId: string;
  businessName: string;
  escrow: bigint;
}

/** A proof whose decision notice was just claimed, with what the notice says. */
export interface DecidedProofNotice {
  memberId: string;
  ownerId: string;
  status: string;
  decidedBy: string;
  rejectionMessage: string | null;
  title: string;
  businessName: string;
}

/**
 * The settlement's SQL on tasks and their proofs (the idle-lead sweep completes tasks through it
 * too). Every method runs in the caller's transaction; the lock order is the caller's (tasks, then
 * proofs, then ledger accounts).
 */
@Injectable()
export class TaskProofsRepository {
  /** Locks the tasks' rows, in id order. */
  async lockTasks(manager: EntityManager, taskIds: string[]): Promise<void> {
    await manager.query(`SELECT id FROM tasks WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [taskIds]);
  }

  /** Of these proofs, the approved ones not paid yet. */
  async unsettledApprovals(manager: EntityManager, proofIds: string[]): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM task_proofs WHERE id = ANY($1) AND status = 'APPROVED' AND settled_at IS NULL`,
      [proofIds],
    );
    return rows.map((row) => row.id);
  }

  async markSettled(manager: EntityManager, proofIds: string[]): Promise<void> {
    await manager.query(`UPDATE task_proofs SET settled_at = now() WHERE id = ANY($1)`, [proofIds]);
  }

  /**
   * Marks completed those of the tasks whose every lead was taken and is done (see
   * TaskProofSettlement.completeTasks), with no approval left to pay; answers them with their
   * escrow's balance.
   */
  async completeFinishedTasks(manager: EntityManager, taskIds: string[]): Promise<CompletedTask[]> {
    const done: { id: string; owner_id: string; business_name: string; escrow: string | null }[] = await manager.query(
      `WITH done AS (
         UPDATE tasks t SET completed_at = now(), updated_at = now()
         FROM (SELECT ap.task_id, count(*) AS prices FROM task_assigned_prices ap WHERE ap.task_id = ANY($1)
               GROUP BY ap.task_id) prices
         WHERE t.id = prices.task_id AND t.completed_at IS NULL AND t.reserved_leads = t.no_of_leads
           AND ${finishedLeadsSql('prices.prices', true)} = t.no_of_leads
           AND NOT EXISTS (SELECT 1 FROM task_proofs p
                           WHERE p.task_id = t.id AND p.status = 'APPROVED' AND p.settled_at IS NULL)
         RETURNING t.id, t.owner_id, t.business_name)
       SELECT done.*, (SELECT balance::text FROM ledger_accounts WHERE id = 'task:' || done.id || ':escrow') AS escrow
       FROM done`,
      [taskIds],
    );
    return done.map((task) => ({
      id: task.id,
      ownerId: task.owner_id,
      businessName: task.business_name,
      escrow: BigInt(task.escrow ?? '0'),
    }));
  }

  /** Claims the "proofs received" notice of these proofs; answers those not noticed before. */
  async noticeReceived(manager: EntityManager, proofIds: string[]): Promise<string[]> {
    const fresh: { id: string }[] = await manager.query(
      `WITH noticed AS (
         UPDATE task_proofs SET received_notice_at = now() WHERE id = ANY($1) AND received_notice_at IS NULL RETURNING id)
       SELECT id FROM noticed`,
      [proofIds],
    );
    return fresh.map((row) => row.id);
  }

  /** The member's name and the task's business name, as a notice to the owner names them. */
  async memberAndBusinessNames(
    manager: EntityManager,
    memberId: string,
    taskId: string,
  ): Promise<{ memberName: string; businessName: string }> {
    const [names]: { member_name: string; business_name: string }[] = await manager.query(
      `SELECT u.name AS member_name, t.business_name FROM users u, tasks t WHERE u.id = $1 AND t.id = $2`,
      [memberId, taskId],
    );
    return { memberName: names.member_name, businessName: names.business_name };
  }

  /** Claims the decision notice of these decided proofs; answers those not noticed before. */
  async noticeDecisions(manager: EntityManager, proofIds: string[]): Promise<DecidedProofNotice[]> {
    const rows: {
      member_id: string;
      owner_id: string;
      status: string;
      decided_by: string;
      rejection_message: string | null;
      title: string;
      business_name: string;
    }[] = await manager.query(
      `WITH noticed AS (
         UPDATE task_proofs p SET decision_notice_at = now()
         FROM task_assigned_prices ap, tasks t
         WHERE p.id = ANY($1) AND p.decision_notice_at IS NULL AND p.status <> 'PENDING'
           AND ap.id = p.assigned_price_id AND t.id = p.task_id
         RETURNING p.member_id, t.owner_id, p.status, p.decided_by, p.rejection_message, ap.title, t.business_name)
       SELECT * FROM noticed`,
      [proofIds],
    );
    return rows.map((row) => ({
      memberId: row.member_id,
      ownerId: row.owner_id,
      status: row.status,
      decidedBy: row.decided_by,
      rejectionMessage: row.rejection_message,
      title: row.title,
      businessName: row.business_name,
    }));
  }
}
