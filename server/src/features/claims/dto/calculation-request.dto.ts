import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COUNTRY_INVALID, FILL_OUT_REQUIRED, TravelType } from '@unit-costs/contract';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { MAX_ID } from '../../../platform/common/ids/parse-id.pipe.js';
import { AlsoReadAs, IsNumberFrom, IsPresent } from '../../../platform/common/validation/field-rules.js';

/** The claim form's one text for anything missing (spec section 8). */

/** What a refund is calculated from: the event, where the participant works, how they travel, how many nights. */
export class CalculationInputDto {
  @ApiProperty({ example: 1 })
  @IsPresent({ message: FILL_OUT_REQUIRED })
  @IsNumberFrom(1, MAX_ID, { integer: true, message: "Field 'EventId' must be a whole number." })
  eventId!: number;

  @ApiProperty({ description: 'Of the employer address.', example: 50.8467 })
  @IsPresent({ message: FILL_OUT_REQUIRED })
  @IsNumberFrom(-90, 90, {
    message: "Field 'Latitude' must be a number.",
    rangeMessage: "Field 'Latitude' must be from -90 to 90.",
  })
  latitude!: number;

  @ApiProperty({ description: 'Of the employer address.', example: 4.3524 })
  @IsPresent({ message: FILL_OUT_REQUIRED })
  @IsNumberFrom(-180, 180, {
    message: "Field 'Longitude' must be a number.",
    rangeMessage: "Field 'Longitude' must be from -180 to 180.",
  })
  longitude!: number;

  @ApiProperty({ enum: [0, 1], description: '0 plane or combined, 1 land. Also read as `traveltype`.' })
  @AlsoReadAs('traveltype')
  @IsPresent({ message: FILL_OUT_REQUIRED })
  @IsIn([TravelType.PlaneOrCombined, TravelType.Land], { message: "Field 'TravelType' must be 0 or 1." })
  travelType!: TravelType;

  @ApiPropertyOptional({ description: 'Nights spent, 0 when absent. Also read as `nightsspend`.', example: 2 })
  @AlsoReadAs('nightsspend')
  @Transform(({ value }) => value ?? 0)
  @IsNumberFrom(0, 366, { integer: true, message: "Field 'NightsSpend' must be a whole number of nights." })
  nightsSpend!: number;

  @ApiProperty({ description: "The employer's country (GET /api/countries?iso_3166=). Also read as `countryid`." })
  @AlsoReadAs('countryid')
  @IsPresent({ message: FILL_OUT_REQUIRED })
  @IsNumberFrom(1, MAX_ID, { integer: true, message: COUNTRY_INVALID })
  countryId!: number;
}

export class CalculationRequestDto extends CalculationInputDto {
  @ApiPropertyOptional({ description: 'Not used by the calculation; accepted because the form sends it.' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  institution?: string;
}
