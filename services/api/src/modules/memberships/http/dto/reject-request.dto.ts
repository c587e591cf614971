import { MSG } from '@earnwave/contracts';
import { ChainOverrideField, RejectionReasonField } from '../../../../common/decisions/decision-fields';

/**
 * A rejection says why (spec 5: the reason must not be blank or whitespace); a USDT request whose
 * chain check found a mismatch may leave it out and takes the check's detail.
 */
export class RejectRequestDto {
  @RejectionReasonField({ required: MSG.rejectionReasonRequired, tooLong: MSG.rejectionReasonTooLong })
  reason?: string;
}

/** Approving a USDT request: an override reason when its chain check did not verify the transfer. */
export class ApproveRequestDto {
  @ChainOverrideField()
  override?: string;
}
