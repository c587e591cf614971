import { HttpStatus } from '@nestjs/common';
import {
  TRANSACTIONS_PAGE_SIZE,
  TRANSACTIONS_RANGE_MAX_DAYS,
  WALLET_MSG,
  type TransactionType,
} from '@earnwave/contracts';
import { AppError } from '../../common/errors';
import type { TransactionsQuery } from './http/dto/transactions.query';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TransactionFilter {
  from: Date;
  /** Exclusive; none when the caller gave none. */
  to?: Date;
  type?: TransactionType;
  page?: { page: number; limit: number };
}

const refuse = (param: string, message: string) => AppError.field(HttpStatus.BAD_REQUEST, param, message);

function instant(text: string, param: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw refuse(param, WALLET_MSG.transactionDateInvalid);
  return date;
}

/**
 * The range, type and page a history call asks for: `from` and `to` when given, else the last
 * `days` days before `to` (or now). A range ends after it starts and spans at most 366 days, so
 * one call never reads more than a year of a member's postings.
 */
export function transactionFilter(query: TransactionsQuery, now = new Date()): TransactionFilter {
  const to = query.to === undefined ? undefined : instant(query.to, 'to');
  const end = to ?? now;
  const from = query.from === undefined ? new Date(end.getTime() - query.days * DAY_MS) : instant(query.from, 'from');
  if (to && to <= from) throw refuse('to', WALLET_MSG.transactionRangeReversed);
  if (end.getTime() - from.getTime() > TRANSACTIONS_RANGE_MAX_DAYS * DAY_MS) {
    throw refuse('from', WALLET_MSG.transactionRangeTooLong);
  }
  const paged = query.page !== undefined || query.limit !== undefined;
  return {
    from,
    to,
    type: query.type,
    page: paged ? { page: query.page ?? 1, limit: query.limit ?? TRANSACTIONS_PAGE_SIZE } : undefined,
  };
}
