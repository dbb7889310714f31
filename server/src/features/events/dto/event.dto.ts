import { ApiProperty } from '@nestjs/swagger';

export class EventLanguageDto {
  @ApiProperty({ example: 'de' })
  language!: string;

  @ApiProperty({ example: 'Europäisches Vertragsrecht' })
  title!: string;
}

export class EventContactDto {
  @ApiProperty({ example: 3 })
  contactId!: number;

  @ApiProperty({ example: 'Anna' })
  firstName!: string;

  @ApiProperty({ example: 'Berger' })
  lastName!: string;

  @ApiProperty({ example: 'Anna Berger' })
  displayName!: string;

  @ApiProperty({ type: String, nullable: true })
  jobTitle!: string | null;

  @ApiProperty({ example: 'a.berger@academy.example' })
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;
}

export class EventLocationDto {
  @ApiProperty({ example: 7 })
  locationId!: number;

  @ApiProperty({ example: 'Academy Conference Centre' })
  name!: string;

  @ApiProperty({ example: 'Trier' })
  city!: string;

  @ApiProperty({ description: 'English name of the country.', example: 'Germany' })
  country!: string;

  @ApiProperty({ example: 'DE' })
  countryISO_3166!: string;

  @ApiProperty({ type: Number, nullable: true })
  osmid!: number | null;

  @ApiProperty({ example: 49.75 })
  latitude!: number;

  @ApiProperty({ example: 6.64 })
  longitude!: number;

  @ApiProperty({ description: 'Travel distances are measured to the primary venue.' })
  primary!: boolean;
}

export class EventDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: '2025-123' })
  number!: string;

  @ApiProperty({ example: 'European Contract Law' })
  title!: string;

  @ApiProperty({ type: EventLocationDto, nullable: true, description: 'The primary venue.' })
  location!: EventLocationDto | null;

  @ApiProperty({ description: 'ISO 8601.' })
  startDate!: string;

  @ApiProperty({ description: 'ISO 8601.' })
  endDate!: string;

  @ApiProperty({ type: String, nullable: true, description: 'ISO 8601; the claim form closes then.' })
  offlineDate!: string | null;

  @ApiProperty()
  accommodationEligible!: boolean;

  @ApiProperty({ description: '-1 or 0: the number of event days.', example: -1 })
  maxNights!: number;

  @ApiProperty({
    description:
      'The most nights a claim may state (the claim form offers 0 to it): maxNights when above 0, else the ' +
      'number of event days in Europe/Berlin; 0 when the event refunds no accommodation.',
    example: 3,
  })
  allowedNights!: number;

  @ApiProperty({ example: 1 })
  distanceBandVersion!: number;

  @ApiProperty({ type: [EventLanguageDto] })
  languages!: EventLanguageDto[];

  @ApiProperty({ type: [EventContactDto], description: 'Sorted by last name.' })
  contacts!: EventContactDto[];

  @ApiProperty({ type: [EventLocationDto], description: 'The primary venue first.' })
  locations!: EventLocationDto[];

  @ApiProperty({ description: 'Send it back with an update to detect concurrent changes.' })
  rowVersion!: number;
}
