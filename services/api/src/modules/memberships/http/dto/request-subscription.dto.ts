import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FREE_RECEIPT, MEMBERSHIP_LEVEL_SLUGS, MONEY_LIMITS, MSG, type MembershipLevelSlug } from '@earnwave/contracts';
import { IsIn, IsNotEmpty, IsOptional, IsString, registerDecorator, type ValidationOptions } from 'class-validator';
import { Credits } from '../../../../common/pipes/credits';
import { EmptyAsAbsent, Trim } from '../../../../common/pipes/field-rules';
import { ErrorParam } from '../../../../common/pipes/validation';
import { checkTransferDate } from '../../transfer-date';

/** A transfer's Txid (hex on Tron, 0x-hex on Ethereum, ids elsewhere), or FREE for the free level. */
const TXID = /^[A-Za-z0-9_-]{8,128}$/;

function Satisfies(name: string, test: (value: unknown) => boolean, options: ValidationOptions): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(property),
      options,
      validator: { validate: test },
    });
}

/** A well-formed day, whether or not it has begun yet (that is the next check). */
function isDay(value: unknown): boolean {
  const check = checkTransferDate(value);
  return check.ok || check.reason === 'future';
}

/**
 * Spec 3's subscription request. The client shows errors under `receipt` and `startedAt` only, so
 * level and amount errors go under `receipt` (ARCHITECTURE.md, conventions). Checks run bottom-up.
 */
export class RequestSubscriptionDto {
  @ApiProperty({ enum: MEMBERSHIP_LEVEL_SLUGS, example: 'silver' })
  @ErrorParam('receipt')
  @IsIn(MEMBERSHIP_LEVEL_SLUGS, { message: MSG.levelUnknown })
  level!: MembershipLevelSlug;

  @ApiProperty({ description: `the transfer's Txid, or ${FREE_RECEIPT} for the free bronze level` })
  @Trim()
  @Satisfies('receipt', (value) => value === FREE_RECEIPT || TXID.test(value as string), {
    message: MSG.receiptInvalid,
  })
  @IsNotEmpty({ message: MSG.receiptRequired })
  @IsString({ message: MSG.receiptRequired })
  receipt!: string;

  @ApiProperty({
    type: Number,
    minimum: 0,
    maximum: MONEY_LIMITS.levelPrice,
    description: "credits: the level's price, or 0 for the free level",
    example: 100,
  })
  @ErrorParam('receipt')
  @Credits('levelPrice', { min: 0, message: MSG.membershipAmountInvalid })
  amount!: bigint;

  @ApiPropertyOptional({
    description: 'the day of the transfer at UTC midnight; required for a USDT transfer',
    example: '2026-11-20T00:00:00.000Z',
  })
  @EmptyAsAbsent()
  @IsOptional()
  @Satisfies('notFuture', (value) => checkTransferDate(value).ok, { message: MSG.transferDateFuture })
  @Satisfies('transferDay', isDay, { message: MSG.transferDateInvalid })
  startedAt?: string;
}
