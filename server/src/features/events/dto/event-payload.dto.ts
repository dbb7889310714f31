import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { mandatory, MAX_NIGHTS_MIN, required } from '@unit-costs/contract';
import { Transform, Type } from 'class-transformer';
import {
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

import { MAX_ID } from '../../../platform/common/ids/parse-id.pipe.js';
import { IsIsoDate, IsNotBefore, IsPresent, Trim } from '../../../platform/common/validation/field-rules.js';
import { VenueDto } from './venue.dto.js';

const LANGUAGES_SHAPE = "Field 'Languages' must be a list of {language, title}.";
const VENUE_SHAPE = "Field 'Venue' must be a venue {osmid, name, city, countryISO_3166, latitude, longitude}.";
const CONTACTS_SHAPE = "Field 'Contacts' must be a list of employee ids.";

export class EventLanguageInputDto {
  @ApiProperty({ description: 'ISO 639-1 code.', example: 'de' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsNotEmpty({ message: mandatory('Language') })
  @IsString({ message: mandatory('Language') })
  @MaxLength(10, { message: "Field 'Language' must not be longer than 10 characters." })
  language!: string;

  @ApiProperty({ example: 'Europäisches Vertragsrecht' })
  @Trim()
  @IsNotEmpty({ message: mandatory('Title') })
  @IsString({ message: mandatory('Title') })
  @MaxLength(300, { message: "Field 'Title' must not be longer than 300 characters." })
  title!: string;
}

/** The core fields that both creating and updating an event set. */
export class EventCoreDto {
  @ApiProperty({ example: '2025-123' })
  @Trim()
  @IsNotEmpty({ message: mandatory('Number') })
  @IsString({ message: "Field 'Number' must be text." })
  @MaxLength(32, { message: "Field 'Number' must not be longer than 32 characters." })
  number!: string;

  @ApiProperty({ example: 'European Contract Law' })
  @Trim()
  @IsNotEmpty({ message: mandatory('Title') })
  @IsString({ message: "Field 'Title' must be text." })
  @MaxLength(300, { message: "Field 'Title' must not be longer than 300 characters." })
  title!: string;

  @ApiProperty({ description: 'ISO 8601.', example: '2025-10-06T07:00:00Z' })
  @IsNotEmpty({ message: mandatory('StartDate') })
  @IsIsoDate({ message: "Field 'StartDate' must be a date in ISO 8601 format." })
  startDate!: string;

  @ApiProperty({ description: 'ISO 8601; not before startDate.', example: '2025-10-08T15:00:00Z' })
  @IsNotEmpty({ message: mandatory('EndDate') })
  @IsIsoDate({ message: "Field 'EndDate' must be a date in ISO 8601 format." })
  @IsNotBefore('startDate', { message: 'The end date must not be before the start date.' })
  endDate!: string;

  @ApiPropertyOptional({
    type: String,
    description: 'ISO 8601; the claim form closes then. Null keeps it open.',
    nullable: true,
  })
  @IsOptional()
  @IsIsoDate({ message: "Field 'OfflineDate' must be a date in ISO 8601 format." })
  offlineDate?: string | null;

  @ApiProperty({ description: 'The distance-band version travel amounts come from.', example: 1 })
  @IsPresent({ message: mandatory('DistanceBandVersion'), alsoMissing: [-1] })
  @IsInt({ message: "Field 'DistanceBandVersion' must be a whole number." })
  @Min(1, { message: "Field 'DistanceBandVersion' must be a version number of at least 1." })
  @Max(MAX_ID, { message: "Field 'DistanceBandVersion' is too large." })
  distanceBandVersion!: number;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: "Field 'AccommodationEligible' must be true or false." })
  accommodationEligible?: boolean;

  @ApiPropertyOptional({ description: 'Nights refunded at most; -1 or 0: the number of event days.', default: -1 })
  @IsOptional()
  @IsInt({ message: MAX_NIGHTS_MIN })
  @Min(-1, { message: MAX_NIGHTS_MIN })
  @Max(MAX_ID, { message: "Field 'MaxNights' is too large." })
  maxNights?: number;

  @ApiPropertyOptional({ type: [EventLanguageInputDto], description: 'Titles in other languages.' })
  @IsOptional()
  @IsArray({ message: LANGUAGES_SHAPE })
  @ArrayUnique((language: EventLanguageInputDto) => language.language, {
    message: 'Each language may be given only once.',
  })
  // ValidateNested alone lets an array through where an object belongs.
  @IsObject({ each: true, message: LANGUAGES_SHAPE })
  @ValidateNested({ each: true, message: LANGUAGES_SHAPE })
  @Type(() => EventLanguageInputDto)
  languages?: EventLanguageInputDto[];
}

export class CreateEventDto extends EventCoreDto {
  @ApiProperty({ type: VenueDto, description: 'The primary venue; travel distances are measured to it.' })
  @IsPresent({ message: required('Venue') })
  @IsObject({ message: VENUE_SHAPE })
  @ValidateNested({ message: VENUE_SHAPE })
  @Type(() => VenueDto)
  location!: VenueDto;

  @ApiPropertyOptional({ type: [Number], description: 'Ids of employees to show as contacts.' })
  @IsOptional()
  @IsArray({ message: CONTACTS_SHAPE })
  @IsInt({ each: true, message: CONTACTS_SHAPE })
  @Min(1, { each: true, message: CONTACTS_SHAPE })
  @Max(MAX_ID, { each: true, message: CONTACTS_SHAPE })
  contacts?: number[];
}

/** PUT /api/events/{id}: the core fields; `location`, when given, replaces the primary venue. */
export class UpdateEventDto extends EventCoreDto {
  @ApiPropertyOptional({ type: VenueDto, description: 'Replaces the primary venue when given.' })
  @IsOptional()
  @IsObject({ message: VENUE_SHAPE })
  @ValidateNested({ message: VENUE_SHAPE })
  @Type(() => VenueDto)
  location?: VenueDto;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'The rowVersion the client read; a different stored one answers 409. Not sent: no check.',
  })
  @IsOptional()
  @IsInt({ message: "Field 'RowVersion' must be a whole number." })
  rowVersion?: number | null;
}

/** PUT /api/events: the event body names the event by its id. */
export class UpdateEventWithIdDto extends UpdateEventDto {
  @ApiProperty({ example: 1 })
  @IsPresent({ message: mandatory('Id') })
  @IsInt({ message: "Field 'Id' must be a whole number." })
  @Min(1, { message: "Field 'Id' must be a whole number." })
  @Max(MAX_ID, { message: "Field 'Id' is too large." })
  id!: number;
}
