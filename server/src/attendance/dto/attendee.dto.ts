import { ApiProperty } from '@nestjs/swagger';

import { CountryRefDto } from '../../claims/dto/travel-claim.dto.js';
import type { AttendeeRow } from '../attendees.repository.js';

/** Where the attendee travelled from: the claim's employer address when there is a claim, else the registration's. */
export class DepartureDto {
  @ApiProperty({ type: String, nullable: true, example: 'Brussels' })
  city!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Belgium' })
  country!: string | null;

  @ApiProperty({ enum: ['claim', 'registration'] })
  source!: 'claim' | 'registration';
}

export class AttendeeClaimDto {
  @ApiProperty({ example: '0f8fad5b-d9cb-469f-a165-70867728950e' })
  guid!: string;

  @ApiProperty({ example: 'UC-2026-000042' })
  identifier!: string;

  @ApiProperty({ enum: [-1, 0, 1, 2, 3, 5] })
  status!: number;
}

/** A registered participant of an event, with the days they were ticked in at the door. */
export class AttendeeDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 7 })
  eventId!: number;

  @ApiProperty({ example: 'Ελένη' })
  firstname!: string;

  @ApiProperty({ example: 'Παπαδοπούλου' })
  lastname!: string;

  @ApiProperty({ example: 'eleni.papadopoulou@court.example' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Areios Pagos' })
  institution!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Athens' })
  city!: string | null;

  @ApiProperty({ type: CountryRefDto, nullable: true })
  country!: CountryRefDto | null;

  @ApiProperty()
  feePaid!: boolean;

  @ApiProperty({ type: [String], example: ['2026-10-06'], description: 'Days ticked in (YYYY-MM-DD, academy days).' })
  checkedInDays!: string[];

  @ApiProperty({ type: DepartureDto, nullable: true })
  departure!: DepartureDto | null;

  @ApiProperty({ type: AttendeeClaimDto, nullable: true, description: "The attendee's claim for the event, if any." })
  claim!: AttendeeClaimDto | null;
}

export function departureOf(row: AttendeeRow): DepartureDto | null {
  if (row.claimGuid !== null) return { city: row.claimCity, country: row.claimCountry, source: 'claim' };
  if (row.city === null && row.countryName === null) return null;
  return { city: row.city, country: row.countryName, source: 'registration' };
}

export function toAttendeeDto(row: AttendeeRow): AttendeeDto {
  return {
    id: row.id,
    eventId: row.eventId,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    institution: row.institution,
    city: row.city,
    country: row.countryId === null ? null : { id: row.countryId, iso_3166: row.countryIso!, name: row.countryName! },
    feePaid: row.feePaid,
    checkedInDays: row.checkedInDays,
    departure: departureOf(row),
    claim:
      row.claimGuid === null
        ? null
        : { guid: row.claimGuid, identifier: row.claimIdentifier!, status: row.claimStatus! },
  };
}
