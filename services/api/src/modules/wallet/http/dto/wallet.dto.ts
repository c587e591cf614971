import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CREDIT_PURCHASE_FEE_CREDITS,
  GIFT_MIN_CREDITS,
  WALLET_ADDRESS_MAX_LENGTH,
  WALLET_MSG,
} from '@earnwave/contracts';
import { MICROS_PER_CREDIT } from '@earnwave/money';
import { IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength, Min } from 'class-validator';
import { EmptyAsAbsent, Trim } from '../../../../common/pipes/field-rules';
import { ErrorParam } from '../../../../common/pipes/validation';
import { IsCredits, ToMicroCredits } from '../../../../common/pipes/credits';

export class SendGiftDto {
  @ApiProperty({ format: 'uuid' })
  @ErrorParam('general')
  @IsUUID('4', { message: WALLET_MSG.receiverUnknown })
  receiverId!: string;

  @ApiProperty({ minimum: GIFT_MIN_CREDITS, description: 'credits' })
  @ToMicroCredits()
  @IsCredits(BigInt(GIFT_MIN_CREDITS) * MICROS_PER_CREDIT, { message: WALLET_MSG.giftMinimum })
  sendGiftAmount!: bigint;
}

export class WithdrawalDto {
  @ApiProperty({ description: 'credits, above 0' })
  @ToMicroCredits()
  @IsCredits(1n, { message: WALLET_MSG.amountPositive })
  amount!: bigint;

  @ApiProperty({ maxLength: WALLET_ADDRESS_MAX_LENGTH })
  @Trim()
  @MaxLength(WALLET_ADDRESS_MAX_LENGTH, { message: WALLET_MSG.walletTooLong })
  @IsNotEmpty({ message: WALLET_MSG.walletRequired })
  @IsString({ message: WALLET_MSG.walletRequired })
  walletAddress!: string;
}

const DATE = /^(\d{2}-\d{2}-\d{4}|\d{4}-\d{2}-\d{2})$/;

export class CreditPurchaseDto {
  @ApiProperty({ minimum: 1, description: 'whole credits' })
  @IsInt({ message: WALLET_MSG.creditAmountWhole })
  @Min(1, { message: WALLET_MSG.creditAmountWhole })
  sendCreditAmount!: number;

  @ApiProperty({ example: '23-11-2026', description: 'DD-MM-YYYY (YYYY-MM-DD accepted too)' })
  @Matches(DATE, { message: WALLET_MSG.purchaseDateInvalid })
  @IsString({ message: WALLET_MSG.purchaseDateInvalid })
  purchaseDate!: string;

  @ApiPropertyOptional({ description: `sendCreditAmount + ${CREDIT_PURCHASE_FEE_CREDITS}` })
  @IsOptional()
  @IsInt({ message: WALLET_MSG.totalCostMismatch })
  totalCost?: number;

  @ApiPropertyOptional({ description: 'the Txid of the USDT transfer' })
  @EmptyAsAbsent()
  @Trim()
  @IsOptional()
  @MaxLength(128, { message: WALLET_MSG.txidInvalid })
  @Matches(/^[A-Za-z0-9]{8,128}$/, { message: WALLET_MSG.txidInvalid })
  txid?: string;
}

export class ApproveDto {
  @ApiPropertyOptional({ description: 'the Txid of the transfer (required to approve a withdrawal)' })
  @EmptyAsAbsent()
  @Trim()
  @IsOptional()
  @Matches(/^[A-Za-z0-9]{8,128}$/, { message: WALLET_MSG.txidInvalid })
  txid?: string;
}

export class RejectDto {
  @ApiProperty()
  @Trim()
  @MaxLength(500, { message: WALLET_MSG.reasonRequired })
  @IsNotEmpty({ message: WALLET_MSG.reasonRequired })
  @IsString({ message: WALLET_MSG.reasonRequired })
  reason!: string;
}
