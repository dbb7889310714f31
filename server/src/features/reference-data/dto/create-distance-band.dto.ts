import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, Max, Min } from 'class-validator';

import { IsAmount } from '../../../platform/common/validation/field-rules.js';

/** No two points on Earth are further apart; the seeded version 1 ends here too. */
export const MAX_DISTANCE_KM = 20_100;
export const MAX_VERSION = 9_999;
export const MAX_BAND_AMOUNT = 100_000;

const VERSION = `Field 'Version' must be a whole number from 1 to ${MAX_VERSION}.`;
const km = (label: string) => `Field '${label}' must be a whole number of km from 0 to ${MAX_DISTANCE_KM}.`;
const MIN = km('Min. Value');
const MAX = km('Max. Value');
const AMOUNT = `Field 'Amount' must be a number from 0 to ${MAX_BAND_AMOUNT} with at most 2 decimals.`;

export class CreateDistanceBandDto {
  @ApiProperty({ example: 2, minimum: 1, maximum: MAX_VERSION })
  @IsNotEmpty({ message: "Field 'Version' is mandatory." })
  @IsInt({ message: VERSION })
  @Min(1, { message: VERSION })
  @Max(MAX_VERSION, { message: VERSION })
  version!: number;

  @ApiProperty({ example: 10, minimum: 0, maximum: MAX_DISTANCE_KM, description: 'km, inclusive' })
  @IsNotEmpty({ message: "Field 'Min. Value' is mandatory." })
  @IsInt({ message: MIN })
  @Min(0, { message: MIN })
  @Max(MAX_DISTANCE_KM, { message: MIN })
  minValue!: number;

  @ApiProperty({ example: 99, minimum: 0, maximum: MAX_DISTANCE_KM, description: 'km, inclusive' })
  @IsNotEmpty({ message: "Field 'Max. Value' is mandatory." })
  @IsInt({ message: MAX })
  @Min(0, { message: MAX })
  @Max(MAX_DISTANCE_KM, { message: MAX })
  maxValue!: number;

  @ApiProperty({ example: 23, minimum: 0, maximum: MAX_BAND_AMOUNT, description: 'Euros.' })
  @IsNotEmpty({ message: "Field 'Amount' is mandatory." })
  @IsAmount({ message: AMOUNT })
  @Min(0, { message: AMOUNT })
  @Max(MAX_BAND_AMOUNT, { message: AMOUNT })
  amount!: number;
}

/** A band is edited in its version: its limits and amount. */
export class UpdateDistanceBandDto extends PickType(CreateDistanceBandDto, [
  'minValue',
  'maxValue',
  'amount',
] as const) {}
