import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { REVIEW_FLAGS } from '@earnwave/contracts';
import { accountFlagsOf, flagNotes, hasFlagSql, paymentReview } from '@earnwave/db';
import { DataSource } from 'typeorm';
import {
  readRecord,
  readRecords,
  type FilterRule,
  type ListSpec,
  type Page,
  type ResourceSql,
} from '../../common/simple-rest/list-query';
import type { AdminPaymentReview, ChainReview, Listed } from '../../common/simple-rest/payment-review';
import { OptionsService } from './options.service';

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
    private readonly options: OptionsService,
  ) {}

  async list<R extends ReviewedRecord>(
    spec: ListSpec,
    sql: ResourceSql,
    query: Record<string, unknown>,
    toRecord: PaymentRecordOf<R>,
  ): Promise<Page<Listed<R>>> {
    const network = await this.options.paymentNetwork();
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
    const network = await this.options.paymentNetwork();
    const record = await readRecord(this.db.manager, spec, sql, id, (row) => toRecord(row, network));
    return this.reviewed(record, network, reviewOf);
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
