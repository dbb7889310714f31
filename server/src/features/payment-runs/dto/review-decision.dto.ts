import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import type { ReviewDecisionName } from '../bank-entry-reviews.service.js';
import { IsCalendarDate } from './calendar-date.validator.js';

/** A person's decision on a bank entry that disagreed with its transfer. */
export class ReviewDecisionDto {
  @ApiProperty({
    enum: ['record', 'leave'],
    description:
      'record: what the entry says happened is recorded (the transfer paid, or returned) although it disagrees; leave: nothing changes, the review is closed.',
  })
  @IsIn(['record', 'leave'], { message: "Field 'Decision' must be record or leave." })
  decision!: ReviewDecisionName;

  @ApiPropertyOptional({
    description: 'Why: needed to record the entry; kept with the review and, when recorded, in the claim’s history.',
    example: 'The bank confirmed by phone that 532.00 EUR was a typing error in the statement; 523.00 EUR left.',
  })
  @IsOptional()
  @IsString({ message: "Field 'Note' must be text." })
  @MaxLength(500, { message: "Field 'Note' may hold at most 500 characters." })
  note?: string;

  @ApiPropertyOptional({
    format: 'date',
    description:
      'Recording a payment: the day the bank executed it, YYYY-MM-DD, when the entry’s booking day cannot be (before the run, in the future, none).',
  })
  @IsOptional()
  @IsCalendarDate('ExecutedOn')
  executedOn?: string;
}
