import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

import { IsPresent } from '../../../platform/common/validation/field-rules.js';

const COUNTRY = "'country' must be a country's ISO 3166-1 alpha-2 code, e.g. DE.";

export class RateCoverageQueryDto {
  @ApiProperty({ example: 'DE', description: "The venue's country (ISO 3166-1 alpha-2)." })
  @IsPresent({ message: COUNTRY })
  @IsString({ message: COUNTRY })
  @Matches(/^[A-Za-z]{2}$/, { message: COUNTRY })
  country!: string;
}

/** How many countries' participants get an accommodation rate at a venue in this country. */
export class RateCoverageDto {
  @ApiProperty({ example: 'DE' })
  countryISO_3166!: string;

  @ApiProperty({ example: 'Germany' })
  country!: string;

  @ApiProperty({
    example: 27,
    description: 'Countries with a refund rate to this one; 0: every participant is ineligible there.',
  })
  sourceCountries!: number;
}
