import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import {
  SCREENSHOT_STATUSES,
  TASK_MSG,
  TASK_PAYMENT_STATUSES,
  TASK_STATUSES,
  type ProofDecider,
} from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';
import {
  createdWithin,
  readRecord,
  readRecords,
  type ListSpec,
  type Page,
} from '../../../common/simple-rest/list-query';
import { explorerLink } from '../../../common/decisions/explorer-link';
import { PaymentRecords } from '../../options';
import { isUploadPath } from '../task-inputs';
import { assignedPriceView, TASK_SUMMARY_FROM, TASK_SUMMARY_SQL, taskPaymentRecord, taskView } from '../task-views';
import { TASK_PAYMENT_COLUMNS, TASK_PAYMENT_FROM } from './tasks.queries';

type Row = Record<string, unknown>;
const money = (value: unknown) => creditsToJson(BigInt((value as string | null) ?? '0'));
const iso = (value: unknown) => (value ? (value as Date).toISOString() : null);

/**
 * A file as the console links it: a stored upload by its path on the console's own origin (the API
 * serves both, and the console's content policy loads images from its own origin only); a web
 * address as it is.
 */
const consoleLink = (value: unknown): string | null =>
  typeof value === 'string' && value ? (isUploadPath(value) ? `/${value}` : value) : null;

/** The owner's view of a task's figures (TASK_SUMMARY_SQL's `$1` is the member, none here). */
const SUMMARY = TASK_SUMMARY_SQL.replaceAll('$1::uuid', 'NULL::uuid');

export const ADMIN_TASKS: ListSpec = {
  resource: 'tasks',
  id: { sql: 't.id', type: 'uuid' },
  sort: {
    createdAt: 't.created_at',
    businessName: 't.business_name',
    status: 't.status',
    noOfLeads: 't.no_of_leads',
    totalCost: 't.total_cost',
    ownerName: 'u.name',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    status: { type: 'equals', sql: 't.status', values: TASK_STATUSES },
    ownerId: { type: 'uuid', sql: 't.owner_id' },
    q: { type: 'search', sql: ['t.business_name'] },
    paymentStatus: { type: 'equals', sql: 'pay.status', values: TASK_PAYMENT_STATUSES },
    deleted: { type: 'boolean', sql: '(t.deleted_at IS NOT NULL)' },
    ...createdWithin('t.created_at'),
  },
};

const TASK_SQL = {
  select: `${SUMMARY}, u.name AS owner_name, u.email AS owner_email,
    pay.id AS payment_id, pay.method AS payment_method, pay.status AS payment_status,
    pay.amount::text AS payment_amount, pay.txid AS payment_txid, pay.payment_date::text AS payment_date,
    pay.decided_at AS payment_decided_at,
    (SELECT count(*)::int FROM task_proofs p WHERE p.task_id = t.id AND p.status = 'PENDING') AS proofs_pending,
    (SELECT count(*)::int FROM task_proofs p WHERE p.task_id = t.id AND p.status = 'APPROVED') AS proofs_approved,
    (SELECT count(*)::int FROM task_proofs p WHERE p.task_id = t.id AND p.status = 'REJECTED') AS proofs_rejected`,
  from: `${TASK_SUMMARY_FROM}
    JOIN users u ON u.id = t.owner_id
    LEFT JOIN task_payments pay ON pay.task_id = t.id`,
};

export const ADMIN_TASK_PROOFS: ListSpec = {
  resource: 'task-proofs',
  id: { sql: 'p.id', type: 'uuid' },
  sort: {
    createdAt: 'p.created_at',
    decidedAt: 'p.decided_at',
    status: 'p.status',
    memberName: 'm.name',
    businessName: 't.business_name',
    taskPricingTitle: 'ap.title',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    taskId: { type: 'uuid', sql: 'p.task_id' },
    status: { type: 'equals', sql: 'p.status', values: SCREENSHOT_STATUSES },
    memberId: { type: 'uuid', sql: 'p.member_id' },
    ownerId: { type: 'uuid', sql: 't.owner_id' },
    decidedBy: { type: 'equals', sql: 'p.decided_by', values: ['owner', 'admin', 'timer'] },
    q: { type: 'search', sql: ['t.business_name', 'ap.title', 'm.name', 'm.email'] },
    ...createdWithin('p.created_at'),
  },
};

const PROOF_SQL = {
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

/** Task payments (one row per payment, its task and owner), decided by AdminTaskPaymentsController. */
export const ADMIN_TASK_PAYMENTS: ListSpec = {
  resource: 'task-payments',
  id: { sql: 'id', type: 'uuid' },
  sort: { createdAt: 'created_at', status: 'status' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    status: { type: 'equals', sql: 'status', values: ['pending', 'approved', 'rejected'] },
    memberId: { type: 'uuid', sql: 'member_id' },
  },
};

/** Task payments as one relation, so that ADMIN_TASK_PAYMENTS' bare column names apply to it. */
const PAYMENT_SQL = {
  select: '*',
  from: `(SELECT ${TASK_PAYMENT_COLUMNS} FROM ${TASK_PAYMENT_FROM}) task_payment_rows`,
};

/**
 * Tasks, the proofs members sent and the task payments, as the admin console lists and shows them
 * (money in credits, files as links): an administrator sees every task, deleted ones too.
 */
@Injectable()
export class AdminTasksQueries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly paymentRecords: PaymentRecords,
  ) {}

  tasks(query: Record<string, unknown>): Promise<Page<Row>> {
    return readRecords(this.db.manager, ADMIN_TASKS, TASK_SQL, query, (row) => this.taskRecord(row));
  }

  /** One task with its assigned prices (costs as copied when it was created), payment and counts. */
  async task(id: string): Promise<Row> {
    const task = await readRecord(
      this.db.manager,
      ADMIN_TASKS,
      TASK_SQL,
      id,
      (row) => this.taskRecord(row),
      TASK_MSG.notFound,
    );
    const prices: Row[] = await this.db.query(
      `SELECT ap.id, ap.task_pricing_id, ap.title, ap.type, ap.is_task_type, ap.no_of_cost::text AS no_of_cost,
              ap.no_of_rewards::text AS no_of_rewards, ap.impression_id, ap.impressions, ap.task_description,
              ap.relative_path, ap.file_type, ap.format_type
       FROM task_assigned_prices ap WHERE ap.task_id = $1 ORDER BY ap.sort_order`,
      [id],
    );
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
        } = assignedPriceView(price, this.config.webOrigin);
        return { ...assigned, path: consoleLink(price.relative_path) };
      }),
    };
  }

  proofs(query: Record<string, unknown>): Promise<Page<Row>> {
    return readRecords(this.db.manager, ADMIN_TASK_PROOFS, PROOF_SQL, query, (row) => this.proofRecord(row));
  }

  proof(id: string): Promise<Row> {
    return readRecord(
      this.db.manager,
      ADMIN_TASK_PROOFS,
      PROOF_SQL,
      id,
      (row) => this.proofRecord(row),
      TASK_MSG.proofNotFound,
    );
  }

  payments(query: Record<string, unknown>): Promise<Page<Row>> {
    return this.paymentRecords.list(ADMIN_TASK_PAYMENTS, PAYMENT_SQL, query, paymentRecord);
  }

  payment(id: string): Promise<Row> {
    return this.paymentRecords.byId(ADMIN_TASK_PAYMENTS, PAYMENT_SQL, id, paymentRecord);
  }

  private taskRecord(row: Row): Row {
    const payment = row.payment_id
      ? {
          id: row.payment_id,
          method: row.payment_method,
          status: row.payment_status,
          amount: money(row.payment_amount),
          txid: row.payment_txid ?? null,
          date: row.payment_date,
          decidedAt: iso(row.payment_decided_at),
        }
      : null;
    return {
      ...taskView(row, this.config.webOrigin, false),
      logoImageUrl: consoleLink(row.logo_image),
      backgroundImageUrl: consoleLink(row.background_image),
      ownerId: row.owner_id,
      ownerName: row.owner_name,
      ownerEmail: row.owner_email,
      reservedLeads: row.reserved_leads,
      escrow: money(row.escrow),
      paymentId: payment?.id ?? null,
      paymentMethod: payment?.method ?? null,
      paymentStatus: payment?.status ?? null,
      payment,
      proofs: {
        pending: row.proofs_pending,
        approved: row.proofs_approved,
        rejected: row.proofs_rejected,
      },
      completedAt: iso(row.completed_at),
      deletedAt: iso(row.deleted_at),
    };
  }

  private proofRecord(row: Row): Row {
    const decidedBy = (row.decided_by as ProofDecider | null) ?? null;
    const decision = row.status === 'APPROVED' ? 'approve' : 'reject';
    return {
      id: row.id,
      taskId: row.task_id,
      businessName: row.business_name,
      ownerId: row.owner_id,
      ownerName: row.owner_name,
      memberId: row.member_id,
      memberName: row.member_name,
      memberEmail: row.member_email,
      assignedPriceId: row.assigned_price_id,
      taskPricingId: row.task_pricing_id,
      taskPricingTitle: row.title,
      type: row.type,
      noOfCost: money(row.no_of_cost),
      noOfRewards: money(row.no_of_rewards),
      screenshot: consoleLink(row.screenshot),
      status: row.status,
      rejectionReason: row.rejection_message ?? null,
      createdAt: iso(row.created_at),
      decidedAt: iso(row.decided_at),
      settledAt: iso(row.settled_at),
      decidedBy,
      decider: row.decided_by_id ? { id: row.decided_by_id, name: row.decider_name, email: row.decider_email } : null,
      // The same audit as the other decision resources, for the decisions an administrator made.
      audit:
        decidedBy === 'admin'
          ? {
              decision,
              adminId: row.decided_by_id,
              adminName: row.decider_name,
              adminEmail: row.decider_email,
              reason: row.rejection_message ?? null,
              txid: null,
              decidedAt: iso(row.decided_at),
            }
          : null,
    };
  }
}

/** The payment with the block explorer page of its Txid. */
function paymentRecord(row: Row, network: string | undefined): Row {
  return { ...taskPaymentRecord(row), explorerUrl: explorerLink(network, row.txid as string | null) };
}
