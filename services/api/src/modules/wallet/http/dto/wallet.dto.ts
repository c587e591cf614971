import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CREDIT_PURCHASE_FEE_CREDITS,
  GIFT_MIN_CREDITS,
  LEAST_CREDITS,
  MFA_CODE_MAX_LENGTH,
  MONEY_LIMITS,
  WALLET_ADDRESS_MAX_LENGTH,
  TWO_FACTOR_MSG,
  WALLET_MSG,
} from '@earnwave/contracts';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { EmptyAsAbsent, Trim } from '../../../../common/pipes/field-rules';
import { ErrorParam } from '../../../../common/pipes/validation';
import { Credits } from '../../../../common/pipes/credits';
import { IsId } from '../../../../common/pipes/ids';
import { ChainOverrideField, RejectionReasonField } from '../../../../common/decisions/decision-fields';

export class SendGiftDto {
  @ApiProperty({ format: 'uuid' })
  @ErrorParam('general')
  @IsId('4', { message: WALLET_MSG.receiverUnknown })
  receiverId!: string;

  @ApiProperty({ minimum: GIFT_MIN_CREDITS, maximum: MONEY_LIMITS.gift, description: 'credits' })
  @Credits('gift', { min: GIFT_MIN_CREDITS, message: WALLET_MSG.giftAmountInvalid })
  sendGiftAmount!: bigint;
}

export class WithdrawalDto {
  @ApiProperty({ minimum: LEAST_CREDITS, maximum: MONEY_LIMITS.withdrawal, description: 'credits' })
  @Credits('withdrawal', { min: LEAST_CREDITS, message: WALLET_MSG.withdrawalAmountInvalid })
  amount!: bigint;

  @ApiProperty({ maxLength: WALLET_ADDRESS_MAX_LENGTH })
  @Trim()
  @MaxLength(WALLET_ADDRESS_MAX_LENGTH, { message: WALLET_MSG.walletTooLong })
  @IsNotEmpty({ message: WALLET_MSG.walletRequired })
  @IsString({ message: WALLET_MSG.walletRequired })
  walletAddress!: string;

  @ApiPropertyOptional({
    description:
      'Required when the member has two-factor sign-in on: a fresh 6-digit code of the authenticator app (a used one is refused), or a recovery code',
  })
  @EmptyAsAbsent()
  @Trim()
  @IsOptional()
  @MaxLength(MFA_CODE_MAX_LENGTH, { message: TWO_FACTOR_MSG.codeWrong })
  @IsString({ message: TWO_FACTOR_MSG.codeRequired })
  code?: string;
}

const DATE = /^(\d{2}-\d{2}-\d{4}|\d{4}-\d{2}-\d{2})$/;

export class CreditPurchaseDto {
  @ApiProperty({ type: Number, minimum: 1, maximum: MONEY_LIMITS.creditPurchase, description: 'whole credits' })
  @Credits('creditPurchase', { min: 1, whole: true, message: WALLET_MSG.creditAmountInvalid })
  sendCreditAmount!: bigint;

  @ApiProperty({ example: '23-11-2026', description: 'DD-MM-YYYY (YYYY-MM-DD accepted too)' })
  @Matches(DATE, { message: WALLET_MSG.purchaseDateInvalid })
  @IsString({ message: WALLET_MSG.purchaseDateInvalid })
  purchaseDate!: string;

  @ApiPropertyOptional({ type: Number, description: `sendCreditAmount + ${CREDIT_PURCHASE_FEE_CREDITS}` })
  @IsOptional()
  @Credits('creditPurchaseTotal', {
    min: 1 + CREDIT_PURCHASE_FEE_CREDITS,
    whole: true,
    message: WALLET_MSG.totalCostMismatch,
  })
  totalCost?: bigint;

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

  @ChainOverrideField()
  override?: string;
}

export class RejectDto {
  @RejectionReasonField({ required: WALLET_MSG.reasonRequired, tooLong: WALLET_MSG.reasonRequired })
  reason?: string;
}
