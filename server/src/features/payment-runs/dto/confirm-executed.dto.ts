import { ApiProperty } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';

import { IsCalendarDate } from './calendar-date.validator.js';

/** Staff confirm that the bank executed a run, on the day its statement shows. */
export class ConfirmExecutedDto {
  @ApiProperty({
    format: 'date',
    description: 'The day the bank executed the run, YYYY-MM-DD: not in the future, not before the run was created.',
    example: '2026-11-30',
  })
  @IsDefined({ message: "Field 'ExecutedOn' is mandatory." })
  @IsCalendarDate('ExecutedOn')
  executedOn!: string;
}
