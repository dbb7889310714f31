import { ApiProperty, PickType } from '@nestjs/swagger';
import { mandatory } from '@unit-costs/contract';
import { IsInt, IsNotEmpty, Max, Min } from 'class-validator';

import { MAX_ID } from '../../../platform/common/ids/parse-id.pipe.js';
import { IsAmount } from '../../../platform/common/validation/field-rules.js';

export const MAX_REFUND_RATE = 100_000;

const RATE = `Field 'Refund Rate' must be a number from 0 to ${MAX_REFUND_RATE} with at most 2 decimals.`;

function countryMessages(label: string) {
  return {
    mandatory: { message: mandatory(label) },
    notAnId: { message: `Field '${label}' must be the id of a country.` },
  };
}

const source = countryMessages('Source Country');
const target = countryMessages('Target Country');

export class CreateRefundRateDto {
  @ApiProperty({ example: 83, description: 'Id of the participant’s country.' })
  @IsNotEmpty(source.mandatory)
  @IsInt(source.notAnId)
  // An unselected select sends 0 (or a negative placeholder): that is a missing field, not a wrong one.
  @Min(1, source.mandatory)
  @Max(MAX_ID, source.notAnId)
  sourceCountryId!: number;

  @ApiProperty({ example: 76, description: 'Id of the venue’s country.' })
  @IsNotEmpty(target.mandatory)
  @IsInt(target.notAnId)
  @Min(1, target.mandatory)
  @Max(MAX_ID, target.notAnId)
  targetCountryId!: number;

  @ApiProperty({ example: 95.5, minimum: 0, maximum: MAX_REFUND_RATE, description: 'Euros per night.' })
  @IsNotEmpty({ message: mandatory('Refund Rate') })
  @IsAmount({ message: RATE })
  @Min(0, { message: RATE })
  @Max(MAX_REFUND_RATE, { message: RATE })
  refundRate!: number;
}

/** The console edits only the rate; the country pair identifies the entry. */
export class UpdateRefundRateDto extends PickType(CreateRefundRateDto, ['refundRate'] as const) {}
