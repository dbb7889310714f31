import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsUUID, ValidateIf } from 'class-validator';

import { IsCalendarDate } from './calendar-date.validator.js';

/** The biggest selection one run takes; far above a real run, it bounds the work of one request. */
export const MAX_RUN_CLAIMS = 5000;

export class CreatePaymentRunDto {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    description: 'The claims to pay (guids); left out: every claim In approval Run with a SEPA account.',
  })
  // Left out means every payable claim; null is not a selection (IsOptional would let it through as 'all').
  @ValidateIf((_body, value) => value !== undefined)
  @IsArray({ message: "Field 'Claims' must be a list of claim guids." })
  @ArrayMaxSize(MAX_RUN_CLAIMS, { message: `Field 'Claims' may name at most ${MAX_RUN_CLAIMS} claims.` })
  @IsUUID('all', { each: true, message: "Field 'Claims' must hold claims' guids only." })
  claims?: string[];

  @ApiPropertyOptional({
    format: 'date',
    description:
      'The day the bank is to execute the transfers, YYYY-MM-DD: a TARGET2 business day, not in the past. ' +
      'Left out: the next TARGET2 business day.',
    example: '2026-11-30',
  })
  @IsOptional()
  @IsCalendarDate('ExecutionDate')
  executionDate?: string;
}
