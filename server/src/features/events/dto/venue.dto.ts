import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CITY_REQUIRED, COUNTRY_REQUIRED, mandatory, VENUE_NAME_REQUIRED } from '@unit-costs/contract';
import { IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { MAX_ID } from '../../../platform/common/ids/parse-id.pipe.js';
import { IsPresent, Trim } from '../../../platform/common/validation/field-rules.js';

/** A venue as picked from the geocoder's suggestions (wizard step 2, or a venue added later). */
export class VenueDto {
  @ApiPropertyOptional({
    type: Number,
    description: 'OpenStreetMap id of the picked suggestion.',
    example: 62422,
    nullable: true,
  })
  @IsOptional()
  @IsInt({ message: "Field 'Osmid' must be a whole number." })
  @Min(0, { message: "Field 'Osmid' must be a whole number." })
  @Max(Number.MAX_SAFE_INTEGER, { message: "Field 'Osmid' is too large." })
  osmid?: number | null;

  @ApiProperty({ example: 'Academy Conference Centre' })
  @Trim()
  @IsNotEmpty({ message: VENUE_NAME_REQUIRED })
  @IsString({ message: VENUE_NAME_REQUIRED })
  @MaxLength(300, { message: "Field 'Venue Name' must not be longer than 300 characters." })
  name!: string;

  @ApiProperty({ example: 'Trier' })
  @Trim()
  @IsNotEmpty({ message: CITY_REQUIRED })
  @IsString({ message: CITY_REQUIRED })
  @MaxLength(200, { message: "Field 'City' must not be longer than 200 characters." })
  city!: string;

  @ApiProperty({ description: 'ISO 3166-1 alpha-2 code of the country.', example: 'DE' })
  @Trim()
  @IsNotEmpty({ message: COUNTRY_REQUIRED })
  @IsString({ message: COUNTRY_REQUIRED })
  countryISO_3166!: string;

  @ApiProperty({ example: 49.75 })
  @IsPresent({ message: mandatory('Latitude') })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: "Field 'Latitude' must be a number." })
  @Min(-90, { message: "Field 'Latitude' must be from -90 to 90." })
  @Max(90, { message: "Field 'Latitude' must be from -90 to 90." })
  latitude!: number;

  @ApiProperty({ example: 6.64 })
  @IsPresent({ message: mandatory('Longitude') })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: "Field 'Longitude' must be a number." })
  @Min(-180, { message: "Field 'Longitude' must be from -180 to 180." })
  @Max(180, { message: "Field 'Longitude' must be from -180 to 180." })
  longitude!: number;
}

/** POST /api/events/locations: a further (non-primary) venue of an event. */
export class NewLocationDto extends VenueDto {
  @ApiProperty({ example: 1 })
  @IsPresent({ message: mandatory('EventId') })
  @IsInt({ message: "Field 'EventId' must be a whole number." })
  @Min(1, { message: "Field 'EventId' must be a whole number." })
  @Max(MAX_ID, { message: "Field 'EventId' is too large." })
  eventId!: number;
}
