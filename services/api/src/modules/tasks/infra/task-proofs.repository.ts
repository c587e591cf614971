import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import {
  SCREENSHOT_STATUSES,
  type ProofDecider,
  type ReceivedScreenshotView,
  type ScreenshotStatus,
} from '@earnwave/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { TaskProofNotFound } from '@earnwave/domain';
import { columnsOf, newestFirstList, type ListSpec } from '../../../common/simple-rest/list-query';
import { consoleResource, sqlRecords } from '../../../common/simple-rest/console-records';
import type { DecisionAudit } from '../../../common/simple-rest/decision-audit';
import { iso, money } from '../../../common/simple-rest/record-fields';
import { consoleLink, receivedScreenshotView } from '../task-answers';

/** A row as PostgreSQL answers it (money as text, in micro-credits), and a console record made of one. */
type Row = Record<string, unknown>;

/** A proof as the console reads it: its task, member, row's money in credits, decision and who made it. */
export interface AdminTaskProofRecord {
  id: string;
  taskId: string;
  businessName: string;
  ownerId: string;
  ownerName: string;
  memberId: string;
  memberName: string;
  memberEmail: string;
  assignedPriceId: string;
  taskPricingId: string;
  taskPricingTitle: string;
  type: string;
  noOfCost: number;
  noOfRewards: number;
  screenshot: string | null;
  status: ScreenshotStatus;
  rejectionReason: string | null;
  createdAt: string | null;
  decidedAt: string | null;
  settledAt: string | null;
  decidedBy: ProofDecider | null;
  decider: { id: string; name: string; email: string } | null;
  audit: DecisionAudit | null;
}

export const ADMIN_TASK_PROOFS: ListSpec = newestFirstList(
  'task-proofs',
  'p',
  {
    ...columnsOf('p', 'decidedAt', 'status'),
    memberName: 'm.name',
    businessName: 't.business_name',
    taskPricingTitle: 'ap.title',
  },
  {
    taskId: { type: 'uuid', sql: 'p.task_id' },
    status: { type: 'equals', sql: 'p.status', values: SCREENSHOT_STATUSES },
    memberId: { type: 'uuid', sql: 'p.member_id' },
    ownerId: { type: 'uuid', sql: 't.owner_id' },
    decidedBy: { type: 'equals', sql: 'p.decided_by', values: ['owner', 'admin', 'timer'] },
    q: { type: 'search', sql: ['t.business_name', 'ap.title', 'm.name', 'm.email'] },
  },
);

const ADMIN_PROOF_SQL = {
  select: `p.id, p.task_id, p.member_id, p.assigned_price_id, p.screenshot, p.status, p.rejection_message,
    p.decided_by, p.decided_by_id, p.created_at, p.decided_at, p.settled_at,
    t.business_name, t.owner_id, o.name AS owner_name,
    ap.task_pricing_id, ap.title, ap.type, ap.no_of_cost::text AS no_of_cost, ap.no_of_rewards::text AS no_of_rewards,
    m.name AS member_name, m.email AS member_email, dby.name AS decider_name, dby.email AS decider_email`,
  from: `task_proofs p
    JOIN tasks t ON t.id = p.task_id
    JOIN users o ON o.id = t.owner_id
    JOIN task_assigned_prices ap ON ap.id = p.assigned_price_id
    JOIN users m ON m.id = p.member_id
    LEFT JOIN users dby ON dby.id = p.decided_by_id`,
};

/** A proof a member sends of one row of the task's pricing table (its assigned price). */
export interface NewProof {
  id: string;
  priceId: string;
  screenshot: string;
}

export const TASK_PROOF_RECORDS = consoleResource<AdminTaskProofRecord>(ADMIN_TASK_PROOFS);

/**
 * The proofs members send of a task's rows. Their decisions are libs/db's (`lockProof`,
 * `decideProof`), shared with the worker's auto-approval timer.
 */
@Injectable()
export class TaskProofsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The assigned prices a lead has a proof of that is waiting or approved (a rejected one may be sent again). */
  async livePriceIdsOf(manager: EntityManager, leadId: string): Promise<string[]> {
    const live: { assigned_price_id: string }[] = await manager.query(
      `SELECT assigned_price_id FROM task_proofs WHERE performance_id = $1 AND status <> 'REJECTED'`,
      [leadId],
    );
    return live.map((row) => row.assigned_price_id);
  }

  /** The member's proofs under their lead of the task, PENDING. */
  async insertProofs(
    manager: EntityManager,
    taskId: string,
    leadId: string,
    memberId: string,
    proofs: NewProof[],
  ): Promise<void> {
    await manager.query(
      `INSERT INTO task_proofs (id, task_id, performance_id, assigned_price_id, member_id, screenshot)
       SELECT id, $2, $3, price_id, $4, screenshot FROM unnest($1::uuid[], $5::uuid[], $6::varchar[])
         AS proof (id, price_id, screenshot)`,
      [
        proofs.map((proof) => proof.id),
        taskId,
        leadId,
        memberId,
        proofs.map((proof) => proof.priceId),
        proofs.map((proof) => proof.screenshot),
      ],
    );
  }

  async anyApproved(manager: EntityManager, taskId: string): Promise<boolean> {
    const [{ approved }]: { approved: boolean }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM task_proofs WHERE task_id = $1 AND status = 'APPROVED') AS approved`,
      [taskId],
    );
    return approved;
  }

  /** The proofs members sent for a task, newest first. */
  async receivedScreenshots(taskId: string): Promise<ReceivedScreenshotView[]> {
    const rows: Row[] = await this.db.query(
      `SELECT p.id, ap.task_pricing_id, ap.title, ap.type, u.name AS member_name, p.screenshot, p.status,
              p.rejection_message, p.decided_by, p.created_at, p.decided_at
       FROM task_proofs p
       JOIN task_assigned_prices ap ON ap.id = p.assigned_price_id
       JOIN users u ON u.id = p.member_id
       WHERE p.task_id = $1
       ORDER BY p.created_at DESC, p.id DESC`,
      [taskId],
    );
    return rows.map((row) => receivedScreenshotView(row, this.config.webOrigin));
  }

  /** The console's `task-proofs`, with their task, member and decision. */
  readonly adminProofs = sqlRecords(
    this.db.manager,
    ADMIN_TASK_PROOFS,
    ADMIN_PROOF_SQL,
    proofRecord,
    () => new TaskProofNotFound(),
  );
}

function proofRecord(row: Row): AdminTaskProofRecord {
  const decidedBy = (row.decided_by as ProofDecider | null) ?? null;
  const decision = row.status === 'APPROVED' ? 'approve' : 'reject';
  const decider = {
    id: row.decided_by_id as string,
    name: row.decider_name as string,
    email: row.decider_email as string,
  };
  return {
    id: row.id as string,
    taskId: row.task_id as string,
    businessName: row.business_name as string,
    ownerId: row.owner_id as string,
    ownerName: row.owner_name as string,
    memberId: row.member_id as string,
    memberName: row.member_name as string,
    memberEmail: row.member_email as string,
    assignedPriceId: row.assigned_price_id as string,
    taskPricingId: row.task_pricing_id as string,
    taskPricingTitle: row.title as string,
    type: row.type as string,
    noOfCost: money(row.no_of_cost),
    noOfRewards: money(row.no_of_rewards),
    screenshot: consoleLink(row.screenshot),
    status: row.status as ScreenshotStatus,
    rejectionReason: (row.rejection_message as string | null) ?? null,
    createdAt: iso(row.created_at),
    decidedAt: iso(row.decided_at),
    settledAt: iso(row.settled_at),
    decidedBy,
    decider: row.decided_by_id ? decider : null,
    // The same audit as the other decision resources, for the decisions an administrator made.
    audit:
      decidedBy === 'admin'
        ? {
            decision,
            decidedBy: 'admin',
            adminId: decider.id,
            adminName: decider.name,
            adminEmail: decider.email,
            reason: (row.rejection_message as string | null) ?? null,
            txid: null,
            chainOverride: null,
            // A decided proof has its time (task_proofs' checks).
            decidedAt: iso(row.decided_at) as string,
          }
        : null,
  };
}
