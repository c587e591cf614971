import { ApiProperty } from '@nestjs/swagger';
import { TASK_LIMITS, TASK_MSG } from '@earnwave/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../../common/pipes/field-rules';

/** `POST admin/task-proofs/{id}/reject`: the reason the member reads (the proof's rejection message). */
export class RejectTaskProofDto {
  @ApiProperty({ maxLength: TASK_LIMITS.rejectionMessageMax })
  @Trim()
  @MaxLength(TASK_LIMITS.rejectionMessageMax, { message: TASK_MSG.rejectionMessageTooLong })
  @IsNotEmpty({ message: TASK_MSG.rejectionMessageRequired })
  @IsString({ message: TASK_MSG.rejectionMessageRequired })
  reason!: string;
}
