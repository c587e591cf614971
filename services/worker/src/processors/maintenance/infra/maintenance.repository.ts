import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LedgerCheck } from '@earnwave/db';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * A lead `tp` left idle since the cutoff `$1`: taken before it, no proof waiting for a decision,
 * not every pricing approved, and no proof sent or decided since.
 */
const IDLE_LEAD = `tp.released_at IS NULL AND tp.closed_at IS NULL AND tp.taken_at < $1
  AND NOT EXISTS (SELECT 1 FROM task_proofs p WHERE p.performance_id = tp.id
                  AND (p.status = 'PENDING' OR p.created_at >= $1 OR p.decided_at >= $1))
  AND (SELECT count(*) FROM task_proofs p WHERE p.performance_id = tp.id AND p.status = 'APPROVED')
      < (SELECT count(*) FROM task_assigned_prices ap WHERE ap.task_id = tp.task_id)`;

/** A task as the idle-lead sweep sees it, locked. */
export interface TaskOfIdleLeads {
  ownerId: string;
  businessName: string;
  /** Accepted and not deleted: open to new members. */
  open: boolean;
  completed: boolean;
  costPerLead: bigint;
}

/** An idle lead, locked, with what its approved proofs cost (none approved: null). */
export interface IdleLead {
  id: string;
  memberId: string;
  approvedCost: bigint | null;
}

/** The maintenance jobs' SQL: the idle-lead sweep and the ledger checks' record. */
@Injectable()
export class MaintenanceRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Tasks, not completed, with a lead idle since the cutoff (at most `limit`). */
  async tasksWithIdleLeads(cutoff: Date, limit: number): Promise<string[]> {
    const tasks: { task_id: string }[] = await this.db.query(
      `SELECT DISTINCT tp.task_id FROM task_performances tp JOIN tasks t ON t.id = tp.task_id
       WHERE t.completed_at IS NULL AND ${IDLE_LEAD} LIMIT $2`,
      [cutoff, limit],
    );
    return tasks.map((task) => task.task_id);
  }

  /** Locks the task's row (perform-task and proof decisions take it too); undefined if unknown. */
  async lockTask(manager: EntityManager, taskId: string): Promise<TaskOfIdleLeads | undefined> {
    const [task]: {
      owner_id: string;
      business_name: string;
      open: boolean;
      completed: boolean;
      cost_per_lead: string;
    }[] = await manager.query(
      `SELECT owner_id, business_name, status = 'ACCEPTED' AND deleted_at IS NULL AS open,
              completed_at IS NOT NULL AS completed, cost_per_lead::text
       FROM tasks WHERE id = $1 FOR UPDATE`,
      [taskId],
    );
    if (!task) return undefined;
    return {
      ownerId: task.owner_id,
      businessName: task.business_name,
      open: task.open,
      completed: task.completed,
      costPerLead: BigInt(task.cost_per_lead),
    };
  }

  /** The task's leads idle since the cutoff, locked (read under the task's lock). */
  async lockIdleLeads(manager: EntityManager, taskId: string, cutoff: Date): Promise<IdleLead[]> {
    const leads: { id: string; member_id: string; approved_cost: string | null }[] = await manager.query(
      `SELECT tp.id, tp.member_id,
              (SELECT sum(ap.no_of_cost)::text FROM task_proofs p
                 JOIN task_assigned_prices ap ON ap.id = p.assigned_price_id
               WHERE p.performance_id = tp.id AND p.status = 'APPROVED') AS approved_cost
       FROM task_performances tp WHERE tp.task_id = $2 AND ${IDLE_LEAD}
       FOR UPDATE OF tp`,
      [cutoff, taskId],
    );
    return leads.map((lead) => ({
      id: lead.id,
      memberId: lead.member_id,
      approvedCost: lead.approved_cost === null ? null : BigInt(lead.approved_cost),
    }));
  }

  /**
   * Ends the task's leads: the released go back to the task (its reserved leads drop by as many),
   * the closed count as done.
   */
  async endLeads(manager: EntityManager, taskId: string, released: string[], closed: string[]): Promise<void> {
    await manager.query(`UPDATE task_performances SET released_at = now() WHERE id = ANY($1)`, [released]);
    await manager.query(`UPDATE task_performances SET closed_at = now() WHERE id = ANY($1)`, [closed]);
    await manager.query(`UPDATE tasks SET reserved_leads = reserved_leads - $2, updated_at = now() WHERE id = $1`, [
      taskId,
      released.length,
    ]);
  }

  async recordLedgerCheck(manager: EntityManager, check: LedgerCheck): Promise<void> {
    await manager.query(`INSERT INTO ledger_checks (ok, result, checked_at) VALUES ($1, $2, $3)`, [
      check.ok,
      JSON.stringify(check),
      check.checkedAt,
    ]);
  }
}
