import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { REVIEW_FLAGS } from '@earnwave/contracts';
import { accountFlagsOf, flagNotes, hasFlagSql, paymentReview, type DecisionResource } from '@earnwave/db';
import { DataSource } from 'typeorm';
import { SettingsService } from '../../modules/settings';
import { decisionAudit, decisionJoin, DECISION_COLUMNS } from './decision-audit';
import { readRecord, readRecords, type FilterRule, type ListSpec, type Page, type ResourceSql } from './list-query';
import {
  chainReview,
  paymentReviewSql,
  type AdminPaymentReview,
  type ChainReview,
  type Listed,
} from './payment-review';
import { iso } from './record-fields';
import type { RecordReader } from './console-records';

type Row = Record<string, unknown>;

/** A payment record reviewed for the payment desk: the account behind it, as `review`. */
export interface ReviewedRecord {
  memberId: string;
  createdAt: string | null;
  review: AdminPaymentReview;
}

/** A record as its row makes it: its review has only what the row holds, the chain check. */
export type UnreviewedRecord<R extends ReviewedRecord> = Omit<R, 'review'> & { review: ChainReview };

/** Makes a console record of a row, given the payment network set in the USDT settings (or none); the account's review is added. */
export type PaymentRecordOf<R extends ReviewedRecord> = (row: Row, network: string | undefined) => UnreviewedRecord<R>;

/** What a record adds to its account's review, e.g. whether a withdrawal's address is valid for the network. */
export type ReviewOf<R extends ReviewedRecord> = (
  record: Omit<R, 'review'>,
  network: string | undefined,
) => Omit<R['review'], keyof AdminPaymentReview>;

/**
 * What every payment resource's rows carry beside the resource's own columns, given its table's
 * alias (`w`, naming `w.id` and `w.member_id`): the member (`u`), the decision's audit and the
 * chain check of the payment desk's review. `columns` goes into the select, `joins` after the table.
 */
export function paymentSql(resource: DecisionResource, alias: string): { columns: string; joins: string } {
  const review = paymentReviewSql(resource, `${alias}.id`, `${alias}.member_id`);
  return {
    columns: `${alias}.id, ${alias}.member_id, ${alias}.status, ${alias}.rejection_reason, ${alias}.created_at,
      ${alias}.decided_at, u.name AS member_name, u.email AS member_email, ${DECISION_COLUMNS}, ${review.columns}`,
    joins: `JOIN users u ON u.id = ${alias}.member_id ${decisionJoin(resource, `${alias}.id`)} ${review.join}`,
  };
}

/** The member a payment record names, from the columns paymentSql adds. */
export function paymentMember(row: Row) {
  return {
    id: row.id as string,
    memberId: row.member_id as string,
    memberName: row.member_name as string,
    memberEmail: row.member_email as string,
  };
}

/** Where a payment record's decision stands, from the columns paymentSql adds: its status, audit and chain check. */
export function paymentDecision<S extends string>(row: Row) {
  return {
    status: row.status as S,
    rejectionReason: (row.rejection_reason as string | null) ?? null,
    createdAt: iso(row.created_at),
    decidedAt: iso(row.decided_at),
    audit: decisionAudit(row),
    review: chainReview(row),
  };
}

/**
 * The console's filter by flag (`filter={"flag":"shared-wallet"}`), on the column naming the
 * record's member, qualified (`w.member_id`): the flags' subqueries have member columns of their own.
 */
export function flagFilter(memberColumn: string): Record<'flag', FilterRule> {
  return {
    flag: {
      type: 'where',
      pattern: new RegExp(`^(${REVIEW_FLAGS.join('|')})$`),
      what: `one of: ${REVIEW_FLAGS.join(', ')}`,
      sql: (param) => hasFlagSql(memberColumn, param),
    },
  };
}

/**
 * Reads the console's payment resources (membership requests, withdrawals, credit purchases, task
 * payments): the payment network is read once per request, so that every record's Txid links to
 * that network's block explorer. A list's records carry what the list shows of the review (the
 * chain check their rows give and their accounts' flags, read for the page in one query); one
 * record carries the payment desk's whole review of its account (libs/db/src/payment-review).
 * Administrators only: no member route answers a review.
 */
@Injectable()
export class PaymentRecords {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SettingsService,
  ) {}

  async list<R extends ReviewedRecord>(
    spec: ListSpec,
    sql: ResourceSql,
    query: Record<string, unknown>,
    toRecord: PaymentRecordOf<R>,
  ): Promise<Page<Listed<R>>> {
    const network = await this.settings.paymentNetwork();
    const page = await readRecords(this.db.manager, spec, sql, query, (row) => toRecord(row, network));
    const flags = await accountFlagsOf(
      this.db.manager,
      page.rows.map((record) => record.memberId),
    );
    const rows = page.rows.map((record) => ({
      ...record,
      review: { ...record.review, flags: flagNotes(flags.get(record.memberId) ?? []) },
    }));
    return { ...page, rows };
  }

  async byId<R extends ReviewedRecord>(
    spec: ListSpec,
    sql: ResourceSql,
    id: string,
    toRecord: PaymentRecordOf<R>,
    reviewOf?: ReviewOf<R>,
  ): Promise<R> {
    const network = await this.settings.paymentNetwork();
    const record = await readRecord(this.db.manager, spec, sql, id, (row) => toRecord(row, network));
    return this.reviewed(record, network, reviewOf);
  }

  /** A payment resource's reader: list and byId of its rows, made records by `toRecord` (and `reviewOf`). */
  reader<R extends ReviewedRecord>(
    spec: ListSpec,
    sql: ResourceSql,
    toRecord: PaymentRecordOf<R>,
    reviewOf?: ReviewOf<R>,
  ): RecordReader<Listed<R>, R> {
    return {
      list: (query) => this.list(spec, sql, query, toRecord),
      one: (id) => this.byId(spec, sql, id, toRecord, reviewOf),
    };
  }

  /** The record with its account's review, the withdrawals paid out before the record was made counted. */
  private async reviewed<R extends ReviewedRecord>(
    record: UnreviewedRecord<R>,
    network: string | undefined,
    reviewOf: ReviewOf<R> | undefined,
  ): Promise<R> {
    const review = await paymentReview(this.db.manager, record.memberId, record.createdAt);
    return { ...record, review: { ...record.review, ...review, ...reviewOf?.(record, network) } } as R;
  }
}
