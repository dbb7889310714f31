import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ClaimStatus, RejectReason } from '@unit-costs/contract';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

import { IsPresent } from '../../../platform/common/validation/field-rules.js';

const STATUSES = [ClaimStatus.Requested, ClaimStatus.ApprovalRun, ClaimStatus.Paid, ClaimStatus.Rejected];

/** A status change: a participant's request, or a staff decision (spec "Claim update payload"). */
export class ClaimUpdateDto {
  @ApiProperty({
    enum: STATUSES,
    description: '1 Requested (owner), 2 ApprovalRun / 5 Rejected / 3 Paid (Approver, Admin).',
  })
  @IsPresent({ message: "Field 'Status' is mandatory." })
  @IsIn(STATUSES, { message: "Field 'Status' must be 1 (Requested), 2 (In approval Run), 3 (Paid) or 5 (Rejected)." })
  status!: ClaimStatus;

  @ApiPropertyOptional({ description: 'Set by the server on request and approval; accepted for the spec’s payload.' })
  @IsOptional()
  @IsBoolean({ message: "Field 'Confirmed' must be true or false." })
  confirmed?: boolean;

  @ApiPropertyOptional({ enum: [0, 1, 2, 3, 4], nullable: true, description: 'Needed to reject.' })
  @IsOptional()
  @IsIn(Object.values(RejectReason).filter((v) => typeof v === 'number'), {
    message: "Field 'RejectReason' must be one of 0 to 4.",
  })
  rejectReason?: RejectReason | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'The reason in words; needed with reason 4 (Other).',
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: "Field 'Othertxt' must be text." })
  @MaxLength(1000, { message: "Field 'Othertxt' must not be longer than 1000 characters." })
  othertxt?: string | null;

  @ApiPropertyOptional({
    description:
      "Approvals only: true confirms that the approver checked the claim's possible duplicates (another claim of the same e-mail address, IBAN or name and employer for the same or an overlapping event) and found it is not one; without it such an approval is refused with 409 naming them.",
  })
  @IsOptional()
  @IsBoolean({ message: "Field 'ConfirmDuplicate' must be true or false." })
  confirmDuplicate?: boolean;
}

/** PUT /api/travelclaim names the claim in the body. */
export class ClaimUpdateWithGuidDto extends ClaimUpdateDto {
  @ApiProperty({ format: 'uuid' })
  @IsPresent({ message: "Field 'Guid' is mandatory." })
  @IsUUID('all', { message: "Field 'Guid' must be a claim's guid." })
  guid!: string;
}
