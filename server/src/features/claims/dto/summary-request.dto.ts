import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_INVALID } from '@unit-costs/contract';
import { IsEmail, IsUUID, MaxLength } from 'class-validator';

import { IsPresent, Trim } from '../../../platform/common/validation/field-rules.js';

/** POST /api/travelclaim/summary: mail the claim's summary to someone. */
export class SummaryRequestDto {
  @ApiProperty({ example: 'finance@academy.example' })
  @Trim()
  @IsPresent({ message: "Field 'Recipient' is mandatory." })
  @MaxLength(254, { message: EMAIL_INVALID })
  @IsEmail({}, { message: EMAIL_INVALID })
  Recipient!: string;

  @ApiProperty({ format: 'uuid' })
  @IsPresent({ message: "Field 'Guid' is mandatory." })
  @IsUUID('all', { message: "Field 'Guid' must be a claim's guid." })
  Guid!: string;
}
