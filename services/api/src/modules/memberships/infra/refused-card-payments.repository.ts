import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MEMBERSHIP_LEVEL_SLUGS, type MembershipLevelSlug } from '@earnwave/contracts';
import { CardPaymentAlreadyRefunded } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import {
  createdWithin,
  readRecord,
  readRecords,
  type ListSpec,
  type Page,
} from '../../../common/simple-rest/list-query';
import { consoleResource, type RecordReader } from '../../../common/simple-rest/console-records';
import { iso } from '../../../common/simple-rest/record-fields';

type Row = Record<string, unknown>;

/**
 * A paid card checkout the platform refused (README, Card payments), as the console lists it for
 * refund: who paid (the member, when the reference names one), the level the payment link is for,
 * the amount in the checkout's currency, the payment intent to refund in the provider's dashboard,
 * when, why, and whether it was refunded (by an administrator's mark, or the provider's notice).
 */
export interface AdminRefusedCardPaymentRecord {
  id: string;
  memberId: string | null;
  memberName: string | null;
  memberEmail: string | null;
  /** The checkout's client reference as received (what named the member, or failed to). */
  clientReference: string | null;
  level: MembershipLevelSlug | null;
  /** In the checkout's currency (cents / 100). */
  amount: number | null;
  currency: string | null;
  paymentIntent: string | null;
  checkoutSession: string;
  reason: string;
  receivedAt: string | null;
  refundedAt: string | null;
  refundedBy: string | null;
}

export const REFUSED_CARD_PAYMENTS: ListSpec = {
  resource: 'refused-card-payments',
  id: { sql: 'r.id', type: 'uuid' },
  sort: { receivedAt: 'r.received_at', refundedAt: 'r.refunded_at', level: 'r.level', amount: 'r.amount_cents' },
  defaultSort: ['receivedAt', 'DESC'],
  filters: {
    refunded: { type: 'boolean', sql: '(r.refunded_at IS NOT NULL)' },
    level: { type: 'equals', sql: 'r.level', values: MEMBERSHIP_LEVEL_SLUGS },
    memberId: { type: 'uuid', sql: 'r.member_id' },
    q: { type: 'search', sql: ['u.name', 'u.email', 'r.payment_intent', 'r.checkout_session', 'r.client_reference'] },
    ...createdWithin('r.received_at'),
  },
};

const SQL = {
  select: `r.id, r.member_id, u.name AS member_name, u.email AS member_email, r.client_reference, r.level,
    r.amount_cents::text AS amount_cents, r.currency, r.payment_intent, r.checkout_session, r.reason, r.received_at,
    r.refunded_at, r.refunded_by`,
  from: `refused_card_payments r LEFT JOIN users u ON u.id = r.member_id`,
};

/** The console's `refused-card-payments`: paid checkouts refused, to refund by hand. */
export const REFUSED_CARD_PAYMENT_RECORDS = consoleResource<AdminRefusedCardPaymentRecord>(REFUSED_CARD_PAYMENTS);

/** The console's list of refused card payments, and the administrator's mark that one was refunded. */
@Injectable()
export class RefusedCardPaymentsRepository implements RecordReader<AdminRefusedCardPaymentRecord> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(query: Record<string, unknown>): Promise<Page<AdminRefusedCardPaymentRecord>> {
    return readRecords(this.db.manager, REFUSED_CARD_PAYMENTS, SQL, query, refusedCardPayment);
  }

  one(id: string): Promise<AdminRefusedCardPaymentRecord> {
    return readRecord(this.db.manager, REFUSED_CARD_PAYMENTS, SQL, id, refusedCardPayment);
  }

  /** Marks it refunded once (compare-and-set): a second mark is a 409, an unknown id a 404. */
  async markRefunded(id: string, adminId: string): Promise<AdminRefusedCardPaymentRecord> {
    await this.one(id);
    // For UPDATE, TypeORM answers [rows, affected count].
    const [, marked]: [unknown[], number] = await this.db.query(
      `UPDATE refused_card_payments SET refunded_at = now(), refunded_by = $2 WHERE id = $1 AND refunded_at IS NULL`,
      [id, adminId],
    );
    if (marked === 0) throw new CardPaymentAlreadyRefunded();
    return this.one(id);
  }
}

function refusedCardPayment(row: Row): AdminRefusedCardPaymentRecord {
  const cents = row.amount_cents as string | null;
  return {
    id: row.id as string,
    memberId: (row.member_id as string | null) ?? null,
    memberName: (row.member_name as string | null) ?? null,
    memberEmail: (row.member_email as string | null) ?? null,
    clientReference: (row.client_reference as string | null) ?? null,
    level: (row.level as MembershipLevelSlug | null) ?? null,
    amount: cents === null ? null : Number(cents) / 100,
    currency: (row.currency as string | null) ?? null,
    paymentIntent: (row.payment_intent as string | null) ?? null,
    checkoutSession: row.checkout_session as string,
    reason: row.reason as string,
    receivedAt: iso(row.received_at),
    refundedAt: iso(row.refunded_at),
    refundedBy: (row.refunded_by as string | null) ?? null,
  };
}
