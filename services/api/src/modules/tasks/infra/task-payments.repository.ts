import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHAIN_CHECK_STATUSES, type TaskPaymentMethod } from '@earnwave/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { explorerLink } from '../../../common/decisions/explorer-link';
import { decisionJoin, DECISION_COLUMNS } from '../../../common/simple-rest/decision-audit';
import {
  paymentReviewSql,
  type AdminPaymentReview,
  type ListedReview,
} from '../../../common/simple-rest/payment-review';
import type { ListSpec } from '../../../common/simple-rest/list-query';
import { consoleResource } from '../../../common/simple-rest/console-records';
import { flagFilter, PaymentRecords, type UnreviewedRecord } from '../../../common/simple-rest/payment-records';
import { taskPaymentRecord, type AdminTaskPayment } from '../task-answers';

/** A row as PostgreSQL answers it (money as text, in micro-credits), and a console record made of one. */
type Row = Record<string, unknown>;

/** A task payment as the console lists and shows it: the decided record with its Txid's explorer page and the payment desk's review of its owner. */
export interface AdminTaskPaymentRecord extends AdminTaskPayment {
  explorerUrl: string | null;
  review: AdminPaymentReview;
}

/** A task payment as the console lists it: of the review, what the list shows (ListedReview). */
export interface AdminTaskPaymentListItem extends Omit<AdminTaskPaymentRecord, 'review'> {
  review: ListedReview;
}

/** How an owner pays for a task: from the balance (approved at once) or by a USDT transfer. */
export interface NewTaskPayment {
  id: string;
  taskId: string;
  memberId: string;
  method: TaskPaymentMethod;
  amount: bigint;
  /** YYYY-MM-DD */
  paymentDate: string;
  txid: string | null;
  status: 'approved' | 'pending';
  decidedAt: Date | null;
}

/** A task payment, locked for an administrator's decision; the amount in micro-credits. */
const REVIEW = paymentReviewSql('task-payments', 'tp.id', 'tp.member_id');

const PAYMENT_COLUMNS = `tp.id, tp.task_id, tp.member_id, tp.method, tp.amount::text AS amount,
  tp.payment_date::text AS payment_date, tp.txid, tp.status, tp.rejection_reason, tp.created_at, tp.decided_at,
  t.business_name, t.status AS task_status, t.no_of_leads, t.deleted_at AS task_deleted_at,
  u.name AS member_name, u.email AS member_email, ${DECISION_COLUMNS}, ${REVIEW.columns}`;

const PAYMENT_FROM = `task_payments tp
  JOIN tasks t ON t.id = tp.task_id
  JOIN users u ON u.id = tp.member_id
  ${decisionJoin('task-payments', 'tp.id')}
  ${REVIEW.join}`;

/** Task payments (one row per payment, its task and owner), decided by AdminTaskPaymentsController. */
export const ADMIN_TASK_PAYMENTS: ListSpec = {
  resource: 'task-payments',
  id: { sql: 'id', type: 'uuid' },
  sort: { createdAt: 'created_at', status: 'status' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    status: { type: 'equals', sql: 'status', values: ['pending', 'approved', 'rejected'] },
    memberId: { type: 'uuid', sql: 'member_id' },
    chainStatus: { type: 'equals', sql: 'chain_status', values: CHAIN_CHECK_STATUSES },
    ...flagFilter('task_payment_rows.member_id'),
  },
};

/** Task payments as one relation, so that ADMIN_TASK_PAYMENTS' bare column names apply to it. */
const ADMIN_PAYMENT_SQL = {
  select: '*',
  from: `(SELECT ${PAYMENT_COLUMNS} FROM ${PAYMENT_FROM}) task_payment_rows`,
};

export const TASK_PAYMENT_RECORDS = consoleResource<AdminTaskPaymentListItem, AdminTaskPaymentRecord>(
  ADMIN_TASK_PAYMENTS,
);

/** The payments owners make for their tasks, and the console's records of them with their audit. */
@Injectable()
export class TaskPaymentsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly records: PaymentRecords,
  ) {}

  async insertPayment(manager: EntityManager, payment: NewTaskPayment): Promise<void> {
    await manager.query(
      `INSERT INTO task_payments (id, task_id, member_id, method, amount, payment_date, txid, status, decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        payment.id,
        payment.taskId,
        payment.memberId,
        payment.method,
        payment.amount.toString(),
        payment.paymentDate,
        payment.txid,
        payment.status,
        payment.decidedAt,
      ],
    );
  }

  /** A deleted task's payment that still waits for an administrator: nobody may accept it now. */
  async cancelPending(manager: EntityManager, taskId: string): Promise<void> {
    await manager.query(
      `UPDATE task_payments SET status = 'cancelled', decided_at = now() WHERE task_id = $1 AND status = 'pending'`,
      [taskId],
    );
  }

  /** A task payment as the admin console shows it, with its decision's audit; undefined if unknown. */
  async paymentWithAudit(paymentId: string): Promise<AdminTaskPayment | undefined> {
    const [row]: Row[] = await this.db.query(`SELECT ${PAYMENT_COLUMNS} FROM ${PAYMENT_FROM} WHERE tp.id = $1`, [
      paymentId,
    ]);
    return row && taskPaymentRecord(row);
  }

  /** The console's `task-payments`, with the payment desk's review. */
  readonly adminPayments = this.records.reader<AdminTaskPaymentRecord>(
    ADMIN_TASK_PAYMENTS,
    ADMIN_PAYMENT_SQL,
    paymentRecord,
  );
}

/** The payment with the block explorer page of its Txid. */
function paymentRecord(row: Row, network: string | undefined): UnreviewedRecord<AdminTaskPaymentRecord> {
  return { ...taskPaymentRecord(row), explorerUrl: explorerLink(network, row.txid as string | null) };
}
