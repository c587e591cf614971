import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  TRANSACTION_TYPES,
  TRANSACTIONS_PAGE_MAX,
  TRANSACTIONS_PAGE_SIZE,
  WALLET_MSG,
  type TransactionType,
} from '@earnwave/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, Max, Min } from 'class-validator';
import { limitMessage, PAGE_MAX, PAGE_MESSAGE } from '../../../../common/pipes/page-query';
import { DaysQuery } from '../../../../common/pipes/days-query';

const LIMIT_MESSAGE = limitMessage(TRANSACTIONS_PAGE_MAX);
const ISO_DATE = { strict: true, strictSeparator: true };

/**
 * The history's filters: a range (`from` and `to`, or the last `days` days), a type, and paging.
 * Without `page` and `limit` the whole range comes back, as spec 7's `?days=14` call expects.
 */
export class TransactionsQuery extends DaysQuery {
  @ApiPropertyOptional({ description: 'Start of the range, inclusive (ISO 8601); by default `days` before `to`.' })
  @IsOptional()
  @IsISO8601(ISO_DATE, { message: WALLET_MSG.transactionDateInvalid })
  from?: string;

  @ApiPropertyOptional({ description: 'End of the range, exclusive (ISO 8601); by default none.' })
  @IsOptional()
  @IsISO8601(ISO_DATE, { message: WALLET_MSG.transactionDateInvalid })
  to?: string;

  @ApiPropertyOptional({ enum: TRANSACTION_TYPES })
  @IsOptional()
  @IsIn(TRANSACTION_TYPES, { message: WALLET_MSG.transactionTypeInvalid })
  type?: TransactionType;

  @ApiPropertyOptional({ minimum: 1, description: 'Pages the list (from 1) when `page` or `limit` is given.' })
  @IsOptional()
  @Type(() => Number)
  @Max(PAGE_MAX, { message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @IsInt({ message: PAGE_MESSAGE })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: TRANSACTIONS_PAGE_MAX, default: TRANSACTIONS_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @Max(TRANSACTIONS_PAGE_MAX, { message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  limit?: number;
}
