import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { WALLET_MSG } from '@earnwave/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Trimmed; blank or null is "not given" (a form's empty box). */
const TrimmedOrAbsent = () =>
  Transform(({ value }) => {
    const trimmed = typeof value === 'string' ? value.trim() : value;
    return trimmed === '' || trimmed === null ? undefined : trimmed;
  });

/**
 * An approval's override of the chain check (the payment desk): why an administrator approves a
 * deposit whose check is `mismatch`, `not-found` or `pending`. Needed only then (the handler says
 * so, 400 on `override`); audited as the decision's `chain_override`.
 */
export const ChainOverrideField = () =>
  applyDecorators(
    ApiPropertyOptional({
      maxLength: 500,
      description: 'why to approve although the chain check is mismatch, not-found or pending',
    }),
    TrimmedOrAbsent(),
    IsOptional(),
    MaxLength(500, { message: WALLET_MSG.overrideTooLong }),
    IsString({ message: WALLET_MSG.overrideTooLong }),
  );

/**
 * A rejection's reason, optional on the wire: a deposit whose chain check is a mismatch takes the
 * check's detail when none is given; otherwise the handler requires one (400 on `reason`).
 */
export const RejectionReasonField = (messages: { required: string; tooLong: string }) =>
  applyDecorators(
    ApiPropertyOptional({
      maxLength: 500,
      example: 'No transfer with this Txid reached the wallet.',
      description: 'required unless the chain check found a mismatch, whose detail is taken then',
    }),
    TrimmedOrAbsent(),
    IsOptional(),
    MaxLength(500, { message: messages.tooLong }),
    IsString({ message: messages.required }),
  );
